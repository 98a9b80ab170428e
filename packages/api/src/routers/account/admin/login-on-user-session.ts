import { z } from 'zod';

import { emailQuerySchema } from '@backoffice/shared';

import { signInAsUser } from '../../../services/users/sign-in-as';
import { adminProcedure } from '../../../trpc';

export const loginOnUserSessionInput = emailQuerySchema;
export const loginOnUserSessionOutput = z.object({ session_uuid: z.string().length(36) });

/**
 * Signs the administrator in as another user: a new session of the target that remembers the
 * administrator's own session (which stays valid, so the client can switch back). Ending the
 * administrator's session ends this one too.
 */
export const loginOnUserSession = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/login-on-user-session',
      tags: ['admin'],
      summary: 'Sign in as another user',
    },
    errors: ['NOT_FOUND'],
  })
  .input(loginOnUserSessionInput)
  .output(loginOnUserSessionOutput)
  .mutation(async ({ ctx, input }) => {
    return { session_uuid: await signInAsUser(ctx, input.email) };
  });
