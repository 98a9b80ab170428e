import { type z } from 'zod';

import { rawQueryOf, type PrismaClient } from '@backoffice/db';
import { type OrderListQuery, type OrderListSortKey, parseRomeDateTime } from '@backoffice/shared';

import { dashboardFilterConditions } from './dashboard-filters';
import { type orderListRowSchema } from './shapes';

/**
 * The SQL of the order list: one row per SIM (order_products joined to orders), filtered, searched
 * and sorted in the database. A page is chosen by keys first (only order and SIM ids, so the sort
 * touches narrow rows) and only those rows are then read in full with their order's SIM counts.
 */

/** One list row exactly as the contract sends it. */
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** Each sort key: its column, and the SQL type a keyset value read back as text is cast to. */
const SORT_COLUMNS: Record<OrderListSortKey, { column: string; type: string }> = {
  create_at: { column: 'o.created_at', type: 'timestamptz' },
  id: { column: 'o.id', type: 'int' },
  amount: { column: 'o.amount', type: 'numeric' },
  first_name: { column: 'o.first_name', type: 'text' },
  last_name: { column: 'o.last_name', type: 'text' },
  email: { column: 'o.email', type: 'text' },
  phone: { column: 'o.phone', type: 'text' },
  fiscal_code: { column: 'o.fiscal_code', type: 'text' },
  status: { column: 'o.status', type: 'smallint' },
  payment_status: { column: 'o.payment_status', type: 'smallint' },
  is_esim: { column: 'p.is_esim', type: 'boolean' },
};

/** Columns every word of a search is looked for in (trigram indexes serve them). */
const SEARCH_COLUMNS = ['o.first_name', 'o.last_name', 'o.email', 'o.phone', 'o.fiscal_code'];
/** More words narrow a search no further in practice, and each costs an OR over five columns. */
const MAX_SEARCH_WORDS = 5;
/** A word of digits may also be the order number (an int4). */
const ORDER_NUMBER = /^\d{1,9}$/;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The rows a query selects, as SQL conditions over `o` (orders) and `p` (order_products). */
function conditions(query: OrderListQuery, params: unknown[]): string[] {
  const add = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  // The end is a whole second: 23:59:59 takes in 23:59:59.999.
  const end = new Date(parseRomeDateTime(query.endDate).getTime() + 1000);
  const where = [
    `o.created_at >= ${add(parseRomeDateTime(query.startDate), 'timestamptz')}`,
    `o.created_at < ${add(end, 'timestamptz')}`,
  ];
  if (query.status.length > 0) {
    where.push(`o.status IN (${query.status.map((status) => add(status, 'smallint')).join(', ')})`);
  }
  if (query.payment_status.length > 0) {
    where.push(
      `o.payment_status IN (${query.payment_status.map((status) => add(status, 'smallint')).join(', ')})`,
    );
  }
  if (query.is_esim !== undefined) where.push(`p.is_esim = ${add(query.is_esim === 1, 'boolean')}`);
  where.push(...dashboardFilterConditions(query, add));
  if (query.total_from !== undefined) where.push(`o.amount >= ${add(query.total_from, 'numeric')}`);
  if (query.total_to !== undefined) where.push(`o.amount <= ${add(query.total_to, 'numeric')}`);
  for (const word of query.search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)) {
    const pattern = add(`%${escapeLike(word)}%`, 'text');
    const matches = SEARCH_COLUMNS.map((column) => `${column} ILIKE ${pattern}`);
    if (ORDER_NUMBER.test(word)) matches.push(`o.id = ${add(Number(word), 'int')}`);
    where.push(`(${matches.join(' OR ')})`);
  }
  return where;
}

/** The sort, then order and SIM number as tie-breakers, all in the one direction. */
function orderBy(query: OrderListQuery): { keys: string[]; sql: string } {
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const keys = query.sort === 'id' ? ['o.id', 'p.id'] : [SORT_COLUMNS[query.sort].column, 'o.id', 'p.id'];
  return { keys, sql: keys.map((key) => `${key} ${direction}`).join(', ') };
}

const ROW_COLUMNS = `o.id, o.uuid::text AS uuid,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS create_at,
  o.first_name, o.last_name, o.email, o.fiscal_code, o.phone, o.amount::text AS amount,
  o.status::int AS status, o.payment_status::int AS payment_status, p.is_esim::int AS is_esim,
  p.uuid::text AS product_uuid`;

/** The order's eSIM and pSIM counts, for each row (`c`), by the order_products(order_id) index. */
const simCounts = (orderId: string) => `CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE s.is_esim)::int AS esim_count,
           count(*) FILTER (WHERE NOT s.is_esim)::int AS psim_count
    FROM order_products s WHERE s.order_id = ${orderId}) c`;

/** Reads in full the rows whose keys an inner query chose, in the inner query's order. */
function fullRows(inner: string, order: string) {
  return `SELECT ${ROW_COLUMNS}, c.esim_count, c.psim_count FROM (${inner}) page
    JOIN orders o ON o.id = page.order_id
    JOIN order_products p ON p.id = page.product_id
    ${simCounts('o.id')}
    ORDER BY ${order}`;
}

export interface SqlStatement {
  sql: string;
  params: unknown[];
}

/** The two statements of one page: its rows, and the number of rows the query matches. */
export function orderListPageStatements(
  query: OrderListQuery,
  page: { page: number; pageSize: number },
): { rows: SqlStatement; count: SqlStatement } {
  const params: unknown[] = [];
  const where = conditions(query, params).join(' AND ');
  const order = orderBy(query).sql;
  const count = {
    sql: `SELECT count(*)::int AS total FROM orders o JOIN order_products p ON p.order_id = o.id WHERE ${where}`,
    params: [...params],
  };
  params.push(page.pageSize, (page.page - 1) * page.pageSize);
  const inner = `SELECT o.id AS order_id, p.id AS product_id
    FROM orders o JOIN order_products p ON p.order_id = o.id
    WHERE ${where} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`;
  return { rows: { sql: fullRows(inner, order), params }, count };
}

/** One page of rows and the number of rows the query matches, in two statements run side by side. */
export async function readOrderListPage(
  prisma: PrismaClient,
  query: OrderListQuery,
  page: { page: number; pageSize: number },
): Promise<{ data: OrderListRow[]; total: number }> {
  const { rows, count } = orderListPageStatements(query, page);
  const run = rawQueryOf(prisma);
  const [data, counted] = await Promise.all([
    run<OrderListRow>(rows.sql, rows.params),
    run<{ total: number }>(count.sql, count.params),
  ]);
  return { data, total: counted[0]?.total ?? 0 };
}

/** Rows read per round trip while the whole range is streamed. */
export const ORDER_LIST_BATCH = 2000;

/**
 * Reads every row of the query in batches (keyset pagination on the sort and the ids, so each batch
 * starts where the last ended and memory stays flat however long the range is). The next batch is
 * asked for before the current one is handed over, so the database works while the caller writes.
 */
export async function* streamOrderList(
  prisma: PrismaClient,
  query: OrderListQuery,
  batch = ORDER_LIST_BATCH,
): AsyncGenerator<OrderListRow[]> {
  const { keys, sql: order } = orderBy(query);
  const types = query.sort === 'id' ? ['int', 'int'] : [SORT_COLUMNS[query.sort].type, 'int', 'int'];
  const comparison = query.direction === 'desc' ? '<' : '>';
  // Keys travel as text (k0…): a timestamp read into a JS Date would lose its microseconds. The
  // batch is read in full by the inner query (it is exactly the LIMIT, in index order: joining the
  // tables again made the planner scan both whole), and re-sorted on the typed keys (s0…).
  const keyColumns = keys.map((key, index) => `${key}::text AS k${index}, ${key} AS s${index}`).join(', ');
  const outerOrder = keys
    .map((_, index) => `page.s${index} ${query.direction === 'desc' ? 'DESC' : 'ASC'}`)
    .join(', ');

  const run = rawQueryOf(prisma);
  const fetchAfter = (after: string[] | null) => {
    const params: unknown[] = [];
    const where = conditions(query, params);
    if (after) {
      const placeholders = after.map((value, index) => {
        params.push(value);
        return `$${params.length}::${types[index]}`;
      });
      where.push(`(${keys.join(', ')}) ${comparison} (${placeholders.join(', ')})`);
      // The same bound on the first key alone: the row comparison spans two tables, so only this
      // lets an index on that key start where the last batch ended instead of skipping every row
      // already sent (which made a year of batches quadratic).
      where.push(`${keys[0]} ${comparison}= ${placeholders[0]}`);
    }
    params.push(batch);
    return run<OrderListRow & Record<string, unknown>>(
      `SELECT page.*, c.esim_count, c.psim_count FROM (
         SELECT ${ROW_COLUMNS}, ${keyColumns}
         FROM orders o JOIN order_products p ON p.order_id = o.id
         WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}) page
       ${simCounts('page.id')}
       ORDER BY ${outerOrder}`,
      params,
    );
  };

  let next = fetchAfter(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    const more = rows.length === batch;
    if (more) {
      next = fetchAfter(keys.map((_, index) => String(last[`k${index}`])));
      // Awaited on the next turn; if the caller stops first, its failure must not go unhandled.
      next.catch(() => undefined);
    }
    yield rows.map(({ k0: _k0, k1: _k1, k2: _k2, s0: _s0, s1: _s1, s2: _s2, ...row }) => row as OrderListRow);
    if (!more) return;
  }
}
