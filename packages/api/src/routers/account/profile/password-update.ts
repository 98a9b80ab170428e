import { passwordUpdateSchema } from '@backoffice/shared';

import { refuseCommonPassword } from '../../../auth/common-passwords';
import { updated, updatedResponse } from '../../../contract';
import { changeOwnPassword } from '../../../services/account/change-own-password';
import { personStaffProcedure } from '../../../trpc';

export const passwordUpdateInput = passwordUpdateSchema.superRefine(refuseCommonPassword('new_password'));

/** Needs the current password (throttled as sign-in is); ends the user's other sessions, keeps the current one. */
export const passwordUpdate = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/password-update',
      tags: ['account'],
      summary: 'Change the own password',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(passwordUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeOwnPassword(ctx, {
      oldPassword: input.old_password,
      oldPasswordField: 'old_password',
      newPassword: input.new_password,
    });
    return updated;
  });
