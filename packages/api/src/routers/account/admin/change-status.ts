import { adminUserStatusSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import {
  applyAccountChange,
  assertCanManageUser,
  assertNotSelf,
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
      assertNotSelf(ctx.caller.account, before, 'You cannot change your own status');
      assertCanManageUser(ctx.caller.account, before);
      if (before.status === input.status) return;
      await applyAccountChange(tx, ctx, before, {
        action: 'user.admin-change-status',
        data: { status: input.status },
      });
    });
    return updated;
  });
