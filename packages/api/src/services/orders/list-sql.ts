import { type z } from 'zod';

import { givingWay, isEmbedded, rawQueryOf, type PrismaClient } from '@backoffice/db';
import {
  BillingProblemFilter,
  defined,
  type OrderListQuery,
  type OrderListSortKey,
  orderNumberSearch,
  type OrderWindowBound,
  parseRomeDateTime,
  type SimStatus,
} from '@backoffice/shared';

import { searchWordsOf } from '../list-search';
import { ACTIVATED_UNPAID_ORDER_SQL, dashboardFilterConditions } from './dashboard-filters';
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

/**
 * Where every word of a search is looked for, one statement per table and group: the customer's
 * columns, the tracking code, and the SIMs' number, ICCID and number being ported. Trigram indexes
 * serve each column; the tracking code stands apart because one more index in the customer's OR tipped
 * the planner into reading the whole table on small ones.
 */
const ORDER_SEARCH_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'fiscal_code'];
const TRACKING_SEARCH_COLUMNS = ['tracking'];
const SIM_SEARCH_COLUMNS = ['msisdn', 'iccid', 'portation_mobile_number'];
/** A word of digits may also be the order number (an int4). */
const ORDER_NUMBER = /^\d{1,9}$/;
/** A search that is a phone number as people write it: digits with spaces, dashes, dots or brackets. */
const PHONE_LIKE = /^\+?[\d\s\-./()]+$/;
/** Italy's country code, written +39 or 0039 before a 10-digit national number. */
const ITALIAN_PREFIX = /^(?:00)?39(?=\d{9,10}$)/;

/** A text matched literally inside a LIKE pattern. */
export const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The words of a search. A phone number written with spaces or a country code ("+39 312 535 1084")
 * is one word of its national digits, found in a stored "+393125351084" as in an MSISDN.
 */
export function searchWords(search: string): string[] {
  const digits = search.replace(/\D/g, '');
  if (PHONE_LIKE.test(search) && /\s|[-./()]|^\+/.test(search.trim()) && digits.length >= 6) {
    return [digits.replace(ITALIAN_PREFIX, '')];
  }
  return searchWordsOf(search);
}

/** Whether a query filters the SIMs themselves (not only their orders): its count needs the SIM rows. */
const filtersSims = (query: OrderListQuery) =>
  query.is_esim !== undefined || query.sim_status.length > 0 || query.billing_problem !== undefined;

/**
 * The count of the rows (SIMs) and orders a query matches. A query on orders alone counts them from
 * the orders (their `sim_count`, kept by triggers), which the (created_at, sim_count) index answers
 * without reading a SIM; a query on the SIMs counts its SIM rows.
 */
function countStatement(query: OrderListQuery, where: string, extraColumns = ''): string {
  return filtersSims(query)
    ? `SELECT count(*)::int AS total, count(DISTINCT o.id)::int AS orders${extraColumns}
       FROM orders o JOIN order_products p ON p.order_id = o.id WHERE ${where}`
    : `SELECT coalesce(sum(o.sim_count), 0)::int AS total,
         count(*) FILTER (WHERE o.sim_count > 0)::int AS orders${extraColumns}
       FROM orders o WHERE ${where}`;
}

/** Which ends of the date window are open (the desk's cleared days, its search over every date), and
 * whether only some orders are wanted (an export of the desk's selection). */
export interface ListScope {
  openBounds?: readonly OrderWindowBound[];
  orderUuids?: readonly string[];
}

/**
 * What a query selects, as SQL conditions: on the order (`o`), on its SIM (`p`, order_products), and
 * the search (on the order, through its SIMs and tracking too).
 */
function conditionParts(query: OrderListQuery, params: unknown[], scope: ListScope = {}) {
  const add = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  // The conditions on the order alone, which each search branch repeats (below).
  const onOrder: string[] = [];
  const openBounds = scope.openBounds ?? [];
  if (!openBounds.includes('startDate')) {
    onOrder.push(`o.created_at >= ${add(parseRomeDateTime(query.startDate), 'timestamptz')}`);
  }
  if (!openBounds.includes('endDate')) {
    // The end is a whole second: 23:59:59 takes in 23:59:59.999.
    const end = new Date(parseRomeDateTime(query.endDate).getTime() + 1000);
    onOrder.push(`o.created_at < ${add(end, 'timestamptz')}`);
  }
  if (scope.orderUuids) onOrder.push(`o.uuid = ANY(${add(scope.orderUuids, 'uuid[]')})`);
  if (query.status.length > 0) {
    onOrder.push(`o.status IN (${query.status.map((status) => add(status, 'smallint')).join(', ')})`);
  }
  if (query.payment_status.length > 0) {
    onOrder.push(
      `o.payment_status IN (${query.payment_status.map((status) => add(status, 'smallint')).join(', ')})`,
    );
  }
  if (query.activated_unpaid === BillingProblemFilter.With) onOrder.push(ACTIVATED_UNPAID_ORDER_SQL);
  if (query.activated_unpaid === BillingProblemFilter.Without) {
    onOrder.push(`NOT ${ACTIVATED_UNPAID_ORDER_SQL}`);
  }
  if (query.total_from !== undefined) onOrder.push(`o.amount >= ${add(query.total_from, 'numeric')}`);
  if (query.total_to !== undefined) onOrder.push(`o.amount <= ${add(query.total_to, 'numeric')}`);
  const onSim: string[] = [];
  if (query.is_esim !== undefined) onSim.push(`p.is_esim = ${add(query.is_esim === 1, 'boolean')}`);
  onSim.push(...dashboardFilterConditions(query, add));

  const searched: string[] = [];
  const orderNumber = orderNumberSearch(query.search);
  const words = orderNumber?.alone ? [] : searchWords(query.search);
  if (orderNumber?.alone) searched.push(`o.id = ${add(orderNumber.id, 'int')}`);
  for (const word of words) {
    const pattern = add(`%${escapeLike(word)}%`, 'text');
    const matching = (columns: string[], alias: string) =>
      columns.map((column) => `${alias}.${column} ILIKE ${pattern}`).join(' OR ');
    const numbered = ORDER_NUMBER.test(word) ? ` OR o.id = ${add(Number(word), 'int')}` : '';
    // One branch per table and group, each with the order's own conditions, so the planner picks per
    // branch: a bitmap OR of the trigram indexes when the words are rare, the order filters' indexes
    // (a status, a total range, the days) when those are narrower.
    const within = (condition: string) => [...onOrder, `(${condition})`].join(' AND ');
    searched.push(
      `o.id IN (SELECT o.id FROM orders o WHERE ${within(matching(ORDER_SEARCH_COLUMNS, 'o') + numbered)}
        UNION SELECT o.id FROM orders o WHERE ${within(matching(TRACKING_SEARCH_COLUMNS, 'o'))}
        UNION SELECT o.id FROM orders o JOIN order_products s ON s.order_id = o.id
          WHERE ${within(matching(SIM_SEARCH_COLUMNS, 's'))})`,
    );
  }
  return { onOrder, onSim, searched };
}

/** The rows (SIMs) a query selects, as SQL conditions over `o` (orders) and `p` (order_products). */
function conditions(query: OrderListQuery, params: unknown[], scope: ListScope = {}): string[] {
  const { onOrder, onSim, searched } = conditionParts(query, params, scope);
  const all = [...onOrder, ...onSim, ...searched];
  // The desk's list over every date without a search or filter has none: every row.
  return all.length > 0 ? all : ['TRUE'];
}

/**
 * The orders a query selects, as SQL conditions over `o`: an order is in when its own conditions hold
 * and one of its SIMs meets the SIM conditions (an order without SIMs never is, as in the SIM rows).
 */
function orderConditions(query: OrderListQuery, params: unknown[], scope: ListScope): string[] {
  const { onOrder, onSim, searched } = conditionParts(query, params, scope);
  const withSim =
    onSim.length > 0
      ? `EXISTS (SELECT 1 FROM order_products p WHERE p.order_id = o.id AND ${onSim.join(' AND ')})`
      : 'o.sim_count > 0';
  return [...onOrder, ...searched, withSim];
}

/** The sort, then order and SIM number as tie-breakers, all in the one direction. */
function orderBy(query: OrderListQuery): { keys: string[]; sql: string } {
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const keys = query.sort === 'id' ? ['o.id', 'p.id'] : [SORT_COLUMNS[query.sort].column, 'o.id', 'p.id'];
  return { keys, sql: keys.map((key) => `${key} ${direction}`).join(', ') };
}

const ORDER_COLUMNS = `o.id, o.uuid::text AS uuid,
  to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS create_at,
  o.first_name, o.last_name, o.email, o.fiscal_code, o.phone, o.amount::text AS amount,
  o.status::int AS status, o.payment_status::int AS payment_status`;
const ROW_COLUMNS = `${ORDER_COLUMNS}, p.is_esim::int AS is_esim, p.uuid::text AS product_uuid`;

/** What a desk row has beyond the contract's row: its order's version and tracking code. */
const DESK_COLUMNS = ', o.version, o.tracking';

/** What the desk's count reads besides: the newest order number (new orders are counted after it). */
const DESK_COUNT_COLUMNS = ', (SELECT coalesce(max(id), 0) FROM orders) AS newest_id';

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

/** A search that is an order number shows that order first, on the first page. */
function pinnedFirst(query: OrderListQuery, params: unknown[], sorted: string): string {
  const pinned = orderNumberSearch(query.search);
  if (!pinned) return sorted;
  params.push(pinned.id);
  return `(o.id = $${params.length}::int) DESC, ${sorted}`;
}

/** The two statements of one page: its rows, and the number of rows (and orders) the query matches. */
export function orderListPageStatements(
  query: OrderListQuery,
  page: { page: number; pageSize: number },
): { rows: SqlStatement; count: SqlStatement } {
  const params: unknown[] = [];
  const where = conditions(query, params).join(' AND ');
  const sorted = orderBy(query).sql;
  const count = { sql: countStatement(query, where), params: [...params] };
  const order = pinnedFirst(query, params, sorted);
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

/** One SIM of a desk row, as the row summarises it. */
export interface OrderDeskSim {
  uuid: string;
  is_esim: 0 | 1;
  sim_status: SimStatus;
}

/** What the desk reads of an order beyond the contract's row. */
interface DeskColumns {
  version: number;
  tracking: string;
}

/** A desk row: one order, with its version, tracking code, SIM counts and SIMs. */
export type OrderDeskRow = Omit<OrderListRow, 'is_esim' | 'product_uuid'> &
  DeskColumns & { sims: OrderDeskSim[] };

/** An order has an eSIM: the desk's order rows sorted by SIM type. */
const HAS_ESIM_SQL = 'EXISTS (SELECT 1 FROM order_products e WHERE e.order_id = o.id AND e.is_esim)';

/** The desk's order rows' sort: the sort key over the order, then the order number. */
function orderRowsOrderBy(query: OrderListQuery): string {
  const direction = query.direction === 'desc' ? 'DESC' : 'ASC';
  const key = query.sort === 'is_esim' ? HAS_ESIM_SQL : SORT_COLUMNS[query.sort].column;
  return [...(query.sort === 'id' ? [] : [key]), 'o.id'].map((column) => `${column} ${direction}`).join(', ');
}

/**
 * The two statements of one desk page: its rows, one per order with its SIMs, and how many SIMs and
 * orders match (the SIM rows' count, so the figures are those of the list) with the newest order
 * number when it was read (new orders are counted after it).
 */
export function orderDeskPageStatements(
  query: OrderListQuery,
  page: { page: number; pageSize: number },
  scope: ListScope,
): { rows: SqlStatement; count: SqlStatement } {
  const countParams: unknown[] = [];
  const countWhere = conditions(query, countParams, scope).join(' AND ');
  const params: unknown[] = [];
  const where = orderConditions(query, params, scope).join(' AND ');
  const order = pinnedFirst(query, params, orderRowsOrderBy(query));
  params.push(page.pageSize, (page.page - 1) * page.pageSize);
  const rows = `SELECT ${ORDER_COLUMNS}${DESK_COLUMNS}, c.esim_count, c.psim_count, c.sims
    FROM (SELECT o.id AS order_id FROM orders o WHERE ${where}
          ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}) page
    JOIN orders o ON o.id = page.order_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE s.is_esim)::int AS esim_count,
             count(*) FILTER (WHERE NOT s.is_esim)::int AS psim_count,
             json_agg(json_build_object('uuid', s.uuid, 'is_esim', s.is_esim::int,
               'sim_status', s.sim_status::int) ORDER BY s.id) AS sims
      FROM order_products s WHERE s.order_id = o.id) c
    ORDER BY ${order}`;
  return {
    rows: { sql: rows, params },
    count: { sql: countStatement(query, countWhere, DESK_COUNT_COLUMNS), params: countParams },
  };
}

/** One page of the desk's queue (`orderDeskPageStatements`), its two statements run side by side. */
export async function readOrderDeskPage(
  prisma: PrismaClient,
  query: OrderListQuery,
  page: { page: number; pageSize: number },
  scope: ListScope,
): Promise<{ data: OrderDeskRow[]; total: number; orders: number; newest_id: number }> {
  const { rows, count } = orderDeskPageStatements(query, page, scope);
  const run = rawQueryOf(prisma);
  const [data, counted] = await Promise.all([
    run<OrderDeskRow>(rows.sql, rows.params),
    run<{ total: number; orders: number; newest_id: number }>(count.sql, count.params),
  ]);
  return {
    data,
    total: counted[0]?.total ?? 0,
    orders: counted[0]?.orders ?? 0,
    newest_id: counted[0]?.newest_id ?? 0,
  };
}

/**
 * What changed since a desk page was read: the shown orders whose version moved (with what the row
 * shows of them), and how many orders matching the query arrived after `afterId`.
 */
/** An order shown on the desk that changed since: what its row shows of it now. */
type OrderDeskChange = Pick<OrderListRow, 'uuid' | 'status' | 'payment_status'> & {
  version: number;
  tracking: string;
};

export async function readOrderDeskChanges(
  prisma: PrismaClient,
  query: OrderListQuery,
  scope: ListScope,
  since: { afterId: number; shown: ReadonlyArray<{ uuid: string; version: number }> },
): Promise<{ changed: OrderDeskChange[]; new_orders: number }> {
  const run = rawQueryOf(prisma);
  const params: unknown[] = [];
  const where = conditions(query, params, scope);
  params.push(since.afterId);
  where.push(`o.id > $${params.length}::int`);
  const uuids = since.shown.map((row) => row.uuid);
  const [current, arrived] = await Promise.all([
    uuids.length === 0
      ? Promise.resolve([])
      : run<OrderDeskChange>(
          `SELECT uuid::text AS uuid, version, status::int AS status, payment_status::int AS payment_status, tracking
           FROM orders WHERE uuid = ANY($1::uuid[])`,
          [uuids],
        ),
    run<{ orders: number }>(countStatement(query, where.join(' AND ')), params),
  ]);
  const shownVersion = new Map(since.shown.map((row) => [row.uuid, row.version]));
  return {
    changed: current.filter((row) => shownVersion.get(row.uuid) !== row.version),
    new_orders: arrived[0]?.orders ?? 0,
  };
}

interface StreamOptions extends ListScope {
  /** Rows read per round trip (ORDER_LIST_BATCH). */
  batch?: number;
  /** Each row's order version and tracking code too (the desk's export). */
  deskColumns?: boolean;
}

/** Rows read per round trip while the whole range is streamed. */
export const ORDER_LIST_BATCH = 2000;

/**
 * Reads every row of the query in batches (keyset pagination on the sort and the ids, so each batch
 * starts where the last ended and memory stays flat however long the range is). The next batch is
 * asked for before the current one is handed over, so the database works while the caller writes.
 */
export function streamOrderList(
  prisma: PrismaClient,
  query: OrderListQuery,
  options?: StreamOptions & { deskColumns?: false },
): AsyncGenerator<OrderListRow[]>;
export function streamOrderList(
  prisma: PrismaClient,
  query: OrderListQuery,
  options: StreamOptions & { deskColumns: true },
): AsyncGenerator<Array<OrderListRow & DeskColumns>>;
export async function* streamOrderList(
  prisma: PrismaClient,
  query: OrderListQuery,
  options: StreamOptions = {},
): AsyncGenerator<OrderListRow[]> {
  const { batch = ORDER_LIST_BATCH, deskColumns = false, ...scope } = options;
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
    const where = conditions(query, params, scope);
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
         SELECT ${ROW_COLUMNS}${deskColumns ? DESK_COLUMNS : ''}, ${keyColumns}
         FROM orders o JOIN order_products p ON p.order_id = o.id
         WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.length}) page
       ${simCounts('page.id')}
       ORDER BY ${outerOrder}`,
      params,
    );
  };

  // On PGlite (one query at a time on this thread) nothing is read ahead, and each batch gives way.
  const embedded = isEmbedded(prisma);
  const giveWay = givingWay(prisma);
  let next = fetchAfter(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const last = defined(rows.at(-1), 'the last row of a batch');
    const more = rows.length === batch;
    const after = keys.map((_, index) => String(last[`k${index}`]));
    if (more && !embedded) {
      next = fetchAfter(after);
      // Awaited on the next turn; if the caller stops first, its failure must not go unhandled.
      next.catch(() => undefined);
    }
    yield rows.map(({ k0: _k0, k1: _k1, k2: _k2, s0: _s0, s1: _s1, s2: _s2, ...row }) => row as OrderListRow);
    if (!more) return;
    if (embedded) {
      await giveWay();
      next = fetchAfter(after);
    }
  }
}
