import { expect, test } from '@playwright/test';

import { createCompany, signInAsAdmin } from '../admin/admin-helpers';
import { createActiveUser } from '../support/api';
import { mainArea, sidebar } from '../support/ui';

test.describe.configure({ timeout: 60_000 });

test('a skip link is the first Tab stop and leads to the main content', async ({ page }) => {
  await signInAsAdmin(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mainArea(page)).toBeFocused();
});

test('after a navigation focus is on the new page heading, not on the body', async ({ page }) => {
  await signInAsAdmin(page);
  await sidebar(page).getByRole('link', { name: 'Users management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users management' })).toBeFocused();
});

test('closing a dialog returns focus to the button that opened it', async ({ page, request }) => {
  const owner = await createActiveUser(request, 'focus-owner');
  const company = await createCompany(request, owner, 'Focus');
  await signInAsAdmin(page);
  await page.goto(`/admin/edit-company/${company.uuid}`);
  await page.getByRole('tab', { name: 'Delete company' }).click();
  const trigger = page.getByRole('tabpanel').getByRole('button', { name: 'Delete company' });
  await trigger.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(trigger).toBeFocused();
});
