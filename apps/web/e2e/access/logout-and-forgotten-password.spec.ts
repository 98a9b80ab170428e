import { expect, test } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { registerUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { mailTo } from '../support/mail';
import { dismissAlert, expectNoSidewaysScroll, field, signIn } from '../support/ui';

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

test('resets a forgotten password with the emailed link, once', async ({ page, request }) => {
  const user = await registerUser(request, 'forgot');
  await page.goto('/enter/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/enter/forgot-password');
  await expectNoSeriousA11yViolations(page);
  await field(page, 'Email').fill(user.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account uses ${user.email}, a link is on its way`,
  );

  const mail = await mailTo(request, user.email);
  expect(mail.subject).toBe('Reset your back office password');
  const link = new URL(/href="([^"]+)"/.exec(mail.html ?? '')?.[1]?.replace(/&#38;/g, '&') ?? '');
  expect(link.pathname).toBe('/enter/reset-password');
  await page.goto(link.pathname + link.search);
  await expectNoSeriousA11yViolations(page);
  await field(page, 'New password').fill('a-new-secret-9');
  await field(page, 'Repeat the password').fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await dismissAlert(page, /success/i, 'Your password has been changed. Sign in with it.');
  await expect(page).toHaveURL('/enter/login');

  // The link works once, and the page says so as it opens, with no form to fill in for nothing.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert').filter({ hasText: 'This link is invalid' })).toBeVisible();
  await expect(field(page, 'New password')).toHaveCount(0);

  // The new password signs in (the account waits for activation, as any new registration).
  await page.goto('/enter/login');
  await field(page, 'Email').fill(user.email);
  await field(page, 'Password').fill('a-new-secret-9');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL('/enter/login');
});

test('asks for a link and sets a password by keyboard alone on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await registerUser(request, 'forgot-phone');
  await page.goto('/enter/forgot-password');
  await expectNoSidewaysScroll(page);
  await field(page, 'Email').focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`If an account uses ${user.email}`);

  const mail = await mailTo(request, user.email);
  const link = new URL(/href="([^"]+)"/.exec(mail.html ?? '')?.[1]?.replace(/&#38;/g, '&') ?? '');
  await page.goto(link.pathname + link.search);
  await expectNoSidewaysScroll(page);
  await field(page, 'New password').focus();
  await page.keyboard.type('phone-secret-4');
  // The rules' hint comes next, its tooltip shown while it has the focus.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Password rules' })).toBeFocused();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Repeat the password')).toBeFocused();
  await page.keyboard.type('phone-secret-4');
  await page.keyboard.press('Enter');
  await dismissAlert(page, /success/i, 'Your password has been changed. Sign in with it.');
  await expect(page).toHaveURL('/enter/login');
});
