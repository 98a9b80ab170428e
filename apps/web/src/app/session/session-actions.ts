import { navigate } from 'wouter/use-browser-location';

import {
  clearSessionTokens,
  readOwnSessionToken,
  readSessionToken,
  storeSessionTokens,
} from '../../lib/session-token';
import { trpcClient } from '../../lib/trpc';
import { HOME_PATH, LOGIN_PATH, USERS_PATH } from '../paths';
import { takeReturnPath } from './return-path';

/** Ends a session on the server with its own token; failures do not matter (it expires anyway). */
async function endServerSession(token: string | null): Promise<void> {
  if (!token) return;
  try {
    // An explicit empty body: the unbatched link sends none for `undefined`, which the server refuses.
    await trpcClient.account.enter.logout.mutate({}, { context: { sessionToken: token } });
  } catch {
    // An expired or unknown session is already over.
  }
}

/** Keeps the new session and opens the page asked for before the sign-in, or the home page. */
export function signIn(sessionUuid: string): void {
  storeSessionTokens(sessionUuid);
  navigate(takeReturnPath(), { replace: true });
}

/**
 * Forgets the session first (the spec's order), then ends it on the server, together with the
 * administrator's own session while acting as someone else. The caller decides where to go.
 */
export async function signOut(): Promise<void> {
  const tokens = [readSessionToken(), readOwnSessionToken()];
  clearSessionTokens();
  await Promise.all(tokens.map(endServerSession));
}

/**
 * Acts as another user with a session from login-on-user-session: the administrator's own token is
 * kept aside until `endImpersonation`.
 */
export function startImpersonation(sessionUuid: string): void {
  const current = readSessionToken();
  const own = readOwnSessionToken();
  // Already acting as someone: that session ends, the administrator's own one keeps waiting.
  if (own) void endServerSession(current);
  storeSessionTokens(sessionUuid, own ?? current);
  navigate(HOME_PATH);
}

/**
 * Ends the impersonation session and restores the administrator's own one; the identity change
 * drops every cached answer, so the administrator's session is fetched again.
 */
export async function endImpersonation(): Promise<void> {
  const own = readOwnSessionToken();
  if (!own) {
    // Nothing to go back to (e.g. storage was cleared): just sign out.
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
    return;
  }
  await endServerSession(readSessionToken());
  storeSessionTokens(own);
  navigate(USERS_PATH);
}
