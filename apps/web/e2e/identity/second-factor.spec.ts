import { expect, type Page, test } from '@playwright/test';
import { generateSync } from 'otplib';

import { apiPost, apiSignIn, createActiveUser, type TestUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectNoSidewaysScroll, expectToast, field, logOut, signIn } from '../support/ui';

// These tests change who must sign in with a second factor for the whole server: their project runs
// after every other one, alone (playwright.config.ts).

const STEP_SECONDS = 30;
/** The code an authenticator app shows now, or `steps` time steps from now. */
const appCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });

/** The key shown beside the QR code, as an app would be given it by hand. */
async function shownKey(page: Page) {
  const key = (await page.getByTestId('totp-secret').textContent()) ?? '';
  return key.replace(/\s/g, '');
}

async function passwordStep(page: Page, user: TestUser) {
  await page.goto('/enter/login');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Reads the recovery codes off the screen that shows them once. */
async function recoveryCodesShown(page: Page) {
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  return list.getByRole('listitem').allTextContents();
}

async function setRequiredRoles(request: Parameters<typeof apiSignIn>[0], roles: number[]) {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiPost(request, '/api/admin/sign-in-policy/change', token, { second_factor_roles: roles });
}

test('sets up an authenticator app from the profile, then signs in with its code or a recovery code', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'totp-profile');
  await signIn(page, user.email, user.password);
  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add this account to an authenticator app' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const key = await shownKey(page);
  await field(page, 'Code from the app').fill('12');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the 6 digits your authenticator app shows');
  const setupCode = appCode(key);
  await field(page, 'Code from the app').fill(setupCode);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const codes = await recoveryCodesShown(page);
  await expect(page.getByRole('button', { name: 'Done' })).toBeFocused();
  await expectToast(page, 'Success', 'Two-step sign-in is on.');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(/An authenticator app is set up since/)).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();

  // The password is now the first of two steps; a code used once is refused, under the field.
  await logOut(page);
  await passwordStep(page, user);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(field(page, 'Code from the app')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await field(page, 'Code from the app').fill(setupCode);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('This code is not right, or it was already used');
  await expect(page).toHaveURL('/enter/login');
  await field(page, 'Code from the app').fill(appCode(key, 1));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // A lost phone: one recovery code signs in, once.
  await logOut(page);
  await passwordStep(page, user);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await field(page, 'Recovery code').fill(codes[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await page.goto('/profile/edit');
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
  await expect(page.getByText('9 of 10 recovery codes left.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByText('Password and a recovery code')).toBeVisible();
});

test('a role that must use a second factor: the person sets an app up at sign-in, on a phone, before anything else', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'totp-required');
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiPost(request, '/api/admin/change-role', adminToken, { user_uuid: user.userUuid, system_role: 2 });

  // The super administrator ticks the administrators' role on the sign-in rules screen.
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/settings/sign-in');
  await page.getByRole('checkbox', { name: 'Administrator', exact: true }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success!', /saved/i);
  await logOut(page);

  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await passwordStep(page, user);
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    await expect(
      page.getByText('Your role must sign in with a second factor.', { exact: false }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    const key = await shownKey(page);
    await field(page, 'Code from the app').fill(appCode(key));
    await page.keyboard.press('Enter');
    await recoveryCodesShown(page);
    await expectNoSidewaysScroll(page);
    await expect(page.getByRole('button', { name: 'Continue to the back office' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
  } finally {
    await setRequiredRoles(request, []);
  }
});

test("an administrator resets a person's two-step sign-in, which signs them out", async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'totp-reset');
  const token = await apiSignIn(request, user.email, user.password);
  const started = await apiPost<{ response: { secret: string } }>(
    request,
    '/api/account/profile/start-totp',
    token,
    {},
  );
  await apiPost(request, '/api/account/profile/confirm-totp', token, {
    code: appCode(started.response.secret),
  });

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  await page.getByRole('tab', { name: 'Two-step sign-in' }).click();
  await expect(page.getByText(/An authenticator app is set up since/)).toBeVisible();
  await page.getByRole('button', { name: 'Reset two-step sign-in' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByRole('button', { name: 'No' })).toBeFocused();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'Two-step sign-in was reset and the user was signed out.');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  const answer = await request.get('/api/account/enter/current-session', {
    headers: { 'x-session-token': token, 'x-tenant': 'null' },
  });
  expect(answer.status()).toBe(401);
});
