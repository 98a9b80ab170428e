import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';

import { readSessionToken, storeSessionTokens } from './session-token';
import { queryClient } from './trpc';

function failedCall(httpStatus: number) {
  return new TRPCClientError<never>('failed', {
    result: { error: { message: 'failed', code: -1, data: { httpStatus } } },
  } as never);
}

const runFailingQuery = (error: unknown) =>
  queryClient
    .fetchQuery({ queryKey: ['probe', Math.random()], queryFn: () => Promise.reject(error), retry: false })
    .catch(() => undefined);

afterEach(() => window.history.replaceState(null, '', '/'));

describe('global API error handling', () => {
  it('forgets an expired session (401) and goes to the login', async () => {
    window.history.replaceState(null, '', '/shop/orders');
    storeSessionTokens('expired-session', 'admin-session');
    await runFailingQuery(failedCall(401));
    expect(readSessionToken()).toBeNull();
    expect(window.location.pathname).toBe('/enter/login');
  });

  it('keeps the session on other failures', async () => {
    storeSessionTokens('live-session');
    await runFailingQuery(failedCall(403));
    await runFailingQuery(new TypeError('Failed to fetch'));
    expect(readSessionToken()).toBe('live-session');
  });

  it('leaves a failed sign-in (401 without a stored session) to the login screen', async () => {
    window.history.replaceState(null, '', '/enter/login/agent%40example.com');
    await runFailingQuery(failedCall(401));
    expect(window.location.pathname).toBe('/enter/login/agent%40example.com');
  });

  it('drops cached answers when the session changes', async () => {
    storeSessionTokens('first-session');
    queryClient.setQueryData(['cached'], 'answer of the first user');
    storeSessionTokens('second-session');
    expect(queryClient.getQueryData(['cached'])).toBeUndefined();
  });
});
