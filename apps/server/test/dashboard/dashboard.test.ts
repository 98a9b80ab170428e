import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Prisma } from '@backoffice/db';
import {
  assertDefined,
  DASHBOARD_FIGURES,
  defined,
  OrderStatus,
  parseRomeDateTime,
  PaymentStatus,
  type SimFunnelStage,
  SimStatus,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { figureLinks } from '../../../web/src/features/home/dashboard-links';

import { type DashboardOverview } from '../../../../packages/api/src/routers/dashboard';
import { DASHBOARD_SQL } from '../../../../packages/api/src/services/dashboard/figures';
import { dashboardWindow } from '../../../../packages/api/src/services/dashboard/window';
import { startTestServer, type TestServer } from '../support/test-server';

/** The home page's figures (tRPC dashboard.overview), each checked against the rows inserted here. */
let server: TestServer;
const window = dashboardWindow();
const [firstDay, , , fourthDay] = window.days as [string, string, string, string];
const today = defined(window.days.at(-1), 'the last day of the window');
/** A day before the window, and one long before it. */
const before = new Date(window.from.getTime() - 12 * 3600 * 1000);
const longAgo = new Date(window.from.getTime() - 60 * 86400 * 1000);
const at = (day: string, time = '12:00:00') => parseRomeDateTime(`${day} ${time}`);

function overview(token: string | null) {
  return server.request('/trpc/dashboard.overview', { method: 'GET', token });
}

async function order(
  data: Partial<Prisma.OrderUncheckedCreateInput>,
  products: Array<Partial<Prisma.OrderProductCreateWithoutOrderInput>> = [{}],
) {
  await server.prisma.order.create({
    data: {
      amount: '10.00',
      status: OrderStatus.InProcess,
      ...data,
      products: { create: products.map((product) => ({ isSendBss: true, ...product })) },
    },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const paid = { paymentStatus: PaymentStatus.Paid };
  // First day of the window, 00:00:00 Rome exactly: counted. Two products pending, one activated.
  await order(
    { createdAt: at(firstDay, '00:00:00'), status: OrderStatus.New, ...paid, paymentSum: '30.10' },
    [
      { simStatus: SimStatus.PendingStartActivation },
      { simStatus: SimStatus.PendingFromCompletedKYC },
      { simStatus: SimStatus.AcceptedFromCompletedKYC },
    ],
  );
  // Fourth day: a partly refunded order, a failed KYC and a SIM the billing system refused.
  await order(
    {
      createdAt: at(fourthDay),
      status: OrderStatus.Delivered,
      paymentStatus: PaymentStatus.PartiallyRefunded,
      paymentSum: '20.00',
      refundSum: '5.55',
    },
    [{ simStatus: SimStatus.CancelledFailedKYC, errorBss: 'Timeout from the billing system' }],
  );
  // Today, late evening: unpaid but allowed service by an administrator (so its SIMs are expected in
  // the billing system), never sent to it, and a SIM cancelled by the customer.
  await order(
    { createdAt: at(today, '23:30:00'), status: OrderStatus.New, unpaidServiceReason: 'Paid at the store' },
    [
      { simStatus: SimStatus.CancelledByCustomer, isSendBss: false },
      { simStatus: SimStatus.New, isSendBss: false, errorBss: 'Rejected' },
    ],
  );
  // Today: a fully refunded, cancelled order; cancelled orders are left out of billing problems.
  await order(
    {
      createdAt: at(today, '08:00:00'),
      status: OrderStatus.Cancelled,
      paymentStatus: PaymentStatus.Refunded,
      paymentSum: '12.00',
      refundSum: '12.00',
    },
    [{ simStatus: SimStatus.CancelledByCustomer, isSendBss: false }],
  );
  // Outside the window: counted only among the orders waiting in New.
  await order({ createdAt: before, status: OrderStatus.New, ...paid, paymentSum: '99.00' }, [
    { simStatus: SimStatus.PendingWaitingKYC, isSendBss: false },
  ]);
  await order({ createdAt: longAgo, status: OrderStatus.New });
  await order({ createdAt: longAgo, status: OrderStatus.Finished });
});
afterAll(() => server.close());

describe('dashboard.overview', () => {
  it('answers each figure from the rows of its window', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const response = await overview(token);
    expect(response.status).toBe(200);
    const data = response.body.result.data;

    expect(data.range).toEqual({
      startDate: `${firstDay} 00:00:00`,
      endDate: `${today} 23:59:59`,
      days: window.days,
    });
    expect(data.ordersPerDay).toHaveLength(30);
    const perDay = Object.fromEntries(
      (data.ordersPerDay as Array<{ day: string; total: number; byStatus: Record<string, number> }>)
        .filter((entry) => entry.total > 0)
        .map((entry) => [entry.day, entry]),
    );
    expect(perDay).toEqual({
      [firstDay]: { day: firstDay, total: 1, byStatus: { [OrderStatus.New]: 1 } },
      [fourthDay]: { day: fourthDay, total: 1, byStatus: { [OrderStatus.Delivered]: 1 } },
      [today]: { day: today, total: 2, byStatus: { [OrderStatus.New]: 1, [OrderStatus.Cancelled]: 1 } },
    });

    expect(data.revenue).toMatchObject({
      revenue: '62.10',
      refunds: '17.55',
      net: '44.55',
      paidOrders: 3,
      refundedOrders: 2,
    });
    const revenueDays = (
      data.revenue.byDay as Array<{ day: string; revenue: string; refunds: string }>
    ).filter((entry) => entry.revenue !== '0.00' || entry.refunds !== '0.00');
    expect(revenueDays).toEqual([
      { day: firstDay, revenue: '30.10', refunds: '0.00' },
      { day: fourthDay, revenue: '20.00', refunds: '5.55' },
      { day: today, revenue: '12.00', refunds: '12.00' },
    ]);

    expect(data.simFunnel).toEqual({ pending: 2, activated: 1, failedKyc: 1, cancelled: 2 });
    expect(data.newOrders).toEqual({ count: 4, oldest: expect.any(String) });
    expect(parseRomeDateTime(data.newOrders.oldest).getTime()).toBe(
      Math.floor(longAgo.getTime() / 1000) * 1000,
    );
    expect(data.billingProblems).toEqual({ products: 3, orders: 2, withError: 2, notSent: 2 });
  });

  it('is for every active staff role and no one else', async () => {
    const cases: Array<[string, number | null, number, number]> = [
      ['no session', null, UserStatus.Active, 401],
      ['an account waiting for activation', SystemRole.Admin, UserStatus.Created, 403],
      ['a call-centre agent', SystemRole.NoRole, UserStatus.Active, 200],
      ['a chief agent', SystemRole.ChiefAgent, UserStatus.Active, 200],
      ['an administrator', SystemRole.Admin, UserStatus.Active, 200],
      ['a super administrator', SystemRole.SuperAdmin, UserStatus.Active, 200],
    ];
    for (const [who, role, status, expected] of cases) {
      const token = role === null ? null : (await server.signIn(role, status)).token;
      expect([who, (await overview(token)).status]).toEqual([who, expected]);
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

describe('the figures on a year of orders', () => {
  beforeAll(async () => {
    // 8,000 orders over the last year with one or two SIMs each, in two set-based statements.
    const yearAgo = new Date(window.to.getTime() - 365 * 86400 * 1000);
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, status, payment_status, amount, payment_sum, created_at, updated_at)
       SELECT gen_random_uuid(), i % 8, i % 4, 10, CASE WHEN i % 4 > 0 THEN 10 ELSE 0 END,
         $1::timestamptz + (i * interval '3942 seconds'), now()
       FROM generate_series(1, 8000) AS i`,
      yearAgo,
    );
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO order_products (uuid, order_id, sim_status, is_send_bss, updated_at)
       SELECT gen_random_uuid(), o.id, (o.id + k) % 10, o.id % 7 > 0, now()
       FROM orders o CROSS JOIN generate_series(1, 1 + o.id % 2) AS k`,
    );
    await server.prisma.$executeRawUnsafe('ANALYZE orders');
    await server.prisma.$executeRawUnsafe('ANALYZE order_products');
  }, 120_000);

  it('reads orders and SIMs through their indexes, never every row', async () => {
    const plans: Record<string, string[]> = {};
    for (const [figure, sql] of Object.entries(DASHBOARD_SQL)) {
      const params = figure === 'newOrders' ? [] : [window.from, window.to];
      const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        ...params,
      );
      const plan = defined(rows[0], 'the plan row')['QUERY PLAN'];
      const root = defined(
        ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0],
        'the plan',
      ).Plan;
      plans[figure] = nodes(root)
        .filter((node) => node['Relation Name'] || node['Index Name'])
        .map(
          (node) =>
            `${node['Node Type'].replace('Bitmap Heap Scan', 'Bitmap Heap')}:${node['Index Name'] ?? node['Relation Name']}`,
        )
        .filter((scan) => !scan.startsWith('Bitmap Heap'));
    }
    const byCreatedAt = expect.stringMatching(/^(Index|Index Only|Bitmap Index) Scan:orders_created_at_idx$/);
    const sims = expect.stringMatching(/^(Index|Index Only|Bitmap Index) Scan:order_products_order_id_idx$/);
    expect(plans).toEqual({
      ordersPerDay: [byCreatedAt],
      revenue: [byCreatedAt],
      simFunnel: [byCreatedAt, sims],
      newOrders: [
        expect.stringMatching(/^(Index|Index Only|Bitmap Index) Scan:orders_status_created_at_idx$/),
      ],
      billingProblems: [byCreatedAt, sims],
    });
  });

  it('opens from each funnel stage and from the billing problems exactly the SIMs it counts', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const data = (await overview(token)).body.result.data as DashboardOverview;
    /** The web link's order list, every row of it (streamed over REST): order ids, one per SIM. */
    const listed = async (href: string) => {
      const query = new URL(href, server.url).searchParams.toString();
      const response = await server.request(`/api/web-api/orders/get-list?${query}`, { token });
      expect(response.status).toBe(200);
      return (response.body.data as Array<{ id: number }>).map((row) => row.id);
    };
    for (const stage of Object.keys(DASHBOARD_FIGURES.simFunnel) as SimFunnelStage[]) {
      expect(data.simFunnel[stage]).toBeGreaterThan(0);
      const rows = await listed(figureLinks.sims(data.range, stage));
      expect([stage, rows.length]).toEqual([stage, data.simFunnel[stage]]);
    }
    expect(data.billingProblems.products).toBeGreaterThan(0);
    const problems = await listed(figureLinks.billingProblems(data.range));
    expect(problems).toHaveLength(data.billingProblems.products);
    expect(new Set(problems).size).toBe(data.billingProblems.orders);
  });

  it('still answers the overview', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const data = (await overview(token)).body.result.data;
    const total = (data.ordersPerDay as Array<{ total: number }>).reduce(
      (sum, entry) => sum + entry.total,
      0,
    );
    const [counted] = await server.prisma.$queryRawUnsafe<Array<{ count: number }>>(
      'SELECT count(*)::int AS count FROM orders WHERE created_at >= $1 AND created_at < $2',
      window.from,
      window.to,
    );
    assertDefined(counted, 'counted');
    expect(total).toBe(counted.count);
    expect(total).toBeGreaterThan(600);
  });
});
