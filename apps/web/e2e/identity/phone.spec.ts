import { expect, type Page, test } from '@playwright/test';

import { createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_IDP_URL, E2E_PORT, E2E_SSO_NAME } from '../support/environment';
import { expectNoSidewaysScroll, logOut, mainArea, signIn } from '../support/ui';

// At http://localhost, where single sign-on's return and its cookie belong (APP_URL's host).
test.use({ viewport: { width: 390, height: 844 }, baseURL: `http://localhost:${E2E_PORT}` });

/** A tab of the screen, reached by keyboard: focused, then chosen with Enter. */
async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tab', { name });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('the identity screens fit a phone and pass axe: the profile’s two-step and sessions tabs, the sign-in rules, a user’s tabs', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'identity-phone');
  await signIn(page, user.email, user.password);
  await page.goto('/profile/edit');
  for (const tab of ['Two-step sign-in', 'Sessions']) {
    await openTab(page, tab);
    await expect(mainArea(page).getByRole('tabpanel')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
  }

  await logOut(page);
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/settings/sign-in');
  await expect(page.getByRole('checkbox', { name: 'Administrator', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  await openTab(page, 'Two-step sign-in');
  await expect(page.getByText('No authenticator app is set up.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await openTab(page, 'Sessions');
  // The user signed out above: the empty state.
  await expect(page.getByRole('heading', { name: 'No session is open.' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test('single sign-on on a phone, by keyboard alone: the login page’s button, its refusal in Italian, the sign-in rules’ switch', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'sso-phone');
  const login = `sso-phone-${Date.now()}`;
  await request.post(`${E2E_IDP_URL}/_control/accounts`, {
    data: { login, email: user.email, name: 'Phone Person', groups: ['bo-agents'] },
  });
  await page.goto('/enter/login');
  const button = page.getByRole('link', { name: `Sign in with ${E2E_SSO_NAME}` });
  await expect(button).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  // After the passkey button, the keyboard reaches single sign-on.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill('any');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  await logOut(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('it');
  await page.goto('/enter/login?sso_error=no_role');
  await expect(page.getByRole('alert')).toHaveText(
    'Il tuo account non ha un ruolo nel back office. Chiedi all’amministratore di aggiungerti a un gruppo che ne abbia uno.',
  );
  await expect(page.getByRole('link', { name: `Accedi con ${E2E_SSO_NAME}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('combobox', { name: 'Lingua' }).selectOption('en');

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/settings/sign-in');
  const passwords = page.getByRole('switch', { name: 'Password sign-in' });
  await passwords.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('combobox', { name: 'Break-glass account' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
