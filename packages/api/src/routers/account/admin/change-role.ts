import { adminUserRoleSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeUserRole } from '../../../services/users/change-role';
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
    errors: ['NOT_FOUND'],
  })
  .input(changeRoleInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeUserRole(ctx, input);
    return updated;
  });
