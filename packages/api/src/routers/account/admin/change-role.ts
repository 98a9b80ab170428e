import { adminUserRoleSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import {
  applyAccountChange,
  assertCanGrantRole,
  assertCanManageUser,
  assertNotSelf,
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
      assertNotSelf(ctx.caller.account, before, 'You cannot change your own role');
      assertCanManageUser(ctx.caller.account, before);
      assertCanGrantRole(ctx.caller.account, input.system_role);
      if (before.systemRole === input.system_role) return;
      await applyAccountChange(tx, ctx, before, {
        action: 'user.admin-change-role',
        data: { systemRole: input.system_role },
      });
    });
    return updated;
  });
