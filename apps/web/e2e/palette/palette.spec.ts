import { expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiPost, apiSignIn, createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';

test.describe.configure({ timeout: 60_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

test('Ctrl+K finds a user through the server search and opens it', async ({ page, request }) => {
  const user = await createActiveUser(request, 'palette-find');
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await palette(page)
    .getByRole('combobox')
    .fill(user.email.split('@')[0] ?? '');
  const option = palette(page).getByRole('option', { name: new RegExp(user.email) });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await option.click();
  await expect(page).toHaveURL(`/admin/edit-user/${user.userUuid}`);
});

test('the palette goes to any screen the user may open and runs common actions', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('Users management');
  await palette(page).getByRole('option', { name: 'Users management' }).click();
  await expect(page).toHaveURL('/admin/users');
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill('shortcuts');
  await palette(page).getByRole('option', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});

test('shortcuts: ? lists them, / focuses the list search, g then a letter goes to a section, n creates', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users management' })).toBeVisible();
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Focus the list search');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search by name or email' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page).toHaveURL('/company/list');
  await expect(page.getByRole('heading', { level: 1, name: 'My companies' })).toBeVisible();
  await page.keyboard.press('n');
  await expect(page).toHaveURL('/company/create');
});

test("the palette runs the current list's actions and finds a store through the server search", async ({
  page,
  request,
}) => {
  const name = `Palette store ${Date.now().toString(36)}`;
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiPost(request, '/api/admin/create-sale-point', token, {
    store_name: name,
    address: 'Via Palestro 3, Milano',
    latitude: 45.47,
    longitude: 9.2,
    status: 1,
  });
  await signInAsAdmin(page);
  await page.goto('/cms/stores/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('Control+k');
  const thisScreen = palette(page).getByRole('group', { name: 'This screen' });
  await expect(thisScreen.getByRole('option', { name: 'Add store' })).toBeVisible();
  await expect(thisScreen.getByRole('option', { name: 'Refresh the list' })).toBeVisible();
  await thisScreen.getByRole('option', { name: 'Add store' }).click();
  await expect(page).toHaveURL('/cms/stores/create');

  // Another screen, other actions: the store list's are gone.
  await page.keyboard.press('Control+k');
  await expect(palette(page).getByRole('option', { name: 'Add store' })).toHaveCount(0);
  await palette(page).getByRole('combobox').fill(name);
  const hit = palette(page)
    .getByRole('group', { name: 'Stores' })
    .getByRole('option', { name: new RegExp(name) });
  await expect(hit).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await hit.click();
  await expect(page).toHaveURL(/\/cms\/stores\/edit\/[0-9a-f-]{36}$/);
});
