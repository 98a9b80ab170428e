import { z } from 'zod';

import { challengeTokenSchema } from './second-factor';

/**
 * Why a single sign-on did not open a session, as the login page says it: the sign-in took too long or
 * came from another browser (`expired`, a wrong `state` included), the provider's answer did not hold
 * (`refused`: a code refused or replayed, an ID token with a bad signature, audience, nonce or time),
 * the provider could not be reached, the person cancelled, their groups map to no role, nobody here
 * has their address (and provisioning is off), or their account is disabled.
 */
export const SSO_REFUSALS = [
  'expired',
  'refused',
  'unavailable',
  'cancelled',
  'no_role',
  'unknown_person',
  'account_disabled',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];

/** What the login page offers. */
export const signInOptionsSchema = z
  .object({
    password_sign_in: z.boolean().describe('Off: only the break-glass super administrator uses a password'),
    sso: z
      .object({ name: z.string().describe('What the button says: "Sign in with …"') })
      .nullable()
      .describe('Single sign-on, when configured'),
  })
  .meta({ id: 'SignInOptions' });
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

/** The handoff the callback gave the browser, once: it becomes a session or a second step. */
export const ssoHandoffSchema = z.object({ handoff_token: challengeTokenSchema });
