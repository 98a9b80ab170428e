import { expect, type Page, test } from '@playwright/test';

import { apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { mainArea, signIn } from '../support/ui';
import { getOrder, type OrderDetail } from './order-helpers';

/**
 * The home dashboard's funnel stages and billing problems open the order list filtered to exactly the
 * SIMs they count. Among the order suites (one worker, one after another), so no other test moves a
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

/** The list's SIMs on screen (each row's id is its product uuid) and the total it reports. */
async function listedSims(page: Page, figure: number): Promise<string[]> {
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await expect(mainArea(page).getByText(new RegExp(`orders?, ${figure} SIMs?$`))).toBeVisible();
  const ids = await table(page)
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')!));
  expect(ids).toHaveLength(Math.min(15, figure));
  return ids;
}

/** Each listed SIM with its order, read through the REST contract. */
async function simsOf(page: Page, token: string, ids: readonly string[]) {
  const orders = new Map<string, OrderDetail>();
  const uuids = await table(page)
    .locator('tbody tr[data-row-id]')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector<HTMLAnchorElement>('a[href*="/shop/orders/view/"]')!.href),
    );
  const sims = [];
  for (const [index, href] of uuids.entries()) {
    const uuid = href.split('/').pop()!;
    if (!orders.has(uuid)) orders.set(uuid, await getOrder(page.request, token, uuid));
    const order = orders.get(uuid)!;
    sims.push({ order, sim: order.product_data.find((product) => product.uuid === ids[index])! });
  }
  return sims;
}

test('each funnel stage and the billing problems open exactly the SIMs they count', async ({
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
    const ids = await listedSims(page, figure);
    for (const { sim } of await simsOf(page, token, ids)) {
      expect(stage.statuses as readonly number[]).toContain(sim.sim_status);
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
  const ids = await listedSims(page, problems);
  for (const { order, sim } of await simsOf(page, token, ids)) {
    expect(Boolean(sim.error_bss) || !sim.is_send_bss).toBe(true);
    expect([5, 6]).not.toContain(order.order_info.status);
  }

  // Back on the whole list, the other half: SIMs without a billing problem, chosen on the screen.
  await mainArea(page).getByLabel('Billing system', { exact: true }).selectOption('0');
  await expect(page).toHaveURL(/billing_problem=0/);
  await expect(table(page)).not.toHaveAttribute('aria-busy', 'true');
  await page.reload();
  await expect(mainArea(page).getByLabel('Billing system', { exact: true })).toHaveValue('0');
});
