import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, type OrderListQueryInput, orderListQuerySchema } from '@backoffice/shared';

import { orderListPageStatements } from '../../../../packages/api/src/services/orders/list-sql';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The plans behind the order list (the statements get-list sends): the default first page walks the
 * created_at index backwards and stops after a page; a search over a long range reads the trigram
 * indexes of every searched column; the total filter over a long range reads the amount index. Runs on PGlite and,
 * with TEST_DATABASE_URL, on PostgreSQL. The bench measures the same statements on 100,000 orders.
 */
let server: TestServer;
const ORDERS = 8_000;
const YEAR = { startDate: '2025-01-01 00:00:00', endDate: '2025-12-31 23:59:59' };

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}

async function plan(input: OrderListQueryInput, statement: 'rows' | 'count'): Promise<PlanNode> {
  const query = orderListQuerySchema.parse(input);
  const { sql, params } = orderListPageStatements(query, query.paging ?? { page: 1, pageSize: 15 })[
    statement
  ];
  const rows = await server.prisma.$queryRawUnsafe<{ 'QUERY PLAN': unknown }[]>(
    `EXPLAIN (FORMAT JSON) ${sql}`,
    ...params,
  );
  const json = defined(rows[0], 'rows[0]')['QUERY PLAN'];
  return defined(
    ((typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[])[0],
    'the plan',
  ).Plan;
}

/** Every scan of the plan: `<node type>[ Backward]:<index or table>`. */
function scans(node: PlanNode): string[] {
  const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
  const own = /Scan/.test(node['Node Type'])
    ? [`${node['Node Type']}${direction}:${node['Index Name'] ?? node['Relation Name'] ?? ''}`]
    : [];
  return [...own, ...(node.Plans ?? []).flatMap(scans)];
}

beforeAll(async () => {
  server = await startTestServer();
  // A year of orders, 1 to 4 SIMs each; last names repeat every 997 orders, as in the bench seed.
  await server.prisma.$executeRawUnsafe(
    `INSERT INTO orders (uuid, status, payment_status, amount, first_name, last_name, fiscal_code, email, phone,
       created_at, updated_at)
     SELECT gen_random_uuid(), i % 8, i % 4, round((9.99 + (i % 50))::numeric, 2), 'Name' || i,
       'Surname' || (i % 997), 'RSSMRA80A01H501' || chr(65 + i % 26), 'customer' || i || '@example.test',
       '+39 333 ' || lpad(i::text, 7, '0'),
       timestamptz '2025-01-01 00:00:00+01' + i * interval '65 minutes', now()
     FROM generate_series(1, ${ORDERS}) AS i`,
  );
  await server.prisma.$executeRawUnsafe(
    `INSERT INTO order_products (uuid, order_id, offer_name, is_esim, updated_at)
     SELECT gen_random_uuid(), o.id, 'Basic', (o.id + k) % 3 = 0, now()
     FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 4) AS k`,
  );
  // ANALYZE for the statistics, VACUUM to merge the GIN pending lists.
  await server.prisma.$executeRawUnsafe('VACUUM ANALYZE orders');
  await server.prisma.$executeRawUnsafe('VACUUM ANALYZE order_products');
}, 120_000);
afterAll(() => server.close());

describe('indexes behind the order list', () => {
  it('the first page of a week walks the created_at index backwards, never the whole table', async () => {
    const week = { startDate: '2025-06-01 00:00:00', endDate: '2025-06-07 23:59:59', page: 1 };
    const rows = scans(await plan(week, 'rows'));
    expect(rows).toContain('Index Scan Backward:orders_created_at_idx');
    expect(rows.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
    const counted = scans(await plan(week, 'count'));
    expect(counted.filter((scan) => scan.startsWith('Seq Scan'))).toEqual([]);
    // Orders and SIMs counted from the orders' sim_count: no SIM row is read.
    expect(
      counted.filter((scan) => scan.endsWith(':order_products') || scan.includes('order_products_')),
    ).toEqual([]);
  });

  it('a search over a year reads the trigram indexes of the customer, the tracking code and the SIMs', async () => {
    const searched = scans(await plan({ ...YEAR, page: 1, search: 'Surname420' }, 'count'));
    for (const column of ['first_name', 'last_name', 'email', 'phone', 'fiscal_code', 'tracking']) {
      expect(searched).toContain(`Bitmap Index Scan:orders_${column}_trgm_idx`);
    }
    for (const column of ['msisdn', 'iccid', 'portation']) {
      expect(searched).toContain(`Bitmap Index Scan:order_products_${column}_trgm_idx`);
    }
    expect(searched.filter((scan) => scan === 'Seq Scan:orders')).toEqual([]);
  });

  it('the total filter over a year reads the amount index', async () => {
    const filtered = scans(await plan({ ...YEAR, page: 1, total_from: '58.99' }, 'count'));
    expect(filtered.some((scan) => scan.endsWith(':orders_amount_idx'))).toBe(true);
    expect(filtered.filter((scan) => scan === 'Seq Scan:orders')).toEqual([]);
  });

  it('a status filter over a year reads the (status, created_at) index', async () => {
    const filtered = scans(await plan({ ...YEAR, page: 1, status: [0] }, 'count'));
    expect(filtered.some((scan) => scan.endsWith(':orders_status_created_at_idx'))).toBe(true);
  });
});
