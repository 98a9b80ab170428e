import { adminUserEmailSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { updateUserEmail } from '../../../services/users/update-email';
import { adminProcedure } from '../../../trpc';

export const updateEmailInput = adminUserEmailSchema;

/** Another user's email (one's own is refused: profile email-update). A taken address answers 409 (deleted accounts keep theirs); a real change ends the user's sessions. */
export const updateEmail = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-email',
      tags: ['admin'],
      summary: "Change a user's sign-in email",
    },
    errors: ['NOT_FOUND', 'CONFLICT'],
  })
  .input(updateEmailInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await updateUserEmail(ctx, input);
    return updated;
  });
