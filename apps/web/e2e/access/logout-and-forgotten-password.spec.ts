import { expect, test } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { signIn } from '../support/ui';

test('logs out from the account menu and forgets the session', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const token = await page.evaluate(() => localStorage.getItem('oldSession'));
  await page.getByRole('button', { name: `Account of ${ADMIN_EMAIL}` }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/enter/login');
  expect(await page.evaluate(() => localStorage.getItem('oldSession'))).toBeNull();

  // The server has ended the session too before the login showed.
  const session = await page.request.get('/api/account/enter/current-session', {
    headers: { 'x-session-token': token ?? '' },
  });
  expect(session.status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL('/enter/login');
});

test('shows that password recovery is unavailable, then returns to the login', async ({ page }) => {
  await page.goto('/enter/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/enter/forgot-password');
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('This function is not available yet. Please contact support.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/enter/login');
});
