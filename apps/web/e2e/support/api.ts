import { randomUUID } from 'node:crypto';

import { type APIRequestContext, expect } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './environment';

const jsonHeaders = (sessionToken?: string) => ({
  'content-type': 'application/json',
  'x-tenant': 'null',
  ...(sessionToken ? { 'x-session-token': sessionToken } : {}),
});

/** Signs in over the REST contract and returns the session token. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const answer = await request.post('/api/account/enter/login', {
    headers: jsonHeaders(),
    data: { email, password },
  });
  expect(answer.ok(), `sign-in of ${email}`).toBe(true);
  return ((await answer.json()) as { session_uuid: string }).session_uuid;
}

export interface TestUser {
  email: string;
  password: string;
  userUuid: string;
}

/** A unique address, so tests running side by side never share an account. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.example.com`;
}

/** Registers a user through the REST contract (status created, waiting for activation). */
export async function registerUser(request: APIRequestContext, prefix: string): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const password = 'e2e-password';
  const answer = await request.post('/api/account/enter/registration', {
    headers: jsonHeaders(),
    data: { email, password, first_name: '', last_name: '', second_name: '', sex: 'n' },
  });
  expect(answer.ok(), `registration of ${email}`).toBe(true);
  const { response } = (await answer.json()) as { response: { user_uuid: string } };
  return { email, password, userUuid: response.user_uuid };
}

/** A registered user an administrator has activated: a throwaway account for tests that change it. */
export async function createActiveUser(request: APIRequestContext, prefix: string): Promise<TestUser> {
  const user = await registerUser(request, prefix);
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const answer = await request.post('/api/admin/change-status', {
    headers: jsonHeaders(adminToken),
    data: { user_uuid: user.userUuid, status: 1 },
  });
  expect(answer.ok(), `activation of ${user.email}`).toBe(true);
  return user;
}

export async function apiGet<T>(request: APIRequestContext, path: string, sessionToken: string): Promise<T> {
  const answer = await request.get(path, { headers: jsonHeaders(sessionToken) });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

export async function apiPost<T>(
  request: APIRequestContext,
  path: string,
  sessionToken: string,
  data: unknown,
): Promise<T> {
  const answer = await request.post(path, { headers: jsonHeaders(sessionToken), data });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}
