import { UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type PersonContext } from '../../context';
import { assertCanManageUser, assertNotSelf, findManagedUser, softDeleteUser } from './rules';

/** The soft delete of the own-profile call, applied to another user; the own account goes through delete-self. */
export async function deleteManagedUser(ctx: PersonContext, userId: string) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, userId);
    assertNotSelf(ctx.caller.account, before, 'Delete your own account from your profile');
    assertCanManageUser(ctx.caller.account, before);
    await softDeleteUser(tx, before.id);
    await recordAudit(tx, ctx, {
      action: 'user.admin-delete',
      entityType: 'User',
      entityId: before.id,
      changes: { status: { from: before.status, to: UserStatus.Deleted } },
    });
  });
}
