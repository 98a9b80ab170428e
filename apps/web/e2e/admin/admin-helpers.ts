import { type APIRequestContext, expect, type Page } from '@playwright/test';

import { apiSignIn, type TestUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { signIn } from '../support/ui';

const jsonHeaders = (sessionToken: string) => ({
  'content-type': 'application/json',
  'x-tenant': 'null',
  'x-session-token': sessionToken,
});

/** Signs the super administrator in through the login screen. */
export const signInAsAdmin = (page: Page) => signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Whether the REST sign-in of an account works (without failing the test when it does not). */
export async function canSignIn(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<boolean> {
  const answer = await request.post('/api/account/enter/login', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null' },
    data: { email, password },
  });
  return answer.ok();
}

export interface TestCompany {
  uuid: string;
  name: string;
}

let companySequence = 0;

/** Valid, unique-looking legal numbers for throwaway companies. */
export function digits(length: number, seed = Date.now() + companySequence): string {
  return String(seed).padStart(length, '7').slice(-length);
}

/** A throwaway company owned by `owner`, created over the REST contract (POST /api/company/create). */
export async function createCompany(
  request: APIRequestContext,
  owner: TestUser,
  prefix: string,
): Promise<TestCompany> {
  companySequence += 1;
  const name = `${prefix} ${Date.now().toString(36)}${companySequence}`;
  const token = await apiSignIn(request, owner.email, owner.password);
  const answer = await request.post('/api/company/create', {
    headers: jsonHeaders(token),
    data: { name, offical_name: `${name} LLC`, offical_inn: digits(10), offical_ogrn: digits(13) },
  });
  expect(answer.ok(), `creation of company ${name}`).toBe(true);
  const { response } = (await answer.json()) as { response: string };
  expect(response).toHaveLength(36);
  return { uuid: response, name };
}
