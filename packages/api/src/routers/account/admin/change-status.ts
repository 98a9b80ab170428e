import { adminUserStatusSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeUserStatus } from '../../../services/users/change-status';
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
    errors: ['NOT_FOUND'],
  })
  .input(changeStatusInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeUserStatus(ctx, input);
    return updated;
  });
