import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiSignIn, createActiveUser } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';

test('the history panel names actions and fields in words, translated', async ({ page, request }) => {
  const user = await createActiveUser(request, 'history-role');
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const changed = await request.post('/api/admin/change-role', {
    headers: { 'content-type': 'application/json', 'x-tenant': 'null', 'x-session-token': token },
    data: { user_uuid: user.userUuid, system_role: 1 },
  });
  expect(changed.ok()).toBe(true);
  await signInAsAdmin(page);
  await page.goto(`/admin/edit-user/${user.userUuid}`);
  const history = page.getByRole('list', { name: 'Recent history' });
  await expect(history.getByRole('listitem').first()).toContainText('Role changed');
  await expect(history).not.toContainText('user.admin-change-role');
  await expect(history).not.toContainText('systemRole');
  await page.getByRole('combobox', { name: /Language/ }).selectOption('it');
  await expect(
    page.getByRole('list', { name: 'Cronologia recente' }).getByRole('listitem').first(),
  ).toContainText('Ruolo modificato');
});
