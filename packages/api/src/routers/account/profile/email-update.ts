import { currentPasswordSchema, emailUpdateSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeOwnEmail } from '../../../services/account/change-own-email';
import { personStaffProcedure } from '../../../trpc';

export const emailUpdateInput = emailUpdateSchema.extend({
  password: currentPasswordSchema.meta({
    description: 'The current password: a session alone cannot take over the account by changing its email.',
  }),
});

/**
 * Changing the sign-in email needs the current password (throttled as sign-in is) and ends the user's other sessions; the
 * current one stays.
 */
export const emailUpdate = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/email-update',
      tags: ['account'],
      summary: 'Change the own sign-in email',
    },
    errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
  })
  .input(emailUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeOwnEmail(ctx, {
      newEmail: input.new_email,
      password: input.password,
      passwordField: 'password',
    });
    return updated;
  });
