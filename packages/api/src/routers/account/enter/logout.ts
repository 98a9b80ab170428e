import { z } from 'zod';

import { updatedResponse } from '../../../contract';
import { signOut } from '../../../services/account/sign-out';
import { personPublicProcedure } from '../../../trpc';

/** Public so that a client holding an expired token can still "log out" without an error. */
export const logout = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/logout',
      tags: ['account'],
      summary: 'End the current session',
    },
  })
  .input(z.object({}).optional().describe('Nothing is read from the body'))
  .output(updatedResponse)
  .mutation(async ({ ctx }) => {
    await signOut(ctx);
    return { response: true as const };
  });
