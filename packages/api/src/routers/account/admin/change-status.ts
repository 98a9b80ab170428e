import { adminUserStatusSchema, UserStatus } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import {
  assertCanManageUser,
  assertKeepsASuperAdminLocked,
  assertNotSelf,
  endSessionsAfterChange,
  findManagedUser,
} from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const changeStatusInput = adminUserStatusSchema;

/**
 * Active or not active only (created and banned accounts are activated here too). A real change ends
 * the user's sessions; the last active super administrator cannot be deactivated.
 */
export const changeStatus = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-status',
      tags: ['admin'],
      summary: 'Activate or deactivate a user',
    },
  })
  .input(changeStatusInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
      assertNotSelf(ctx.session.user, before, 'You cannot change your own status');
      assertCanManageUser(ctx.session.user, before);
      if (before.status === input.status) return;
      if (input.status !== UserStatus.Active) await assertKeepsASuperAdminLocked(tx, before.id);
      const data = { status: input.status };
      await tx.user.update({ where: { id: before.id }, data });
      await endSessionsAfterChange(tx, before.id);
      await recordAudit(tx, ctx, {
        action: 'user.admin-change-status',
        entityType: 'User',
        entityId: before.id,
        changes: changedFields(before, data),
      });
    });
    return updated;
  });
