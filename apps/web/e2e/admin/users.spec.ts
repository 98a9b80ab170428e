import { expect, type Page, test } from '@playwright/test';

import { createActiveUser, type TestUser, uniqueEmail } from '../support/api';
import { ADMIN_EMAIL, DEMO_EMAIL_DOMAIN } from '../support/environment';
import { field, mainArea, expectToast } from '../support/ui';
import { canSignIn, signInAsAdmin } from './admin-helpers';

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users management' });
/** Body rows only (the header row holds column headers, not cells). */
const bodyRows = (page: Page) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** The edit links of the shown rows: one per user, so pages can be compared. */
const editLinks = (page: Page) =>
  usersTable(page)
    .getByRole('link', { name: /^Edit / })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search by name or email' });

/** Opens the edit screen of a user from the list's search, as an administrator would. */
async function openUser(page: Page, user: TestUser, tab: string) {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await searchBox(page).fill(user.email);
  await expect(bodyRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: `Edit ${user.email}` }).click();
  await expect(page).toHaveURL(`/admin/edit-user/${user.userUuid}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: tab })).toBeVisible();
}

// Multi-step flows with several accounts; runs next to other suites on a shared machine.
test.describe.configure({ timeout: 60_000 });

test.describe('users list', () => {
  test('pages through 15 users a page; the page survives a reload', async ({ page }) => {
    await signInAsAdmin(page);
    // Scoped to the seeded demo staff, sorted by email: other suites add users at the same time,
    // and an unscoped list would shift rows between pages while this test compares them.
    await page.goto(`/admin/users?q=${DEMO_EMAIL_DOMAIN}&sort=email`);
    await expect(bodyRows(page)).toHaveCount(15);
    for (const header of ['First name', 'Last name', 'Role', 'Status', 'Email', 'Action'])
      await expect(usersTable(page).getByRole('columnheader', { name: header })).toBeVisible();
    const firstPage = await editLinks(page);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    await expect
      .poll(async () => (await editLinks(page)).some((href) => firstPage.includes(href)))
      .toBe(false);
    const secondPage = await editLinks(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(15);

    await page.reload();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect.poll(() => editLinks(page)).toEqual(secondPage);

    await pagination.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => editLinks(page)).toEqual(firstPage);
  });

  test('names the page buttons and shows the row count', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/users?page=2');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toBeVisible();
    await expect(mainArea(page)).toContainText(/16-\d+ of \d+/);
  });

  test('searches by email and name; the search survives a reload', async ({ page, request }) => {
    const user = await createActiveUser(request, 'list-search');
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    await searchBox(page).fill(user.email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(user.email);
    await expect(page).toHaveURL(/[?&]q=/);

    await page.reload();
    await expect(searchBox(page)).toHaveValue(user.email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(user.email);

    // A demo user found by first name.
    await searchBox(page).fill('Giulia');
    await expect(bodyRows(page).filter({ hasText: 'admin@demo.example.com' })).toHaveCount(1);
    for (const row of await bodyRows(page).all()) await expect(row).toContainText(/Giulia/i);

    await searchBox(page).fill(uniqueEmail('nobody'));
    await expect(mainArea(page)).toContainText('Nothing matches the search or filters.');
  });

  test('filters by role and status; the filters survive a reload', async ({ page, request }) => {
    const user = await createActiveUser(request, 'list-filter');
    await signInAsAdmin(page);
    await page.goto('/admin/users');
    const role = page.getByRole('combobox', { name: 'Role' });
    const status = page.getByRole('combobox', { name: 'Status' });

    await role.selectOption({ label: 'Chief agent' });
    await expect(page).toHaveURL(/[?&]role=1\b/);
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: 'chief@demo.example.com' })).toHaveCount(1);
    for (const row of await bodyRows(page).all())
      await expect(row.getByRole('cell').nth(2)).toHaveText('Chief agent');

    await role.selectOption({ label: 'Call center agent' });
    await status.selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/[?&]role=0\b/);
    await expect(page).toHaveURL(/[?&]status=1\b/);
    await searchBox(page).fill(user.email);
    await expect(bodyRows(page)).toHaveCount(1);

    await page.reload();
    await expect(role).toHaveValue('0');
    await expect(status).toHaveValue('1');
    await expect(searchBox(page)).toHaveValue(user.email);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByRole('cell').nth(2)).toHaveText('Call center agent');
    await expect(bodyRows(page).first().getByRole('cell').nth(3)).toHaveText('Active');

    // The same user does not match another status.
    await status.selectOption({ label: 'Not active' });
    await expect(page).toHaveURL(/[?&]status=0\b/);
    await expect(mainArea(page)).toContainText('Nothing matches the search or filters.');
  });
});

test.describe('edit user', () => {
  test('edit profile: the saved names and phone come back after a reload', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-edit');
    await openUser(page, user, 'Edit profile');
    await field(page, 'First name').fill('Marta');
    await field(page, 'Last name').fill('Bianchi');
    await field(page, 'Phone').fill('+390612345678');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'The profile was updated.');
    await expect(page.getByRole('heading', { level: 1, name: 'Marta Bianchi' })).toBeVisible();

    await page.reload();
    await page.getByRole('tab', { name: 'Edit profile' }).click();
    await expect(field(page, 'First name')).toHaveValue('Marta');
    await expect(field(page, 'Last name')).toHaveValue('Bianchi');
    await expect(field(page, 'Phone')).toHaveValue('+390612345678');
  });

  test('sessions: where the user is signed in, every one ended after a question', async ({
    page,
    request,
  }) => {
    const user = await createActiveUser(request, 'admin-sessions');
    const login = await request.post('/api/account/enter/login', {
      data: { email: user.email, password: user.password },
    });
    expect(login.ok()).toBe(true);
    await openUser(page, user, 'Sessions');
    const table = page.getByRole('table', { name: 'Where this user is signed in' });
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).not.toHaveCount(0);
    await page.getByRole('button', { name: 'End every session' }).click();
    await page
      .getByRole('alertdialog', { name: 'End this session?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expectToast(page, 'Success', /session(s were| was) ended\./);
    await expect(mainArea(page)).toContainText('No session is open.');
  });

  test('password: the user signs in over REST with the new one only', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-password');
    await openUser(page, user, 'Password');
    // The open tab is in the URL: a reload comes back to it.
    await expect(page).toHaveURL(/[?&]tab=password/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'New password').fill('renewed-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Success!', 'Password changed successfully');
    expect(await canSignIn(request, user.email, 'renewed-secret')).toBe(true);
    expect(await canSignIn(request, user.email, user.password)).toBe(false);
  });

  test('email: the user signs in with the new address only', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-email');
    const newEmail = uniqueEmail('admin-moved');
    await openUser(page, user, 'Email');
    await expect(field(page, 'New email')).toHaveValue(user.email);
    await field(page, 'New email').fill(newEmail);
    await page.getByRole('button', { name: 'Change email' }).click();
    // The spec reuses 'Пароль успешно сменен' for a successful email change.
    await expectToast(page, 'Success!', 'Password changed successfully');
    await expect(mainArea(page)).toContainText(`${newEmail} · Call center agent · Active`);
    expect(await canSignIn(request, newEmail, user.password)).toBe(true);
    expect(await canSignIn(request, user.email, user.password)).toBe(false);
  });

  test('status: not active blocks the sign-in, active again restores it', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-status');
    await openUser(page, user, 'Change status');
    const status = page.getByRole('tabpanel').getByRole('combobox', { name: /^Status/ });
    await expect(status).toHaveValue('1');
    await status.selectOption({ label: 'Not active' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Changes saved successfully!');
    await expect(mainArea(page)).toContainText(`${user.email} · Call center agent · Not active`);
    expect(await canSignIn(request, user.email, user.password)).toBe(false);

    await page.reload();
    await page.getByRole('tab', { name: 'Change status' }).click();
    await expect(status).toHaveValue('0');
    await status.selectOption({ label: 'Active' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Changes saved successfully!');
    await expect(mainArea(page)).toContainText(`${user.email} · Call center agent · Active`);
    expect(await canSignIn(request, user.email, user.password)).toBe(true);
  });

  test('role: the new role shows on the screen and in the list', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-role');
    await openUser(page, user, 'Change role');
    const role = page.getByRole('tabpanel').getByRole('combobox', { name: /^Role/ });
    await expect(role).toHaveValue('0');
    await role.selectOption({ label: 'Chief agent' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Success!', 'Changes saved successfully!');
    await expect(mainArea(page)).toContainText(`${user.email} · Chief agent · Active`);

    await page.goto(`/admin/users?role=1&q=${encodeURIComponent(user.email)}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByRole('cell').nth(2)).toHaveText('Chief agent');
  });

  test('delete: cancel keeps the user, confirm deletes and goes home', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-delete');
    await openUser(page, user, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: `Delete ${user.email}?` });

    await page.getByRole('button', { name: 'Delete user' }).click();
    await expect(confirm).toContainText('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await canSignIn(request, user.email, user.password)).toBe(true);

    await page.getByRole('button', { name: 'Delete user' }).click();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Success!', 'The user was deleted.');
    await expect(page).toHaveURL('/');
    expect(await canSignIn(request, user.email, user.password)).toBe(false);
  });

  test('sign in as this user, then back to my session through the banner', async ({ page, request }) => {
    const user = await createActiveUser(request, 'admin-sign-in-as');
    await openUser(page, user, 'Sign in as this user');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign in as this user' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Sign in as ${user.email}?` });
    await confirm.getByRole('button', { name: 'Confirm' }).click();

    await expect(page).toHaveURL('/');
    const banner = page.getByRole('status').filter({ hasText: `You are acting as ${user.email}` });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('button', { name: `Account of ${user.email}` })).toBeVisible();
    // The user is a call center agent: no user administration for them.
    await page.goto('/admin/users');
    await expect(usersTable(page)).toBeHidden();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Back to my session' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(banner).toBeHidden();
    await expect(page.getByRole('button', { name: `Account of ${ADMIN_EMAIL}` })).toBeVisible();
    await expect(usersTable(page)).toBeVisible();

    // The administrator's session survives a reload; the impersonation does not come back.
    await page.reload();
    await expect(page.getByRole('button', { name: `Account of ${ADMIN_EMAIL}` })).toBeVisible();
    await expect(page.getByText(`You are acting as ${user.email}`)).toBeHidden();
  });
});
