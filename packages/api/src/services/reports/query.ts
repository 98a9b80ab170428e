import { givingWay, isEmbedded, rawQueryOf, type PrismaClient } from '@backoffice/db';
import { OrderStatus, PaymentStatus, ReportType } from '@backoffice/shared';

/** One row of a report as the database gives it: texts, numbers and amounts as decimal text. */
export type ReportRow = Record<string, string | number | null>;

export interface ReportQuery {
  type: ReportType;
  from: Date;
  to: Date;
  /** Type 3: the discount code's id and/or its name (orders keep the name as typed). */
  discountCodeId?: string | null;
  discountCodeName?: string | null;
}

/** Rows fetched per round trip while streaming a report. */
export const REPORT_BATCH = 2000;

const ROME_TIME = `to_char(o.created_at AT TIME ZONE 'Europe/Rome', 'DD.MM.YYYY HH24:MI:SS')`;

const CUSTOMER = `${ROME_TIME} AS create_at, o.id, o.first_name, o.last_name, o.email, o.phone`;

const SIM_COUNTS = `LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE p.is_esim)::int AS esim_count,
           count(*) FILTER (WHERE NOT p.is_esim)::int AS psim_count
    FROM order_products p WHERE p.order_id = o.id) c ON true`;

/** Logistics: physical SIMs of each offer, 'Offer name x2, Other offer x1'. */
const PHYSICAL_SIMS = `LEFT JOIN LATERAL (
    SELECT coalesce(sum(n), 0)::int AS psim_count,
           coalesce(string_agg(offer_name || ' x' || n, ', ' ORDER BY offer_name), '') AS sim_count
    FROM (SELECT p.offer_name, count(*) AS n FROM order_products p
          WHERE p.order_id = o.id AND NOT p.is_esim GROUP BY p.offer_name) g) c ON true`;

interface Plan {
  select: string;
  from: string;
  where: string[];
  /** Keyset columns, in ORDER BY order. */
  keys: string[];
  /** The names the keyset values are read back under (the time as text: a Date would lose microseconds). */
  keyAliases: string[];
}

function plan(query: ReportQuery, params: unknown[]): Plan {
  params.push(query.from, query.to);
  const inRange = `o.created_at >= $1 AND o.created_at <= $2`;
  switch (query.type) {
    case ReportType.Logistics:
      // Orders to ship: paid, with at least one physical SIM, not cancelled or abandoned, and not
      // made with a discount code that says 'do not send to the logistic department'.
      return {
        select: `${CUSTOMER}, o.delivery_street_name AS street_name, o.delivery_street_number AS street_number,
          o.delivery_city AS city, o.delivery_province AS province, o.delivery_zip_code AS zip_code,
          o.delivery_country AS country, c.psim_count, c.sim_count, o.note, o.tracking, o.created_at::text AS k1`,
        from: `orders o ${PHYSICAL_SIMS} LEFT JOIN discount_codes d ON d.id = o.discount_code_id`,
        where: [
          inRange,
          `o.payment_status IN (${PaymentStatus.Paid}, ${PaymentStatus.PartiallyRefunded})`,
          `o.status NOT IN (${OrderStatus.Cancelled}, ${OrderStatus.NotFinished})`,
          `c.psim_count > 0`,
          `coalesce(d.dont_send_to_logistic, false) = false`,
        ],
        keys: ['o.created_at', 'o.id'],
        keyAliases: ['k1', 'id'],
      };
    case ReportType.ApnSettings:
      // One row per SIM that has a number: the numbers to send APN settings to.
      return {
        select: `${CUSTOMER}, p.msisdn, CASE WHEN p.is_esim THEN 'eSIM' ELSE 'pSIM' END AS sim_type,
          p.offer_name, o.platform, p.sim_status::int AS result, o.created_at::text AS k1, p.id AS k3`,
        from: `orders o JOIN order_products p ON p.order_id = o.id`,
        where: [inRange, `p.msisdn IS NOT NULL`, `p.msisdn <> ''`],
        keys: ['o.created_at', 'o.id', 'p.id'],
        keyAliases: ['k1', 'id', 'k3'],
      };
    case ReportType.OrderData:
      return {
        select: `${CUSTOMER}, o.note, o.fiscal_code, o.amount::text AS amount, o.status, o.payment_status,
          c.esim_count, c.psim_count, o.discount_amount::text AS discount_amount, o.platform, o.created_at::text AS k1`,
        from: `orders o ${SIM_COUNTS}`,
        where: [inRange],
        keys: ['o.created_at', 'o.id'],
        keyAliases: ['k1', 'id'],
      };
    case ReportType.DiscountCodes: {
      const match: string[] = [];
      if (query.discountCodeId) {
        params.push(query.discountCodeId);
        match.push(`o.discount_code_id = $${params.length}::uuid`);
      }
      if (query.discountCodeName) {
        params.push(query.discountCodeName);
        match.push(`upper(o.discount_code_name) = upper($${params.length})`);
      }
      return {
        select: `${CUSTOMER}, coalesce(d.name, o.discount_code_name, '') AS discount_code,
          o.amount::text AS amount, o.discount_amount::text AS discount_amount, o.status, o.payment_status,
          c.esim_count, c.psim_count, o.created_at::text AS k1`,
        from: `orders o ${SIM_COUNTS} LEFT JOIN discount_codes d ON d.id = o.discount_code_id`,
        where: [inRange, match.length > 0 ? `(${match.join(' OR ')})` : 'false'],
        keys: ['o.created_at', 'o.id'],
        keyAliases: ['k1', 'id'],
      };
    }
  }
}

export async function countReport(prisma: PrismaClient, query: ReportQuery): Promise<number> {
  const params: unknown[] = [];
  const p = plan(query, params);
  const rows = await rawQueryOf(prisma)<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${p.from} WHERE ${p.where.join(' AND ')}`,
    params,
  );
  return rows[0]?.total ?? 0;
}

/**
 * Reads a report in batches of REPORT_BATCH rows ordered by creation time (keyset pagination, so
 * each batch is an index range scan and memory stays flat however long the report is). The next
 * batch is asked for before the current one is handed over, so the database works while the caller
 * writes.
 */
export async function* streamReport(
  prisma: PrismaClient,
  query: ReportQuery,
  options: { limit?: number; batch?: number } = {},
): AsyncGenerator<ReportRow[]> {
  const batch = options.batch ?? REPORT_BATCH;
  let remaining = options.limit ?? Number.POSITIVE_INFINITY;
  const keyAliases = plan(query, []).keyAliases;
  // Every column is already text or a number, as the files write it.
  const run = rawQueryOf(prisma);

  const fetchAfter = (after: unknown[] | null, size: number) => {
    const params: unknown[] = [];
    const p = plan(query, params);
    const where = [...p.where];
    if (after) {
      const placeholders = after.map((value, index) => {
        params.push(value);
        return `$${params.length}${index === 0 ? '::timestamptz' : '::int'}`;
      });
      where.push(`(${p.keys.join(', ')}) > (${placeholders.join(', ')})`);
    }
    params.push(size);
    return run<ReportRow>(
      `SELECT ${p.select} FROM ${p.from} WHERE ${where.join(' AND ')}
       ORDER BY ${p.keys.join(', ')} LIMIT $${params.length}`,
      params,
    );
  };

  // On PGlite (one query at a time on this thread) nothing is read ahead, and each batch gives way.
  const embedded = isEmbedded(prisma);
  const giveWay = givingWay(prisma);
  let size = Math.min(batch, remaining);
  let pending: Promise<ReportRow[]> | null = size > 0 ? fetchAfter(null, size) : null;
  try {
    while (pending) {
      const rows = await pending;
      pending = null;
      if (rows.length === 0) return;
      remaining -= rows.length;
      const last = rows[rows.length - 1] as ReportRow;
      const nextSize = Math.min(batch, remaining);
      const more = rows.length === size && nextSize > 0;
      const fetchNext = () =>
        fetchAfter(
          keyAliases.map((alias) => last[alias]),
          nextSize,
        );
      if (more && !embedded) pending = fetchNext();
      yield rows;
      if (more && embedded) {
        await giveWay();
        pending = fetchNext();
      }
      if (more) size = nextSize;
    }
  } finally {
    // The caller stopped early: the batch asked for in advance is dropped.
    pending?.catch(() => undefined);
  }
}
