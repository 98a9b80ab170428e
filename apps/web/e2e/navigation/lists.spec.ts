import { expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { field, mainArea, sidebar } from '../support/ui';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users management' });
const bodyRows = (page: Page) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe.configure({ timeout: 60_000 });

test('filter changes are history entries: Back returns to the previous filters, not Home', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Administrator' });
  await expect(page).toHaveURL(/[?&]role=2\b/);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
  await expect(page).toHaveURL(/[?&]status=1\b/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/users\?role=2$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL('/admin/users');
});

test('a bad hand-edited parameter is dropped with a notice, not shown as raw validation output', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users?role=77&sort=nope');
  await expect(mainArea(page).getByRole('status').filter({ hasText: 'were not valid' })).toContainText(
    'role',
  );
  await expect(page).toHaveURL('/admin/users');
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(mainArea(page)).not.toContainText('"code"');
});

test('a whole-row click opens the record; a user without names is shown by the email', async ({
  page,
  request,
}) => {
  const user = await createActiveUser(request, 'nav-row');
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await expect(bodyRows(page)).toHaveCount(1);
  const nameLink = bodyRows(page).first().getByRole('cell').first().getByRole('link');
  await expect(nameLink).toHaveText(user.email);
  await bodyRows(page).first().getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(`/admin/edit-user/${user.userUuid}`);
  await expect(page).toHaveTitle(`Edit user · ${user.email} · Mobile back office`);
});

test('status badges have distinct colours: Banned is red', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users?status=3');
  const badge = bodyRows(page).first().getByRole('cell').nth(3).locator('[data-variant]');
  await expect(badge).toHaveText('Banned');
  await expect(badge).toHaveAttribute('data-variant', 'danger');
  await page.goto('/admin/users?status=1');
  await expect(bodyRows(page).first().getByRole('cell').nth(3).locator('[data-variant]')).toHaveAttribute(
    'data-variant',
    'success',
  );
});

test('the list header stays visible while the rows scroll', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(bodyRows(page)).toHaveCount(15);
  const header = usersTable(page).locator('thead');
  await expect(header).toHaveCSS('position', 'sticky');
});

test('the admin companies table fits 1366 px with Edit visible', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAsAdmin(page);
  await page.goto('/admin/companies');
  const edit = page
    .getByRole('table', { name: 'Companies' })
    .getByRole('link', { name: /^Edit / })
    .first();
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
});

test('the company module is in the sidebar and on the home page', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(sidebar(page).getByRole('link', { name: 'My companies' })).toBeVisible();
  await expect(mainArea(page).getByRole('link', { name: /My companies/ })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'My companies' }).click();
  await expect(page).toHaveURL('/company/list');
});

test('a deep link opened while signed out returns to that page after the sign-in', async ({ page }) => {
  await page.goto('/admin/users?role=1');
  await expect(page).toHaveURL('/enter/login');
  await field(page, 'Email').fill(ADMIN_EMAIL);
  await field(page, 'Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/users?role=1');
});
