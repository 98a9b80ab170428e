import { expect, test } from '@playwright/test';

import { apiSignIn } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { mainArea, signIn } from '../support/ui';

test.describe.configure({ timeout: 60_000 });

interface Overview {
  range: { startDate: string; endDate: string };
  newOrders: { count: number; oldest: string | null };
  billingProblems: { products: number };
  ordersPerDay: Array<{ day: string; total: number }>;
}

/** 1234 as the en locale writes it. */
const count = (value: number) => new Intl.NumberFormat('en').format(value);

test('the home page shows the business figures, each opening the filtered order list', async ({
  page,
  request,
}) => {
  // The same figures over tRPC, as the demo chief agent sees them.
  const token = await apiSignIn(request, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const answer = await request.get('/trpc/dashboard.overview', {
    headers: { 'x-tenant': 'null', 'x-session-token': token },
  });
  expect(answer.ok()).toBe(true);
  const overview = ((await answer.json()) as { result: { data: Overview } }).result.data;

  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  const main = mainArea(page);
  const dashboard = main.getByRole('region', { name: 'The business, last 30 days' });
  await expect(dashboard.getByTestId('figure-new-orders')).toContainText(count(overview.newOrders.count));
  await expect(dashboard.getByTestId('figure-billing')).toContainText(
    count(overview.billingProblems.products),
  );
  // The charts arrive in their own chunk; each has a text summary and its data as a table.
  const ordersChart = dashboard.getByTestId('chart-orders');
  const total = overview.ordersPerDay.reduce((sum, entry) => sum + entry.total, 0);
  await expect(
    ordersChart.getByRole('img', { name: new RegExp(`^${count(total)} orders? in 30 days`) }),
  ).toBeVisible();
  await expect(
    dashboard.getByTestId('chart-funnel').getByRole('img', { name: /pending, .* activated/ }),
  ).toBeVisible();
  await ordersChart.getByText('Show the data as a table').click();
  await expect(ordersChart.getByRole('table')).toBeVisible();
  // The section cards are still below.
  await expect(main.getByRole('heading', { name: 'E-shop management' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The orders waiting in New open the list filtered to status New from the oldest one's day.
  await dashboard.getByRole('link', { name: /Orders waiting in New/ }).click();
  await expect(page).toHaveURL(/\/shop\/orders\?/);
  const query = new URL(page.url()).searchParams;
  expect(query.get('status')).toBe('0');
  expect(query.get('endDate')).toBe(overview.range.endDate);
  expect(query.get('startDate')).toBe(
    overview.newOrders.oldest
      ? `${overview.newOrders.oldest.slice(0, 10)} 00:00:00`
      : overview.range.startDate,
  );

  // Revenue opens the window's paid orders (Paid, Refunded and PartiallyRefunded).
  await page.goBack();
  await dashboard.getByRole('link', { name: /Open the orders of Revenue/ }).click();
  const revenueQuery = new URL(page.url()).searchParams;
  expect([revenueQuery.get('startDate'), revenueQuery.get('payment_status')]).toEqual([
    overview.range.startDate,
    '1,2,3',
  ]);
});

/** The page's window with the layout shift the test's init script sums up. */
type ShiftWindow = Window & { layoutShift?: number };

test('the home page does not shift while the dashboard loads (cumulative layout shift under 0.05)', async ({
  page,
}) => {
  await signIn(page, DEMO_CHIEF_AGENT_EMAIL, DEMO_PASSWORD);
  // Counted from a fresh load of the page, as Lighthouse does: every shift not caused by input.
  await page.addInitScript(() => {
    const win: ShiftWindow = window;
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) win.layoutShift = (win.layoutShift ?? 0) + entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  const dashboard = mainArea(page).getByRole('region', { name: 'The business, last 30 days' });
  await expect(dashboard.getByTestId('chart-orders')).toBeVisible();
  await expect(dashboard).not.toHaveAttribute('aria-busy', 'true');
  // Late shifts (fonts, chart sizing) land within a few frames of the last content.
  await page.waitForTimeout(1000);
  const shift = await page.evaluate(() => {
    const win: ShiftWindow = window;
    return win.layoutShift;
  });
  expect(shift).toBeLessThan(0.05);
});
