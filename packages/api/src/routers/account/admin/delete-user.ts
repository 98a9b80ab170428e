import { userUuidInputSchema, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { assertCanManageUser, assertNotSelf, findManagedUser, softDeleteUser } from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const deleteUserInput = userUuidInputSchema;

/** The soft delete of the own-profile call, applied to another user; the own account goes through delete-self. */
export const deleteUser = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/delete-user',
      tags: ['admin'],
      summary: 'Delete a user (soft delete)',
    },
  })
  .input(deleteUserInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
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
    return updated;
  });
