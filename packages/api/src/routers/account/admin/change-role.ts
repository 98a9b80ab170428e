import { adminUserRoleSchema, SystemRole } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import {
  assertCanGrantRole,
  assertCanManageUser,
  assertKeepsASuperAdminLocked,
  assertNotSelf,
  endSessionsAfterChange,
  findManagedUser,
} from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const changeRoleInput = adminUserRoleSchema;

/**
 * Any role up to the caller's own; administrators do not touch super administrators; the last
 * active super administrator keeps the role. A real change ends the user's sessions.
 */
export const changeRole = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-role',
      tags: ['admin'],
      summary: "Change a user's system role",
    },
  })
  .input(changeRoleInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
      assertNotSelf(ctx.session.user, before, 'You cannot change your own role');
      assertCanManageUser(ctx.session.user, before);
      assertCanGrantRole(ctx.session.user, input.system_role);
      if (before.systemRole === input.system_role) return;
      if (input.system_role !== SystemRole.SuperAdmin) await assertKeepsASuperAdminLocked(tx, before.id);
      const data = { systemRole: input.system_role };
      await tx.user.update({ where: { id: before.id }, data });
      await endSessionsAfterChange(tx, before.id);
      await recordAudit(tx, ctx, {
        action: 'user.admin-change-role',
        entityType: 'User',
        entityId: before.id,
        changes: changedFields(before, data),
      });
    });
    return updated;
  });
