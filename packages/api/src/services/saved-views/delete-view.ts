import { type Context } from '../../context';
import { notFound } from '../../errors';

/** Deletes one of the user's views; anybody else's is "not found". */
export async function deleteView(ctx: Pick<Context, 'prisma'>, userId: string, id: string) {
  const { count } = await ctx.prisma.savedView.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound('Saved view');
}
