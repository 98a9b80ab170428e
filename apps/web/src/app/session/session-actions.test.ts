import { SESSION_STORAGE_KEY, SESSION_TOKEN_HEADER } from '@backoffice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  OWN_SESSION_STORAGE_KEY,
  readOwnSessionToken,
  readSessionToken,
  storeSessionTokens,
} from '../../lib/session-token';
import { endImpersonation, signIn, signOut, startImpersonation } from './session-actions';

/** The session token of each logout call the app sent, as the server would receive it. */
let loggedOut: string[] = [];
const loggedOutTokens = () => loggedOut;

beforeEach(() => {
  loggedOut = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.includes('/trpc/account.enter.logout')) throw new Error(`unexpected call ${url}`);
    loggedOut.push(new Headers(init?.headers).get(SESSION_TOKEN_HEADER) ?? '');
    return Response.json({ result: { data: { response: true } } });
  });
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('session actions', () => {
  it('keeps the session of a sign-in under the spec key and opens home', () => {
    window.history.replaceState(null, '', '/enter/login');
    signIn('session-1');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe('session-1');
    expect(window.location.pathname).toBe('/');
  });

  it('forgets the session before ending it on the server', async () => {
    storeSessionTokens('session-1');
    const done = signOut();
    expect(readSessionToken()).toBeNull();
    await done;
    expect(loggedOutTokens()).toEqual(['session-1']);
  });

  it("acts as another user while keeping the administrator's own session aside", () => {
    storeSessionTokens('admin-session');
    startImpersonation('agent-session');
    expect(readSessionToken()).toBe('agent-session');
    expect(localStorage.getItem(OWN_SESSION_STORAGE_KEY)).toBe('admin-session');
    expect(window.location.pathname).toBe('/');
  });

  it('ends the impersonation, restores the own session and opens the users list', async () => {
    storeSessionTokens('agent-session', 'admin-session');
    await endImpersonation();
    expect(loggedOutTokens()).toEqual(['agent-session']);
    expect(readSessionToken()).toBe('admin-session');
    expect(readOwnSessionToken()).toBeNull();
    expect(window.location.pathname).toBe('/admin/users');
  });

  it('ends both sessions when signing out while acting as someone', async () => {
    storeSessionTokens('agent-session', 'admin-session');
    await signOut();
    expect(loggedOutTokens()).toEqual(['agent-session', 'admin-session']);
    expect(readOwnSessionToken()).toBeNull();
  });

  it('keeps the original administrator session when switching to a third user', async () => {
    storeSessionTokens('agent-session', 'admin-session');
    startImpersonation('chief-session');
    // The session left behind is ended on the server without waiting for it.
    await vi.waitFor(() => expect(loggedOutTokens()).toEqual(['agent-session']));
    expect(readOwnSessionToken()).toBe('admin-session');
    expect(readSessionToken()).toBe('chief-session');
  });
});
