import { z } from 'zod';

import { signInOptionsSchema, ssoHandoffSchema } from '@backoffice/shared';

import { responseOf } from '../../contract';
import { completeSsoHandoff, signInOptions } from '../../services/account/single-sign-on';
import { personPublicProcedure } from '../../trpc';
import { loginOutput } from './enter/login';

const TAG = 'account';

/**
 * Single sign-on's procedures; the browser's way to the identity provider and back are express routes
 * (`SSO_PATHS`), as they answer with redirects.
 */
export const singleSignOn = {
  signInOptions: personPublicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/account/enter/sign-in-options',
        tags: [TAG],
        summary: 'How staff sign in here: passwords, single sign-on, or both (extension)',
      },
    })
    .input(z.object({}))
    .output(responseOf(signInOptionsSchema))
    .query(async ({ ctx }) => ({ response: await signInOptions(ctx) })),
  ssoHandoff: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/sso-handoff',
        tags: [TAG],
        summary:
          "Finish a single sign-on with the callback's one-minute handoff: a session, or the challenge of a second step (extension)",
      },
    })
    .input(ssoHandoffSchema)
    .output(loginOutput)
    .mutation(({ ctx, input }) => completeSsoHandoff(ctx, input.handoff_token)),
};
