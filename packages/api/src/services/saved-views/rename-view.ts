import { type Context } from '../../context';
import { assertNameFree, ownView, savedViewSelect } from './rules';

/** Renames one of the user's views; a name the list already has is a 409. */
export function renameView(
  ctx: Pick<Context, 'prisma'>,
  userId: string,
  input: { id: string; name: string },
) {
  return ctx.prisma.$transaction(async (tx) => {
    const view = await ownView(tx, userId, input.id);
    await assertNameFree(tx, userId, view.listKey, input.name, view.id);
    return tx.savedView.update({
      where: { id: view.id },
      data: { name: input.name },
      select: savedViewSelect,
    });
  });
}
