import { expect, type Page, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiPost, apiSignIn, createActiveUser } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectToast, signIn } from '../support/ui';

// One long walk through the menu; the machine is shared with other suites.
test.describe.configure({ timeout: 120_000 });

const viewsButton = (page: Page) => page.locator('[data-slot="saved-views-trigger"]');
const menu = (page: Page) => page.getByRole('menu');

async function openViews(page: Page) {
  await viewsButton(page).click();
  await expect(menu(page)).toBeVisible();
}

test('a view of the users list is saved on the server, picked, renamed, deleted and private', async ({
  browser,
  page,
  request,
  context,
}) => {
  const name = `Banned admins ${Date.now().toString(36)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsAdmin(page);
  await page.goto('/admin/users?role=2&status=3&sort=email&dir=desc');
  await expect(page.getByRole('heading', { level: 1, name: 'Users management' })).toBeVisible();

  await openViews(page);
  await menu(page).getByRole('menuitem', { name: 'Save current view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the current filters, search and sort' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'The view was saved.');
  await expect(viewsButton(page)).toHaveText(name);

  // On the server, not in the browser: a reload of the plain list still offers it.
  await page.goto('/admin/users');
  await page.reload();
  await expect(viewsButton(page)).toHaveText('Saved views');
  await openViews(page);
  await expectNoSeriousA11yViolations(page);
  await menu(page).getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL('/admin/users?sort=email&dir=desc&role=2&status=3');
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('2');
  await expect(viewsButton(page)).toHaveText(name);

  // Back returns to the list before the view was picked.
  await page.goBack();
  await expect(page).toHaveURL('/admin/users');
  await page.goForward();
  await expect(viewsButton(page)).toHaveText(name);

  // A view is its URL: "Copy link" copies the list with its query.
  await openViews(page);
  await menu(page).getByRole('menuitem', { name: 'Copy link' }).click();
  await expectToast(page, 'Success', 'The link to this list was copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await openViews(page);
  await menu(page)
    .getByRole('menuitem', { name: `Rename “${name}”…` })
    .click();
  const rename = page.getByRole('dialog', { name: 'Rename the view' });
  await expect(rename.getByLabel('Name')).toHaveValue(name);
  await rename.getByLabel('Name').fill(`${name} (renamed)`);
  await rename.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'The view was renamed.');
  await expect(viewsButton(page)).toHaveText(`${name} (renamed)`);

  // Another administrator does not see it.
  const other = await createActiveUser(request, 'saved-views-other');
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  await apiPost(request, '/api/admin/change-role', adminToken, { user_uuid: other.userUuid, system_role: 2 });
  const otherPage = await browser.newPage();
  await signIn(otherPage, other.email, other.password);
  await otherPage.goto('/admin/users?sort=email&dir=desc&role=2&status=3');
  await expect(viewsButton(otherPage)).toHaveText('Saved views');
  await viewsButton(otherPage).click();
  await expect(otherPage.getByRole('menuitem', { name: 'No saved views yet' })).toBeVisible();
  await otherPage.close();

  await openViews(page);
  await menu(page)
    .getByRole('menuitem', { name: `Delete “${name} (renamed)”` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete the view “${name} (renamed)”?`);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', 'The view was deleted.');
  await expect(viewsButton(page)).toHaveText('Saved views');
});

test('resource lists have the menu too, and a name taken on the list is refused under the field', async ({
  page,
}) => {
  const name = `Mine ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.goto('/cms/stores/list?q=milano');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await openViews(page);
    await menu(page).getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save the current filters, search and sort' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (attempt === 0) {
      await expectToast(page, 'Success', 'The view was saved.');
    } else {
      await expect(dialog.getByText('You already have a view with this name on this list.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  }
  // Views belong to their list: the users list does not offer it.
  await page.goto('/admin/users');
  await openViews(page);
  await expect(menu(page).getByRole('menuitem', { name })).toHaveCount(0);
});
