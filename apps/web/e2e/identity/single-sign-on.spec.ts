import {
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Page,
  test,
} from '@playwright/test';

import { apiPost, apiSignIn, createActiveUser, uniqueEmail } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_IDP_URL, E2E_PORT, E2E_SSO_NAME } from '../support/environment';
import { field, logOut, signIn } from '../support/ui';

// The provider sends the browser back to APP_URL (http://localhost), where the sign-in's cookie lives.
test.use({ baseURL: `http://localhost:${E2E_PORT}` });

const SSO_BUTTON = `Sign in with ${E2E_SSO_NAME}`;

/** Someone the provider knows, by a fresh login; their address is a back office account's or a new one. */
async function providerPerson(request: APIRequestContext, groups: string[], email = uniqueEmail('sso')) {
  const login = `sso-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const added = await request.post(`${E2E_IDP_URL}/_control/accounts`, {
    data: { login, email, name: 'Grace Hopper', groups },
  });
  expect(added.status()).toBe(204);
  return { login, email };
}

/** From the login page's button through the provider's own login form; `answer` may stop the way back. */
async function signInAtProvider(page: Page, login: string) {
  await page.goto('/enter/login');
  await page.getByRole('link', { name: SSO_BUTTON }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_IDP_URL}/interaction/`));
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any-password');
  await page.locator('button[type=submit]').click();
}

const refusal = (page: Page) => page.getByRole('alert');

test('a person signs in through the identity provider, with the role their group maps to', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'sso-person');
  const { login } = await providerPerson(request, ['bo-chiefs'], user.email);
  await signInAtProvider(page, login);
  await expect(page).toHaveURL('/');
  // The handoff left no trace in the address bar.
  expect(new URL(page.url()).hash).toBe('');
  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByRole('table').getByText('Single sign-on')).toBeVisible();
  // The group made them a chief agent (they registered as an agent).
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const read = await apiPost<{ data: { system_role: number } }>(request, '/api/admin/get-user', adminToken, {
    user_uuid: user.userUuid,
  });
  expect(read.data.system_role).toBe(1);
});

/**
 * Takes the provider's way back into the test's hands: Playwright routes only the first request of a
 * redirect chain, so the login form's post is answered here, after following the provider's
 * redirects up to the callback's address, with a redirect to `change(callback)`.
 */
async function onReturn(page: Page, context: BrowserContext, change: (callback: URL) => URL) {
  const seen: { callback?: URL; flowCookie?: Cookie } = {};
  await page.route(`${E2E_IDP_URL}/interaction/**`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const posted = await route.fetch({ maxRedirects: 0 });
    const resume = new URL(posted.headers().location ?? '', E2E_IDP_URL);
    const back = await context.request.get(resume.href, { maxRedirects: 0 });
    const callback = new URL(back.headers().location ?? '');
    seen.callback = callback;
    seen.flowCookie = (await context.cookies(callback.href)).find((cookie) => cookie.name === 'bo_sso_flow');
    return route.fulfill({ status: 303, headers: { location: change(new URL(callback)).href } });
  });
  return seen;
}

test('a return whose state was changed is refused', async ({ page, context, request }) => {
  const { login } = await providerPerson(
    request,
    ['bo-chiefs'],
    (await createActiveUser(request, 'sso-s')).email,
  );
  await onReturn(page, context, (callback) => {
    callback.searchParams.set('state', 'forged');
    return callback;
  });
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/\/enter\/login\?sso_error=expired$/);
  await expect(refusal(page)).toHaveText(
    'This sign-in took too long or was started in another browser. Sign in again.',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a code replayed with the sign-in cookie kept is refused by the provider', async ({
  page,
  context,
  request,
}) => {
  const { login } = await providerPerson(
    request,
    ['bo-chiefs'],
    (await createActiveUser(request, 'sso-r')).email,
  );
  const seen = await onReturn(page, context, (callback) => callback);
  await signInAtProvider(page, login);
  await expect(page).toHaveURL('/');
  await logOut(page);
  // The cookie the callback spent, put back, as by someone who copied both.
  const { callback, flowCookie } = seen;
  expect(flowCookie).toBeDefined();
  await context.addCookies(flowCookie ? [flowCookie] : []);
  await page.goto(callback?.href ?? '/');
  await expect(page).toHaveURL(/sso_error=refused$/);
  await expect(refusal(page)).toHaveText(
    'The identity provider’s answer could not be trusted. Sign in again.',
  );
});

test('an expired ID token is refused', async ({ page, request }) => {
  const { login } = await providerPerson(
    request,
    ['bo-chiefs'],
    (await createActiveUser(request, 'sso-e')).email,
  );
  const tampered = await request.post(`${E2E_IDP_URL}/_control/next-id-token`, {
    data: { exp: Math.floor(Date.now() / 1000) - 3600 },
  });
  expect(tampered.status()).toBe(204);
  await signInAtProvider(page, login);
  await expect(page).toHaveURL(/sso_error=refused$/);
});

test('a person whose group maps to no role, and a stranger, are refused and told why', async ({
  page,
  request,
}) => {
  const noRole = await providerPerson(
    request,
    ['marketing'],
    (await createActiveUser(request, 'sso-n')).email,
  );
  await signInAtProvider(page, noRole.login);
  await expect(refusal(page)).toHaveText(
    'Your account has no role in the back office. Ask your administrator to add you to a group that has one.',
  );
  await expectNoSeriousA11yViolations(page);

  await page.context().clearCookies();
  // Provisioning is off here: nobody is made from the provider's word alone.
  const stranger = await providerPerson(request, ['bo-admins']);
  await signInAtProvider(page, stranger.login);
  await expect(refusal(page)).toHaveText(
    'There is no back office account for you. Ask an administrator to create one with your work address.',
  );
});

test('with password sign-in off, only the break-glass super administrator uses a password', async ({
  page,
  request,
}) => {
  const other = await createActiveUser(request, 'sso-pw');
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/settings/sign-in');
  await page.getByRole('switch', { name: 'Password sign-in' }).click();
  const breakGlass = page.getByRole('combobox', { name: 'Break-glass account' });
  await breakGlass.selectOption({ label: ADMIN_EMAIL });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('switch', { name: 'Password sign-in' })).not.toBeChecked();
  try {
    await logOut(page);
    // Single sign-on first; the password waits behind the emergency link.
    await expect(page.getByRole('link', { name: SSO_BUTTON })).toBeFocused();
    await expect(field(page, 'Email')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Emergency sign-in with a password' }).click();
    await field(page, 'Email').fill(other.email);
    await field(page, 'Password').fill(other.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password');

    await field(page, 'Email').fill(ADMIN_EMAIL);
    await field(page, 'Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/');
  } finally {
    const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
    const restored = await request.post('/api/admin/sign-in-policy/change', {
      headers: { 'x-session-token': token, 'x-tenant': 'null' },
      data: { second_factor_roles: [], password_sign_in: true },
    });
    expect(restored.ok()).toBe(true);
  }
});
