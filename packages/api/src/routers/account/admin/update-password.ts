import { adminUserPasswordSchema } from '@backoffice/shared';

import { refuseCommonPassword } from '../../../auth/common-passwords';
import { updated, updatedResponse } from '../../../contract';
import { updateUserPassword } from '../../../services/users/update-password';
import { adminProcedure } from '../../../trpc';

export const updatePasswordInput = adminUserPasswordSchema.superRefine(refuseCommonPassword('password'));

/** Sets another user's password without the old one and ends that user's sessions. */
export const updatePassword = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-password',
      tags: ['admin'],
      summary: "Set a user's password",
    },
    errors: ['NOT_FOUND'],
  })
  .input(updatePasswordInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await updateUserPassword(ctx, input);
    return updated;
  });
