import { randomUUID } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { apiPost, apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { boxOf } from '../support/checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectToast, field, mainArea, searchList, signIn } from '../support/ui';

// A busy machine with axe checks on each screen needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const unique = () => randomUUID().slice(0, 8);
const map = (page: Page) => page.getByTestId('store-map');

/** Searches the stores list (the server pages, searches and sorts) and answers the store's row. */
async function findRow(page: Page, name: string) {
  await page.goto('/cms/stores/list');
  await searchList(page, name);
  const row = mainArea(page).getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

test('stores: create with a map click, Get coordinates for Via Roma 10, Torino, then find it in the list', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/cms/stores/list');
  await expect(mainArea(page).getByRole('link', { name: 'Import' })).toBeVisible();
  await expect(mainArea(page).getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await mainArea(page).getByRole('link', { name: 'Add store' }).click();
  await expect(page).toHaveURL('/cms/stores/create');

  // Spec 2.8: active by default, 'Get coordinates' disabled while the address is empty.
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  const getCoordinates = page.getByRole('button', { name: 'Get coordinates' });
  await expect(getCoordinates).toBeDisabled();

  // No network here: the map falls back to a plain background but still places the marker.
  await expect(map(page)).toHaveAttribute('data-tiles', 'plain');
  await expect(page.getByTestId('store-marker')).toBeVisible();
  await expect(field(page, 'Latitude')).toHaveValue('');
  const box = await boxOf(map(page));
  await page.mouse.click(box.x + box.width / 2 + 80, box.y + 100);
  await expect(field(page, 'Latitude')).toHaveValue(/^4[56]\.\d+$/);
  await expect(field(page, 'Longitude')).toHaveValue(/^9\.\d+$/);
  await expect(map(page)).toContainText('Marker at');
  await expectNoSeriousA11yViolations(page);

  const name = `Negozio Torino ${unique()}`;
  await field(page, 'Store name').fill(name);
  await field(page, 'Address').fill('Nowhere qqq zzz');
  await getCoordinates.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The address could not be found: try a different one' }),
  ).toBeVisible();

  await field(page, 'Address').fill('Via Roma 10, Torino');
  await getCoordinates.click();
  await expect(field(page, 'Latitude')).toHaveValue(/^45\.0\d*$/);
  await expect(field(page, 'Longitude')).toHaveValue(/^7\.6\d*$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Store created');
  await expect(page).toHaveURL('/cms/stores/list');

  const row = await findRow(page, name);
  await expect(row).toContainText('Via Roma 10, Torino');
});

test('stores: edit with a map click, the status switch, and delete after the spec question', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const name = `Negozio Milano ${unique()}`;
  await apiPost(request, '/api/admin/create-sale-point', token, {
    store_name: name,
    address: 'Corso Buenos Aires 1, Milano',
    latitude: 45.4781,
    longitude: 9.2104,
    status: 1,
  });
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);

  let row = await findRow(page, name);
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/cms\/stores\/edit\/[0-9a-f-]{36}$/);
  await expect(field(page, 'Latitude')).toHaveValue('45.4781');
  const renamed = `${name} bis`;
  await field(page, 'Store name').fill(renamed);
  const box = await boxOf(map(page));
  await page.mouse.click(box.x + 60, box.y + 60);
  await expect(field(page, 'Latitude')).not.toHaveValue('45.4781');
  // Dragging the marker moves the store too.
  const clicked = await field(page, 'Latitude').inputValue();
  const marker = await boxOf(page.getByTestId('store-marker'));
  await page.mouse.move(marker.x + marker.width / 2, marker.y + marker.height / 2);
  await page.mouse.down();
  await page.mouse.move(marker.x + marker.width / 2 + 60, marker.y + marker.height / 2 + 80, { steps: 8 });
  await page.mouse.up();
  await expect(field(page, 'Latitude')).not.toHaveValue(clicked);
  expect(Number(await field(page, 'Latitude').inputValue())).toBeLessThan(Number(clicked));
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Success', 'Store updated');
  await expect(page).toHaveURL('/cms/stores/list');

  row = await findRow(page, renamed);
  const status = row.getByRole('switch', { name: `Active: ${renamed}` });
  await expect(status).toBeChecked();
  await status.click();
  await expect(status).not.toBeChecked();
  // Disabled while its save runs: reload only once the server has it.
  await expect(status).toBeEnabled();
  await page.reload();
  await expect(
    mainArea(page).getByRole('row').filter({ hasText: renamed }).getByRole('switch'),
  ).not.toBeChecked();

  await mainArea(page)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Do you want to delete this store?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Success', /deleted/i);
  await expect(mainArea(page).getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});
