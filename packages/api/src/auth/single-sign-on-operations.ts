import { z } from 'zod';
import { type ZodOpenApiPathsObject } from 'zod-openapi';

import { SSO_PATHS, SSO_REFUSALS, SSO_SCREEN_PATHS } from '@backoffice/shared';

import { ALWAYS_ANSWERED, errorAnswerRef } from '../rest-errors';

/*
 * The REST calls of single sign-on, which express routes serve as they answer with redirects: who
 * may call them (anyone: nobody is signed in yet; people only, never an API key), and what the
 * OpenAPI document says of them. The routes authorise with the same entries.
 */
interface SsoOperation {
  name: string;
  path: string;
  summary: string;
  query?: z.ZodObject;
  redirect: string;
}

export const SSO_OPERATIONS = {
  start: {
    name: 'account.ssoStart',
    path: SSO_PATHS.start,
    summary: "Start a single sign-on: the browser goes to the organisation's identity provider (extension)",
    redirect:
      "To the identity provider's authorization endpoint (with PKCE, state and nonce), setting the flow's cookie; " +
      `to ${SSO_SCREEN_PATHS.refusal}?sso_error=unavailable when it cannot be reached`,
  },
  callback: {
    name: 'account.ssoCallback',
    path: SSO_PATHS.callback,
    summary:
      "The identity provider's answer: the browser goes on signed in, or back to the login page (extension)",
    query: z.object({
      code: z.string().optional().describe('The authorization code'),
      state: z.string().optional().describe('The state the sign-in was started with'),
      iss: z.string().optional().describe('The issuer (RFC 9207)'),
      error: z.string().optional().describe("The provider's refusal ('access_denied' when cancelled)"),
      error_description: z.string().optional(),
    }),
    redirect:
      `To ${SSO_SCREEN_PATHS.handoff}#handoff=<token> (POST /api/account/enter/sso-handoff takes it), or to ` +
      `${SSO_SCREEN_PATHS.refusal}?sso_error=<reason>, one of ${SSO_REFUSALS.join(', ')}`,
  },
} as const satisfies Record<string, SsoOperation>;

/** The single sign-on route at a path, if any. */
export const ssoOperationAt = (path: string): SsoOperation | undefined =>
  Object.values(SSO_OPERATIONS).find((operation: SsoOperation) => operation.path === path);

/** The single sign-on routes as OpenAPI paths (descriptions and security added with the others'). */
export function ssoOperationPaths(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.values(SSO_OPERATIONS).map((operation: SsoOperation) => [
      operation.path,
      {
        get: {
          operationId: operation.name.replace('.', '-'),
          summary: operation.summary,
          tags: ['account'],
          ...(operation.query ? { requestParams: { query: operation.query } } : {}),
          responses: {
            303: {
              description: operation.redirect,
              headers: z.object({ Location: z.string().describe('Where the browser goes next') }),
            },
            ...Object.fromEntries(ALWAYS_ANSWERED.map((status) => [status, errorAnswerRef(status)])),
          },
        },
      },
    ]),
  );
}
