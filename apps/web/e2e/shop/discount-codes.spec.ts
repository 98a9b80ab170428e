import { randomUUID } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { expectToast, field, mainArea, searchList, signIn } from '../support/ui';

// A busy machine with axe checks on each screen needs more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test('discount codes: the name is stripped, the action block sets amounts and params, the list shows status and switches active', async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/discount-codes');
  await mainArea(page).getByRole('link', { name: 'Add discount code' }).click();
  await expect(page).toHaveURL('/shop/discount-codes/create');
  await expectNoSeriousA11yViolations(page);
  const save = mainArea(page).getByRole('button', { name: 'Save' });

  const suffix = randomUUID().slice(0, 6).replace(/-/g, '');
  await field(page, 'Name').fill(`summer-${suffix} €`);
  const name = `SUMMER${suffix.toUpperCase()}`;
  await expect(field(page, 'Name')).toHaveValue(name);

  // Total order amount in percent: above 100 is clamped.
  const total = page.getByRole('group', { name: 'Total order amount' });
  await total.getByRole('checkbox').click();
  await total.getByLabel('Amount type').selectOption('1');
  await total.getByLabel('Amount', { exact: true }).fill('150');
  await expect(total.getByLabel('Amount', { exact: true })).toHaveValue('100');
  // Said, not done silently; and a minus sign typed is left out with a word too.
  await expect(total.getByRole('status')).toHaveText(
    'A percentage stops at 100 %: the amount was set to 100.',
  );
  await total.getByLabel('Amount', { exact: true }).fill('-5');
  await expect(total.getByLabel('Amount', { exact: true })).toHaveValue('5');
  await expect(total.getByRole('status')).toHaveText(
    'An amount is never negative: the minus sign was left out.',
  );
  await total.getByLabel('Amount', { exact: true }).fill('100');
  await expect(total.getByRole('status')).toHaveCount(0);

  // SIM card support: a param picked and added, then hidden from the choices; removable.
  const sim = page.getByRole('group', { name: 'SIM card support' });
  await sim.getByRole('checkbox').click();
  await sim.getByLabel('Amount', { exact: true }).fill('2,5');
  const items = sim.getByRole('combobox', { name: 'Items' });
  await items.selectOption({ label: 'Delivery in the e-shop' });
  await sim.getByRole('button', { name: 'Add' }).click();
  await items.selectOption({ label: 'eSIM price, new activation' });
  await sim.getByRole('button', { name: 'Add' }).click();
  await expect(items.locator('option', { hasText: 'Delivery in the e-shop' })).toHaveCount(0);
  await sim.getByRole('button', { name: 'Remove eSIM price, new activation' }).click();

  // 'Do not send to logistic department' appears only with action 4, whose amount is fixed.
  await expect(page.getByLabel('Do not send to logistic department')).toHaveCount(0);
  const free = page.getByRole('group', { name: 'Order plus free shipping' });
  await free.getByRole('checkbox').click();
  await expect(free.getByLabel('Amount', { exact: true })).toBeDisabled();
  await expect(free.getByLabel('Amount', { exact: true })).toHaveValue('100');
  await page.getByLabel('Do not send to logistic department').click();

  await field(page, 'Validity').fill('2099-12-31');
  await save.click();
  await expectToast(page, 'Success', /created/i);
  await expect(page).toHaveURL('/shop/discount-codes');

  await searchList(page, name);
  const row = mainArea(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('31.12.2099');
  await expect(row).toContainText('Active');
  await row.getByRole('switch', { name: `Active: ${name}` }).click();
  await expect(row).toContainText('Inactive');
  await expectNoSeriousA11yViolations(page);

  // Reopened, the form shows the saved actions.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/discount-codes\/edit\//);
  await expect(page.getByRole('group', { name: 'SIM card support' })).toContainText('Delivery in the e-shop');
  await expect(
    page.getByRole('group', { name: 'Total order amount' }).getByLabel('Amount', { exact: true }),
  ).toHaveValue('100.00');
  await expect(page.getByLabel('Do not send to logistic department')).toBeChecked();
});
