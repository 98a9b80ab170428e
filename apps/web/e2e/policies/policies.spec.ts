import { expect, test } from '@playwright/test';

import { createCompany, signInAsAdmin } from '../admin/admin-helpers';
import { apiSignIn, createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea } from '../support/ui';

test.describe.configure({ timeout: 60_000 });

test('on their own user an administrator is offered only the profile tab', async ({ page, request }) => {
  await signInAsAdmin(page);
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const session = await request.get('/api/account/enter/current-session', {
    headers: { 'x-tenant': 'null', 'x-session-token': token },
  });
  const { response } = (await session.json()) as { response: { user_uuid: string } };
  await page.goto(`/admin/edit-user/${response.user_uuid}`);
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: 'Edit profile' })).toBeVisible();
  for (const name of ['Change role', 'Change status', 'Sign in as this user', 'Delete', 'Password', 'Email'])
    await expect(tabs.getByRole('tab', { name, exact: true })).toHaveCount(0);
});

test('a deleted user is read-only with a banner', async ({ page, request }) => {
  const user = await createActiveUser(request, 'policy-deleted');
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const deleted = await request.post('/api/admin/delete-user', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null', 'x-session-token': token },
    data: { user_uuid: user.userUuid },
  });
  expect(deleted.ok()).toBe(true);
  await signInAsAdmin(page);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  await expect(mainArea(page).getByRole('status')).toContainText('This record is deleted');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('banning a company asks for confirmation first', async ({ page, request }) => {
  const owner = await createActiveUser(request, 'policy-ban');
  const company = await createCompany(request, owner, 'Ban candidate');
  await signInAsAdmin(page);
  await page.goto(`/admin/edit-company/${company.uuid}`);
  await page.getByRole('tab', { name: 'Change status' }).click();
  const status = page.getByRole('tabpanel').getByRole('combobox', { name: /^Status/ });
  await status.selectOption('Banned');
  await page.getByRole('button', { name: 'Save' }).click();
  const question = page.getByRole('alertdialog', {
    name: `Ban ${company.name}? Its members will no longer be able to change it.`,
  });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  // Nothing was saved: after a reload (back on the same tab, which the URL keeps) it is still Active.
  await page.reload();
  await expect(mainArea(page).getByText(/· Active$/)).toBeVisible();
  await expect(status.locator('option:checked')).toHaveText('Active');
});
