import { expect, type Page, test } from '@playwright/test';

import { apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea, signIn } from '../support/ui';
import { getOrder } from './order-helpers';

/**
 * The home dashboard's funnel stages and billing problems open the order list filtered to exactly the
 * SIMs they count (the list counts them; its rows are their orders). Among the order suites (one worker, one after another), so no other test moves a
 * SIM between the figure and the list.
 */
test.describe.configure({ timeout: 90_000 });

interface Overview {
  range: { startDate: string; endDate: string };
  simFunnel: Record<'pending' | 'activated' | 'failedKyc' | 'cancelled', number>;
  billingProblems: { products: number; orders: number };
}

const FUNNEL_STAGES = [
  { key: 'pending', label: 'Pending (KYC)', statuses: [1, 2, 3, 4, 5, 6] },
  { key: 'activated', label: 'Activated', statuses: [7] },
  { key: 'failedKyc', label: 'Failed KYC', statuses: [8] },
  { key: 'cancelled', label: 'Cancelled', statuses: [9] },
] as const;

const table = (page: Page) => mainArea(page).getByRole('table', { name: 'Order management' });
const dashboard = (page: Page) => mainArea(page).getByRole('region', { name: 'The business, last 30 days' });

/** The list's orders on screen (a row is an order, its id the order's uuid), once it reports `figure` SIMs. */
async function listedOrders(page: Page, figure: number): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(mainArea(page).getByText(new RegExp(`orders?, ${figure} SIMs?$`))).toBeVisible();
  const uuids = await table(page)
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.flatMap((row) => {
        const id = row.getAttribute('data-row-id');
        return id === null ? [] : [id];
      }),
    );
  expect(uuids.length).toBeGreaterThan(0);
  expect(uuids.length).toBeLessThanOrEqual(Math.min(15, figure));
  return uuids;
}

/** Each listed order, read through the REST contract. */
const ordersOf = (page: Page, token: string, uuids: readonly string[]) =>
  Promise.all(uuids.map((uuid) => getOrder(page.request, token, uuid)));

test('each funnel stage and the billing problems open exactly the orders of the SIMs they count', async ({
  page,
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const answer = await request.get('/trpc/dashboard.overview', {
    headers: { 'x-tenant': 'null', 'x-session-token': token },
  });
  const overview = ((await answer.json()) as { result: { data: Overview } }).result.data;

  await signIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const funnel = dashboard(page).getByTestId('chart-funnel');
  let stagesOpened = 0;
  for (const stage of FUNNEL_STAGES) {
    const figure = overview.simFunnel[stage.key];
    if (figure === 0) continue;
    await funnel.getByText('Show the data as a table').click();
    await funnel.getByRole('link', { name: `${figure} ${stage.label}`, exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/orders\?/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('startDate'), query.get('endDate'), query.get('sim_status')]).toEqual([
      overview.range.startDate,
      overview.range.endDate,
      stage.statuses.join(','),
    ]);
    // The filter is on screen too, by name.
    await expect(mainArea(page).getByLabel('SIM status', { exact: true })).toHaveValue(
      stage.statuses.join(','),
    );
    for (const order of await ordersOf(page, token, await listedOrders(page, figure))) {
      const statuses = order.product_data.map((sim) => sim.sim_status);
      expect(statuses.some((status) => (stage.statuses as readonly number[]).includes(status))).toBe(true);
    }
    stagesOpened += 1;
    await page.goBack();
  }
  expect(stagesOpened, 'the demo seed has SIMs in at least two funnel stages').toBeGreaterThanOrEqual(2);

  const problems = overview.billingProblems.products;
  expect(problems, 'the demo seed has orders with a billing error').toBeGreaterThan(0);
  await expect(dashboard(page).getByTestId('figure-billing')).toContainText(String(problems));
  await dashboard(page)
    .getByRole('link', { name: /Open the orders of Billing-system problems/ })
    .click();
  const query = new URL(page.url()).searchParams;
  expect([query.get('startDate'), query.get('billing_problem'), query.get('status')]).toEqual([
    overview.range.startDate,
    '1',
    null,
  ]);
  await expect(mainArea(page).getByLabel('Billing system', { exact: true })).toHaveValue('1');
  for (const order of await ordersOf(page, token, await listedOrders(page, problems))) {
    expect(order.product_data.some((sim) => Boolean(sim.error_bss) || !sim.is_send_bss)).toBe(true);
    expect([5, 6]).not.toContain(order.order_info.status);
    expect([1, 3]).toContain(order.order_payment.payment_status);
  }

  // Back on the whole list, the other half: SIMs without a billing problem, chosen on the screen.
  await mainArea(page).getByLabel('Billing system', { exact: true }).selectOption('0');
  await expect(page).toHaveURL(/billing_problem=0/);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(mainArea(page).getByLabel('Billing system', { exact: true })).toHaveValue('0');
});
