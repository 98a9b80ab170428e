import { z } from 'zod';

import { systemRoleSchema, uuidSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { forbidden } from '../../../errors';
import { deleteOwnAccount } from '../../../services/account/delete-own-account';
import { personStaffProcedure } from '../../../trpc';

export const deleteSelfInput = z.object({ user_uuid: uuidSchema, user_role: systemRoleSchema.optional() });

/** The contract sends the user's own uuid; anything else is refused rather than trusted. */
export const deleteSelf = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/delete-self',
      tags: ['account'],
      summary: 'Delete the own account',
    },
  })
  .input(deleteSelfInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    if (input.user_uuid !== ctx.caller.account.id)
      throw forbidden('You can only delete your own profile here');
    await deleteOwnAccount(ctx);
    return updated;
  });
