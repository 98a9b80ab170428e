import { SAVED_VIEW_LIMITS } from '@backoffice/shared';

import { type Context } from '../../context';
import { conflict } from '../../errors';
import { assertNameFree, savedViewSelect, viewQuery } from './rules';

/** Saves a named view of a list for the user, at most `SAVED_VIEW_LIMITS.perList` a list. */
export function saveView(
  ctx: Pick<Context, 'prisma'>,
  userId: string,
  input: { listKey: string; name: string; query: string },
) {
  return ctx.prisma.$transaction(async (tx) => {
    // The user's row is locked so that two saves at once cannot both pass the per-list cap.
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
    const count = await tx.savedView.count({ where: { userId, listKey: input.listKey } });
    if (count >= SAVED_VIEW_LIMITS.perList) {
      throw conflict(
        `A list keeps at most ${SAVED_VIEW_LIMITS.perList} saved views; delete one before saving another`,
      );
    }
    await assertNameFree(tx, userId, input.listKey, input.name);
    return tx.savedView.create({
      data: { userId, listKey: input.listKey, name: input.name, query: viewQuery(input.query) },
      select: savedViewSelect,
    });
  });
}
