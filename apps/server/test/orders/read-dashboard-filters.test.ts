import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Prisma } from '@backoffice/db';
import {
  assertDefined,
  defined,
  type OrderListQueryInput,
  orderListQuerySchema,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { orderListPageStatements } from '../../../../packages/api/src/services/orders/list-sql';
import { getOrderListOutput } from '../../../../packages/api/src/services/orders/shapes';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The order list's `sim_status` and `billing_problem` filters (our extension of get-list, behind the
 * home dashboard's links): which SIM rows they keep, their refusals, and their plans.
 */
const LIST = '/api/web-api/orders/get-list';
const WINDOW = 'startDate=2026-01-10%2000:00:00&endDate=2026-01-20%2023:59:59';
const rome = (text: string) => new Date(`${text}+01:00`);

let server: TestServer;
let token: string;
/** Each SIM's name, by its product uuid. */
const simNames = new Map<string, string>();

type Sim = Partial<Prisma.OrderProductCreateWithoutOrderInput> & { name: string };

async function makeOrder(
  status: OrderStatus,
  day: string,
  sims: Sim[],
  paymentStatus: PaymentStatus = PaymentStatus.Paid,
) {
  const order = await server.prisma.order.create({
    data: {
      amount: '19.90',
      status,
      paymentStatus,
      createdAt: rome(`${day}T12:00:00`),
      products: {
        create: sims.map(({ name: _name, ...sim }) => ({ offerName: 'Giga 100', isSendBss: true, ...sim })),
      },
    },
    include: { products: { orderBy: { id: 'asc' } } },
  });
  order.products.forEach((product, index) =>
    simNames.set(product.uuid, defined(sims[index], 'sims[index]').name),
  );
}

const names = (body: { data: Array<{ product_uuid: string }> }) =>
  body.data.map((row) => simNames.get(row.product_uuid)).sort();

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn(SystemRole.NoRole)).token;
  await makeOrder(OrderStatus.New, '2026-01-11', [
    { name: 'new-pending', simStatus: SimStatus.PendingStartActivation },
    { name: 'new-activated', simStatus: SimStatus.AcceptedFromCompletedKYC, errorBss: '' },
    { name: 'new-failed-error', simStatus: SimStatus.CancelledFailedKYC, errorBss: 'Timeout' },
  ]);
  await makeOrder(OrderStatus.InProcess, '2026-01-12', [
    { name: 'process-cancelled-unsent', simStatus: SimStatus.CancelledByCustomer, isSendBss: false },
    { name: 'process-logistic', simStatus: SimStatus.InDelivery },
  ]);
  // Cancelled and abandoned orders are not expected in the billing system: no billing problem.
  await makeOrder(OrderStatus.Cancelled, '2026-01-13', [
    { name: 'cancelled-unsent', simStatus: SimStatus.CancelledByCustomer, isSendBss: false },
  ]);
  await makeOrder(OrderStatus.NotFinished, '2026-01-14', [
    { name: 'abandoned-error', simStatus: SimStatus.NoActive, errorBss: 'Rejected' },
  ]);
  await makeOrder(OrderStatus.Delivered, '2026-01-15', [
    { name: 'delivered-pending', simStatus: SimStatus.PendingFromCompletedKYC },
  ]);
  // Unpaid orders are not sent: no billing problem; one has a SIM activated all the same.
  await makeOrder(
    OrderStatus.New,
    '2026-01-16',
    [{ name: 'unpaid-unsent', simStatus: SimStatus.NoActive, isSendBss: false }],
    PaymentStatus.NotPaid,
  );
  await makeOrder(
    OrderStatus.InProcess,
    '2026-01-17',
    [{ name: 'unpaid-activated', simStatus: SimStatus.AcceptedFromCompletedKYC }],
    PaymentStatus.NotPaid,
  );
  // Outside the range.
  await makeOrder(OrderStatus.New, '2026-01-25', [
    { name: 'later-unsent', simStatus: SimStatus.PendingStartActivation, isSendBss: false },
  ]);
}, 60_000);
afterAll(() => server.close());

describe('get-list: sim_status and billing_problem', () => {
  it.each([
    ['sim_status=7', ['new-activated', 'unpaid-activated']],
    ['sim_status=1,2,3,4,5,6', ['delivered-pending', 'new-pending']],
    ['sim_status=9', ['cancelled-unsent', 'process-cancelled-unsent']],
    ['sim_status=8&sim_status=9', ['cancelled-unsent', 'new-failed-error', 'process-cancelled-unsent']],
    ['sim_status=0,102', ['abandoned-error', 'process-logistic', 'unpaid-unsent']],
    ['sim_status=9&status=5', ['cancelled-unsent']],
    ['billing_problem=1', ['new-failed-error', 'process-cancelled-unsent']],
    [
      'billing_problem=0',
      [
        'abandoned-error',
        'cancelled-unsent',
        'delivered-pending',
        'new-activated',
        'new-pending',
        'process-logistic',
        'unpaid-activated',
        'unpaid-unsent',
      ],
    ],
    ['activated_unpaid=1', ['unpaid-activated']],
    ['activated_unpaid=1&billing_problem=1', []],
    ['billing_problem=1&sim_status=9', ['process-cancelled-unsent']],
    ['billing_problem=1&status=5,6', []],
  ])('%s keeps exactly its SIMs, paged and streamed', async (query, expected) => {
    const [paged, streamed] = await Promise.all([
      server.request(`${LIST}?${WINDOW}&page=1&pageSize=50&${query}`, { token }),
      server.request(`${LIST}?${WINDOW}&${query}`, { token }),
    ]);
    expect([paged.status, streamed.status]).toEqual([200, 200]);
    expect(names(getOrderListOutput.strict().parse(paged.body))).toEqual(expected);
    expect(paged.body.total).toBe(expected.length);
    expect(names(getOrderListOutput.strict().parse(streamed.body))).toEqual(expected);
  });

  it('splits the range in two: with and without a billing problem', async () => {
    const [all, withProblem, without] = await Promise.all(
      ['', '&billing_problem=1', '&billing_problem=0'].map((query) =>
        server.request(`${LIST}?${WINDOW}&page=1${query}`, { token }),
      ),
    );
    assertDefined(withProblem, 'withProblem');
    assertDefined(without, 'without');
    assertDefined(all, 'all');
    expect(withProblem.body.total + without.body.total).toBe(all.body.total);
  });

  it.each([
    ['sim_status=10', 'sim_status'],
    ['sim_status=1,x', 'sim_status'],
    ['sim_status=-1', 'sim_status'],
    ['billing_problem=2', 'billing_problem'],
    ['billing_problem=yes', 'billing_problem'],
    ['activated_unpaid=2', 'activated_unpaid'],
  ])('refuses %s with a 400 naming %s, paged or streamed', async (query, field) => {
    for (const paging of ['page=1&', '']) {
      const response = await server.request(`${LIST}?${paging}${query}`, { token });
      expect(response.status).toBe(400);
      expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    }
  });

  it('takes the same filters over tRPC', async () => {
    const input = encodeURIComponent(
      JSON.stringify({
        startDate: '2026-01-10 00:00:00',
        endDate: '2026-01-20 23:59:59',
        page: 1,
        sim_status: [SimStatus.CancelledByCustomer],
        billing_problem: 1,
      }),
    );
    const response = await server.request(`/trpc/orders.getList?input=${input}`, { token });
    expect(names(response.body.result.data)).toEqual(['process-cancelled-unsent']);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** Every scan of a plan: `<node type>:<index or table>`. */
function scans(node: PlanNode): string[] {
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']}:${node['Index Name'] ?? node['Relation Name'] ?? ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

async function plan(input: OrderListQueryInput, statement: 'rows' | 'count'): Promise<string[]> {
  const query = orderListQuerySchema.parse(input);
  const { sql, params } = orderListPageStatements(query, query.paging ?? { page: 1, pageSize: 15 })[
    statement
  ];
  const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    ...params,
  );
  const json = defined(rows[0], 'rows[0]')['QUERY PLAN'];
  return scans(
    defined(((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0], 'the plan')
      .Plan,
  );
}

describe('the plans of the two filters on a year of orders', () => {
  const YEAR = { startDate: '2025-01-01 00:00:00', endDate: '2025-12-31 23:59:59' };
  const MONTH = { startDate: '2025-06-01 00:00:00', endDate: '2025-06-30 23:59:59' };

  beforeAll(async () => {
    // 8,000 orders with 1 to 4 SIMs, most activated or in logistics, one SIM in a hundred with a
    // billing problem: the shape of a working shop, where both filters pick few rows.
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, status, payment_status, amount, created_at, updated_at)
       SELECT gen_random_uuid(), i % 8, i % 4, 20, timestamptz '2025-01-01 00:00:00+01' + i * interval '65 minutes', now()
       FROM generate_series(1, 8000) AS i`,
    );
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO order_products (uuid, order_id, offer_name, sim_status, is_send_bss, error_bss, updated_at)
       SELECT gen_random_uuid(), o.id, 'Basic',
         CASE WHEN (o.id + k) % 20 = 0 THEN 8 WHEN (o.id + k) % 3 = 0 THEN 0 ELSE 7 END,
         (o.id + k) % 200 <> 0, CASE WHEN (o.id + k) % 200 = 100 THEN 'Timeout' END, now()
       FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 4) AS k
       WHERE o.created_at < '2026-01-01'`,
    );
    await server.prisma.$executeRawUnsafe('VACUUM ANALYZE orders');
    await server.prisma.$executeRawUnsafe('VACUUM ANALYZE order_products');
  }, 120_000);

  const indexScan = (index: string) =>
    expect.stringMatching(new RegExp(`^(Index|Index Only|Bitmap Index) Scan:${index}$`));

  it.each([
    ['sim_status', { sim_status: [SimStatus.CancelledFailedKYC] }, 'order_products_sim_status_idx'],
    ['billing_problem', { billing_problem: 1 }, 'order_products_billing_problem_idx'],
  ] as const)('%s never reads every SIM, and counts them through its index', async (_name, filter, index) => {
    for (const range of [MONTH, YEAR]) {
      // The first page may instead walk the created_at index back until it has a page.
      const rows = await plan({ ...range, ...filter, page: 1 }, 'rows');
      expect(rows).not.toContain('Seq Scan:order_products');
      const count = await plan({ ...range, ...filter, page: 1 }, 'count');
      expect(count).not.toContain('Seq Scan:order_products');
      expect(count).toContainEqual(indexScan(index));
    }
  });
});
