import { userUuidInputSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { deleteManagedUser } from '../../../services/users/delete-user';
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
    errors: ['NOT_FOUND'],
  })
  .input(deleteUserInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await deleteManagedUser(ctx, input.user_uuid);
    return updated;
  });
