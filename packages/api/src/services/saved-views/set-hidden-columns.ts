import { type Context } from '../../context';

/** Keeps the columns the user hid on a list, for every later session; answers them without repeats. */
export async function setHiddenColumns(
  ctx: Pick<Context, 'prisma'>,
  userId: string,
  input: { listKey: string; hidden: readonly string[] },
) {
  const hidden = [...new Set(input.hidden)];
  await ctx.prisma.listColumnChoice.upsert({
    where: { userId_listKey: { userId, listKey: input.listKey } },
    create: { userId, listKey: input.listKey, hidden },
    update: { hidden },
  });
  return hidden;
}
