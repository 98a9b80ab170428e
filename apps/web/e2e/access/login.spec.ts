import { expect, test } from '@playwright/test';

import { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { field, mainArea, sidebar, signIn } from '../support/ui';

test.describe('login', () => {
  test('keeps Log in disabled until the form is valid', async ({ page }) => {
    await page.goto('/enter/login');
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await field(page, 'Email').fill('agent@example.com');
    await field(page, 'Password').fill('12345');
    await expect(submit).toBeDisabled();
    await field(page, 'Password').blur();
    await expect(page.getByRole('alert')).toHaveText('The password must be 6 to 32 characters long.');
    await field(page, 'Password').fill('123456');
    await expect(submit).toBeEnabled();
  });

  test('explains the password rule in a tooltip', async ({ page }) => {
    await page.goto('/enter/login');
    const hint = page.getByRole('button', { name: 'Password rules' });
    await hint.hover();
    await expect(page.getByRole('tooltip')).toHaveText('The password must be 6 to 32 characters long.');
    await expect(hint).toHaveAccessibleDescription('The password must be 6 to 32 characters long.');
  });

  test('says a wrong email or password beside the fields, and forgets it once they change', async ({
    page,
  }) => {
    await page.goto('/enter/login');
    await field(page, 'Email').fill('nobody@example.com');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Wrong email or password' });
    await expect(refusal).toBeVisible();
    await expect(field(page, 'Password')).toBeFocused();
    await expect(field(page, 'Password')).toHaveAccessibleDescription('Wrong email or password');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL('/enter/login');
    await field(page, 'Password').fill('another-password');
    await expect(refusal).toHaveCount(0);
  });

  test('fills the email from the path', async ({ page }) => {
    await page.goto('/enter/login/prefilled.agent%40example.com');
    await expect(field(page, 'Email')).toHaveValue('prefilled.agent@example.com');
    await expect(field(page, 'Password')).toBeFocused();
  });

  test('opens the home page with every section for an administrator', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await expect(page).toHaveTitle('Home · Mobile back office');
    await expect(page.getByRole('button', { name: `Account of ${ADMIN_EMAIL}` })).toBeVisible();
    const home = mainArea(page);
    for (const section of ['Content management', 'E-shop management', 'Settings']) {
      await expect(home.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    for (const card of ['Support FAQ', 'Offers', 'Discount codes', 'Order management', 'Users management']) {
      await expect(home.getByRole('link', { name: card, exact: true })).toBeVisible();
    }
    await expect(sidebar(page).getByRole('link', { name: 'Static pages' })).toBeVisible();
  });

  test('gives a chief agent the shop entries only, and keeps admin screens closed', async ({ page }) => {
    await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
    const menu = sidebar(page);
    for (const entry of [
      'Discount codes',
      'Page-specific FAQ',
      'Order management',
      'Other settings',
      'Reports',
      'Tracking tool',
    ]) {
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    }
    for (const entry of [
      'Support FAQ',
      'Offers',
      'Extras and services',
      'Users management',
      'Email notifications',
    ]) {
      await expect(menu.getByRole('link', { name: entry })).toHaveCount(0);
    }
    const home = mainArea(page);
    await expect(home.getByRole('link', { name: 'Order management', exact: true })).toBeVisible();
    // On the home page discount codes need admin access (spec 000, section 6).
    await expect(home.getByRole('link', { name: 'Discount codes', exact: true })).toHaveCount(0);
    await expect(home.getByRole('heading', { name: 'Content management' })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page.getByText('Your role does not give access to this page.')).toBeVisible();
  });
});

test.describe('routing rules', () => {
  test('sends a deep link without a session to the login', async ({ page }) => {
    await page.goto('/shop/orders');
    await expect(page).toHaveURL('/enter/login');
    await expect(page.getByRole('heading', { name: 'Sign in to the back office' })).toBeVisible();
  });

  test('sends the login home when there is a session', async ({ page }) => {
    await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto('/enter/login');
    await expect(page).toHaveURL('/');
    await page.goto('/enter/login/someone%40example.com');
    await expect(page).toHaveURL('/');
  });

  test('forgets a session the server does not know and shows the login', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('oldSession', '00000000-0000-4000-8000-000000000000'),
    );
    await page.goto('/profile/edit');
    await expect(page).toHaveURL('/enter/login');
    expect(await page.evaluate(() => localStorage.getItem('oldSession'))).toBeNull();
  });
});
