import type { AppRouter } from '@backoffice/api';
import {
  COMPANY_UUID_HEADER,
  SESSION_TOKEN_HEADER,
  TENANT_HEADER,
  TENANT_HEADER_VALUE,
} from '@backoffice/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, splitLink, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { navigate } from 'wouter/use-browser-location';

import { readStoredLocale } from '../i18n/stored-locale';
import { httpStatusOf, isUnauthorizedError } from './api-error';
import { clearSessionTokens, readSessionToken, subscribeToSessionToken } from './session-token';
import { askStepUp, stepUpMethodsOf } from './step-up';

const TRPC_URL = '/trpc';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/**
 * Per-call context. `sessionToken` sends that token instead of the stored one: it ends a session
 * that is no longer (or not yet) the stored one, e.g. on sign-out and when leaving an impersonation.
 */
export interface ApiCallContext extends Record<string, unknown> {
  sessionToken?: string;
  /** The company a company-module call acts on (sent as X-Company-Uuid). */
  companyUuid?: string;
}

function apiHeaders(sessionToken: string | null, companyUuid: string | null = null): Record<string, string> {
  // The chosen interface language, for the texts the server writes (report headers).
  const headers: Record<string, string> = {
    [TENANT_HEADER]: TENANT_HEADER_VALUE,
    'Accept-Language': readStoredLocale(),
  };
  if (sessionToken) headers[SESSION_TOKEN_HEADER] = sessionToken;
  if (companyUuid) headers[COMPANY_UUID_HEADER] = companyUuid;
  return headers;
}

const explicitTokenOf = (context: ApiCallContext) =>
  typeof context.sessionToken === 'string' ? context.sessionToken : null;

const companyUuidOf = (context: ApiCallContext) =>
  typeof context.companyUuid === 'string' ? context.companyUuid : null;

/**
 * A mutation refused for want of a recent confirmation (step-up) asks the person to confirm it is
 * them, then is sent again as it was: the form that sent it keeps its input and sees only the result.
 */
const stepUpLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      let subscription: Unsubscribable;
      const attempt = () => {
        subscription = next(op).subscribe({
          next: (value) => observer.next(value),
          error: (error) => {
            const methods = op.type === 'mutation' ? stepUpMethodsOf(error) : null;
            if (!methods) {
              observer.error(error);
              return;
            }
            void askStepUp(methods).then((confirmed) => (confirmed ? attempt() : observer.error(error)));
          },
          complete: () => observer.complete(),
        });
      };
      attempt();
      return () => subscription.unsubscribe();
    });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    stepUpLink,
    splitLink({
      // Calls with their own headers (an explicit token, a company) are sent one by one.
      condition: (op) => explicitTokenOf(op.context) !== null || companyUuidOf(op.context) !== null,
      true: httpLink({
        url: TRPC_URL,
        headers: ({ op }) =>
          apiHeaders(explicitTokenOf(op.context) ?? readSessionToken(), companyUuidOf(op.context)),
      }),
      false: httpBatchLink({
        url: TRPC_URL,
        maxURLLength: 2000,
        headers: () => apiHeaders(readSessionToken()),
      }),
    }),
  ],
});

/** A 401 on a call made with a stored session means it expired: forget it and go to the login. */
function endExpiredSession(error: unknown): void {
  if (!isUnauthorizedError(error) || readSessionToken() === null) return;
  clearSessionTokens();
  navigate('/enter/login', { replace: true });
}

/** Client errors (4xx) will not change on a retry; network and server failures may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: endExpiredSession }),
  mutationCache: new MutationCache({ onError: endExpiredSession }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Cached answers belong to the identity that fetched them: drop them whenever the session changes
// (sign-in, sign-out, impersonation, or another tab doing any of these).
subscribeToSessionToken(() => queryClient.removeQueries());
