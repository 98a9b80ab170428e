import { expect, test } from '@playwright/test';

import { uniqueEmail } from '../support/api';
import { dismissAlert, field } from '../support/ui';

/** The one answer to a registration, whether the address is new or already has an account. */
const received = (email: string) =>
  `Registration received for ${email}. A new account can be used once an administrator activates it; if the address already had an account, check your email.`;

test('registers, then signs in to the waiting-for-activation notice and logs out', async ({ page }) => {
  const email = uniqueEmail('registered');
  await page.goto('/enter/registration/');
  const submit = page.getByRole('button', { name: 'Register' });
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('new-password');
  await field(page, 'Repeat the password').fill('other-password');
  await field(page, 'Repeat the password').blur();
  await expect(page.getByRole('alert')).toHaveText('The passwords do not match');
  await expect(submit).toBeDisabled();
  await field(page, 'Repeat the password').fill('new-password');
  await submit.click();

  await dismissAlert(page, 'Success!', received(email));
  await expect(page).toHaveURL(
    new RegExp(`/enter/login/${encodeURIComponent(email)}\\?user_uuid=[0-9a-f-]{36}$`),
  );
  await expect(field(page, 'Email')).toHaveValue(email);

  await field(page, 'Password').fill('new-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is waiting for activation' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/enter/login');
});

test('answers an address that already has an account exactly as a new one', async ({ page }) => {
  await page.goto('/enter/registration/');
  await field(page, 'Email').fill('admin@example.com');
  await field(page, 'Password').fill('new-password');
  await field(page, 'Repeat the password').fill('new-password');
  await page.getByRole('button', { name: 'Register' }).click();
  await dismissAlert(page, 'Success!', received('admin@example.com'));
  await expect(page).toHaveURL(/\/enter\/login\/admin%40example\.com\?user_uuid=[0-9a-f-]{36}$/);
  await expect(field(page, 'Email')).toHaveValue('admin@example.com');
});
