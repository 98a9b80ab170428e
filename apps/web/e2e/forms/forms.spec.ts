import { expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { createActiveUser, type TestUser } from '../support/api';
import { ADMIN_EMAIL } from '../support/environment';
import { field, mainArea } from '../support/ui';

/** Opens a user's edit screen from the list (an in-app navigation, so Back stays in the app), on a tab. */
async function openUserTab(page: Page, user: TestUser, tab: string) {
  await signInAsAdmin(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(user.email)}`);
  await page.getByRole('link', { name: `Edit ${user.email}` }).click();
  await expect(page).toHaveURL(`/admin/edit-user/${user.userUuid}`);
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: tab })).toBeVisible();
}

const unsavedDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Unsaved changes' });

test.describe.configure({ timeout: 60_000 });

test.describe('unsaved changes', () => {
  test('switching tab, a breadcrumb and Back ask before an edit is lost', async ({ page, request }) => {
    const user = await createActiveUser(request, 'forms-guard');
    await openUserTab(page, user, 'Edit profile');
    await field(page, 'First name').fill('Marta');

    // A tab switch: Stay keeps the edit.
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(unsavedDialog(page)).toBeHidden();
    await expect(field(page, 'First name')).toHaveValue('Marta');

    // A breadcrumb: Stay keeps the page.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a').last().click();
    await expect(unsavedDialog(page)).toBeVisible();
    await unsavedDialog(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(`/admin/edit-user/${user.userUuid}`);
    await expect(field(page, 'First name')).toHaveValue('Marta');

    // Back: Leave goes back to the list.
    await page.goBack();
    await expect(unsavedDialog(page)).toBeVisible();
    await expect(field(page, 'First name')).toHaveValue('Marta');
    await unsavedDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=/);
  });

  test('an unchanged form leaves without asking', async ({ page, request }) => {
    const user = await createActiveUser(request, 'forms-clean');
    await openUserTab(page, user, 'Edit profile');
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect(unsavedDialog(page)).toBeHidden();
    await expect(field(page, 'New password')).toBeVisible();
  });
});

test.describe('forms explain themselves', () => {
  test('an edit form keeps Save disabled until something changed, and says so', async ({ page, request }) => {
    const user = await createActiveUser(request, 'forms-unchanged');
    await openUserTab(page, user, 'Email');
    const save = page.getByRole('button', { name: 'Change email' });
    await expect(save).toBeDisabled();
    await expect(mainArea(page)).toContainText('Nothing has changed yet.');
    await field(page, 'New email').fill(`x${user.email}`);
    await expect(save).toBeEnabled();
  });

  test('create company: a disabled Save says what is missing; Enter shows every error and focuses the first', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/company/create');
    const create = page.getByRole('button', { name: 'Create company' });
    await expect(create).toBeDisabled();
    await expect(mainArea(page)).toContainText(/To save, fill in or correct: Name, Official name/);
    await field(page, 'Name').fill('Only a name');
    await field(page, 'Name').press('Enter');
    await expect(field(page, 'Official name')).toBeFocused();
    // Every required field but the name now shows its error.
    await expect(mainArea(page).getByRole('alert')).toHaveCount(12);
    await expect(field(page, 'Official name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a server error that belongs to a field shows under it, not in a dialog', async ({
    page,
    request,
  }) => {
    const user = await createActiveUser(request, 'forms-taken');
    await openUserTab(page, user, 'Email');
    await field(page, 'New email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Change email' }).click();
    const error = page.getByRole('tabpanel').getByRole('alert');
    await expect(error).toHaveText('This email is already in use');
    await expect(field(page, 'New email')).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a success is a toast that needs no click', async ({ page, request }) => {
    const user = await createActiveUser(request, 'forms-toast');
    await openUserTab(page, user, 'Password');
    await field(page, 'New password').fill('renewed-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    const toast = page.locator('[data-slot="toast"]');
    await expect(toast).toContainText('Success!');
    await expect(toast).toContainText('Password changed successfully');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(field(page, 'New password')).toBeEditable();
  });
});
