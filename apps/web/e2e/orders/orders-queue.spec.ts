import { expect, type Page, test } from '@playwright/test';

import { apiGet, apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { defined } from '../support/checks';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea, shownDay, signIn } from '../support/ui';
import { allRows, romeDay } from './order-helpers';

const table = (page: Page) => mainArea(page).getByRole('table', { name: 'Order management' });
const bodyRows = (page: Page) => table(page).locator('tbody tr[data-row-id]');

/** The text of one column in every row on screen. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  // The rows on screen are the answer to the current URL once the table is no longer busy.
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  const headers = await table(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return bodyRows(page).evaluateAll(
    (rows, column) => rows.map((row) => (row.children[column] as HTMLElement).innerText.trim()),
    index,
  );
}

const amountOf = (text: string) => Number(text.replace(' €', '').replace(',', '.'));

test('orders queue: the last 7 days by default, filters, sort and paging in the URL through reload and Back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const rows = await allRows(request, token);
  // The server's default range (no dates sent) is the one the screen opens with.
  const { total: lastWeek } = await apiGet<{ total: number }>(
    request,
    '/api/web-api/orders/get-list?page=1&pageSize=15',
    token,
  );

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders');
  await expect(mainArea(page).getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
  // The default range: from the start of the day a week ago to today, Europe/Rome.
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(shownDay(romeDay(-7)));
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(shownDay(romeDay()));
  await expect(bodyRows(page).first()).toBeVisible();
  // The count says orders and SIMs (a row is one order).
  await expect(mainArea(page).getByText(new RegExp(`^\\d+ orders?, ${lastWeek} SIMs?$`))).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Statuses read as text, not only as colour; the order number opens the order.
  const firstId = defined((await columnTexts(page, 'Order'))[0], 'the first order number');
  await expect(bodyRows(page).first().locator('[data-slot="badge"]').first()).toHaveText(/\w/);

  // A wider range: every demo order of the last 90 days, paged 15 at a time.
  await page.getByLabel('From', { exact: true }).fill(shownDay(romeDay(-90)));
  await expect(page).toHaveURL(new RegExp(`startDate=${romeDay(-90)}`));
  const ninetyDays = `${new Set(rows.map((row) => row.uuid)).size} orders, ${rows.length} SIMs`;
  await expect(mainArea(page).getByText(ninetyDays)).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(15);
  await mainArea(page).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(mainArea(page).getByText(ninetyDays)).toBeVisible();

  // Filters: order status, payment status, SIM type and a total range; each lands in the URL.
  await mainArea(page).getByLabel('Order status', { exact: true }).selectOption('0');
  await expect(page).toHaveURL(/status=0/);
  await expect(page).not.toHaveURL(/page=2/);
  // The order page tests move New orders meanwhile: the rows are checked, not their number.
  await expect(bodyRows(page).first()).toBeVisible();
  for (const text of await columnTexts(page, 'Status')) expect(text).toBe('New');

  await mainArea(page).getByLabel('Payment status', { exact: true }).selectOption('1');
  await mainArea(page).getByLabel('SIM type', { exact: true }).selectOption('1');
  await expect(page).toHaveURL(/payment_status=1/);
  await expect(page).toHaveURL(/is_esim=1/);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  for (const text of await columnTexts(page, 'Status')) expect(text).toBe('New');
  for (const text of await columnTexts(page, 'Payment')) expect(text).toBe('Paid');
  // Orders with an eSIM, each row summing up its SIMs.
  for (const text of await columnTexts(page, 'SIMs')) expect(text).toMatch(/\d+ eSIM/);

  await mainArea(page).getByLabel('SIM type', { exact: true }).selectOption('');
  await mainArea(page).getByLabel('Payment status', { exact: true }).selectOption('');
  await mainArea(page).getByLabel('Order status', { exact: true }).selectOption('');
  await page.getByLabel('Total from (€)', { exact: true }).fill('30');
  await page.getByLabel('Total from (€)', { exact: true }).press('Enter');
  await page.getByLabel('Total to (€)', { exact: true }).fill('40,5');
  await page.getByLabel('Total to (€)', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/total_from=30/);
  await expect(page).toHaveURL(/total_to=40%2C5/);
  const inRange = rows.filter((row) => Number(row.amount) >= 30 && Number(row.amount) <= 40.5);
  await expect(mainArea(page).getByText(new RegExp(`, ${inRange.length} SIMs?$`))).toBeVisible();
  for (const text of await columnTexts(page, 'Total')) {
    expect(amountOf(text)).toBeGreaterThanOrEqual(30);
    expect(amountOf(text)).toBeLessThanOrEqual(40.5);
  }

  // Sort by total, descending: a header click each.
  await table(page).getByRole('button', { name: 'Total' }).click();
  await table(page).getByRole('button', { name: 'Total' }).click();
  await expect(page).toHaveURL(/sort=amount&dir=desc/);
  const sorted = (await columnTexts(page, 'Total')).map(amountOf);
  expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

  // Reload keeps all of it; Back undoes the last change (the sort), then the one before.
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(shownDay(romeDay(-90)));
  await expect(page.getByLabel('Total from (€)', { exact: true })).toHaveValue('30');
  await expect(page.getByLabel('Total to (€)', { exact: true })).toHaveValue('40,5');
  await expect(table(page).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.goBack();
  await expect(page).toHaveURL(/sort=amount&dir=asc/);
  await expect(table(page).getByRole('columnheader', { name: 'Total' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page).not.toHaveURL(/total_to=/);
  await expect(page.getByLabel('Total to (€)', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Total from (€)', { exact: true })).toHaveValue('30');

  // Left and opened again from the menu, the queue is as it was left; Clear all starts afresh.
  await page.goto('/shop/orders');
  await expect(page).toHaveURL(/total_from=30/);
  await expect(page.getByLabel('Total from (€)', { exact: true })).toHaveValue('30');
  await mainArea(page).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/total_from=/);

  // The order number opens the order page.
  await table(page).getByRole('link', { name: firstId, exact: true }).first().click();
  await expect(page).toHaveURL(/\/shop\/orders\/view\/[0-9a-f-]{36}$/);
  await expect(mainArea(page).getByRole('heading', { level: 1, name: `Order ${firstId}` })).toBeVisible();
});

test('orders queue: search by order number, email, phone and fiscal code; one row per order with its SIMs summed up', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const rows = await allRows(request, token);
  const multi = defined(
    rows.find((row) => row.esim_count > 0 && row.esim_count + row.psim_count > 1),
    'an order with an eSIM and another SIM',
  );

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  // Every column shown (hidden=none), the email among them.
  await page.goto(`/shop/orders?startDate=${romeDay(-90)}+00%3A00%3A00&hidden=none`);
  const search = mainArea(page).getByRole('searchbox', {
    name: 'Search by order number, name, email, phone or fiscal code',
  });

  // A number is looked for as the order number and inside phones and fiscal codes alike; the order
  // it names comes first, in one row.
  await search.fill(String(multi.id));
  await expect(page).toHaveURL(new RegExp(`q=${multi.id}`));
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  const orderLink = page.getByRole('link', { name: String(multi.id), exact: true });
  await expect(bodyRows(page).first().filter({ has: orderLink })).toHaveCount(1);
  const orderRows = bodyRows(page).filter({ has: orderLink });
  await expect(orderRows).toHaveCount(1);
  await expect(orderRows).toContainText(`${multi.esim_count} eSIM`);
  // Its SIMs, each with its type and status, when expanded.
  const expand = orderRows.getByRole('button', { name: `Show the SIMs of order ${multi.id}` });
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const sims = orderRows.getByRole('listitem');
  await expect(sims).toHaveCount(multi.esim_count + multi.psim_count);
  await expect(sims.filter({ hasText: 'eSIM' })).toHaveCount(multi.esim_count);

  // Written as #number, the order number alone.
  await search.fill(`#${multi.id}`);
  await expect(page).toHaveURL(/q=%23/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first().filter({ has: orderLink })).toHaveCount(1);

  await search.fill(multi.email);
  await expect(bodyRows(page)).toHaveCount(
    new Set(rows.filter((row) => row.email.includes(multi.email)).map((row) => row.uuid)).size,
  );
  for (const text of await columnTexts(page, 'Email')) expect(text).toBe(multi.email);

  // Nothing found: the empty state offers to clear the search.
  await search.fill('no-such-customer-zzz');
  await expect(mainArea(page).getByText('No orders in this period')).toBeVisible();
  await mainArea(page).getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(search).toHaveValue('');
  await expect(bodyRows(page).first()).toBeVisible();

  // Every order state and every payment state is a choice (with "All").
  await expect(mainArea(page).getByLabel('Order status', { exact: true }).locator('option')).toHaveText([
    'Order status: All',
    'New',
    'In process',
    'In delivery',
    'Delivered',
    'Partially finished',
    'Cancelled',
    'Not finished',
    'Finished',
  ]);
  await expect(mainArea(page).getByLabel('Payment status', { exact: true }).locator('option')).toHaveText([
    'Payment status: All',
    'Not paid',
    'Paid',
    'Refunded',
    'Partially refunded',
  ]);

  // A link built from the list query (the home dashboard's) may repeat a list filter.
  await page.goto(
    `/shop/orders?startDate=${romeDay(-90)}+00%3A00%3A00&endDate=${romeDay()}+23%3A59%3A59&status=0&status=1`,
  );
  await expect(page).toHaveURL(/status=0%2C1/);
  await expect(mainArea(page).getByLabel('Order status', { exact: true })).toHaveValue('0,1');
  await expect(
    mainArea(page).getByLabel('Order status', { exact: true }).locator('option:checked'),
  ).toHaveText('Order status: New, In process');
  for (const text of await columnTexts(page, 'Status')) expect(['New', 'In process']).toContain(text);

  // A value the list query refuses is left out, and the page says so.
  await page.goto('/shop/orders?status=77');
  await expect(
    mainArea(page).getByRole('status').filter({ hasText: 'were left out: Order status' }),
  ).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();

  // A reversed range is refused in the page, not sent.
  await page.getByLabel('To', { exact: true }).fill(shownDay(romeDay(-100)));
  await expect(
    mainArea(page).getByRole('alert').filter({ hasText: 'The start date is after the end date.' }),
  ).toBeVisible();
});

test('the date window: a cleared day opens its end, days typed or picked in the app format', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const rows = await allRows(request, token);
  const oldest = rows.reduce((first, row) => (row.id < first.id ? row : first));
  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/shop/orders?sort=id&dir=asc');
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(shownDay(romeDay(-7)));
  await expect(bodyRows(page).first()).toBeVisible();
  expect(Number((await columnTexts(page, 'Order'))[0])).toBeGreaterThan(oldest.id);

  // Emptying From opens the window's start: the oldest order comes first; it does not snap back.
  await from.fill('');
  await expect(page).toHaveURL(/startDate=any/);
  await expect(from).toHaveValue('');
  await expect(mainArea(page).getByRole('list', { name: 'Active filters' })).toContainText('From: any date');
  await expect.poll(async () => (await columnTexts(page, 'Order'))[0]).toBe(String(oldest.id));

  // Text that is not a day is marked and not applied; a day in the app's format is.
  await to.fill('31.02.2026');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/endDate=/);
  await to.fill(shownDay(romeDay(-2)));
  await expect(page).toHaveURL(new RegExp(`endDate=${romeDay(-2)}`));
  await expect(to).not.toHaveAttribute('aria-invalid');

  // The calendar: opened from its button with the chosen day focused, a day picked with the keys,
  // the focus back in the field.
  await page.getByRole('button', { name: 'Choose a day in the calendar' }).nth(1).click();
  await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(to).toHaveValue(shownDay(romeDay(-3)));
  await expect(to).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`endDate=${romeDay(-3)}`));

  // Removing the chip brings the default start back.
  await mainArea(page)
    .getByRole('list', { name: 'Active filters' })
    .getByRole('button', { name: /From/ })
    .click();
  await expect(from).toHaveValue(shownDay(romeDay(-7)));
  await expect(page).not.toHaveURL(/startDate=/);
});
