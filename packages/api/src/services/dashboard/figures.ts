import { type PrismaClient } from '@backoffice/db';
import { cents, DASHBOARD_FIGURES, defined, Money, OrderStatus, toMoney } from '@backoffice/shared';

import { BILLING_EXPECTED_ORDER_SQL, SIM_BILLING_PROBLEM_SQL } from '../orders/dashboard-filters';
import { type DashboardWindow } from './window';

/**
 * The home page's figures. Each is ONE aggregate query that reaches orders through an index on
 * created_at or (status, created_at) and SIMs through order_products(order_id), never by reading
 * every order (apps/server/test/dashboard checks the plans with EXPLAIN).
 */

const ROME_DAY = `to_char(o.created_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')`;
const IN_WINDOW = `o.created_at >= $1 AND o.created_at < $2`;

const { paidPaymentStatuses, refundedPaymentStatuses, simFunnel: FUNNEL } = DASHBOARD_FIGURES;

const list = (values: readonly number[]) => values.join(', ');

/** The SQL of each figure; $1 and $2 are the window's bounds (`newOrders` takes none). */
export const DASHBOARD_SQL = {
  ordersPerDay: `SELECT ${ROME_DAY} AS day, o.status::int AS status, count(*)::int AS count
     FROM orders o WHERE ${IN_WINDOW} GROUP BY 1, 2`,
  revenue: `SELECT ${ROME_DAY} AS day,
       coalesce(sum(o.payment_sum) FILTER (WHERE o.payment_status IN (${list(paidPaymentStatuses)})), 0)::text AS revenue,
       coalesce(sum(o.refund_sum), 0)::text AS refunds,
       count(*) FILTER (WHERE o.payment_status IN (${list(paidPaymentStatuses)}))::int AS paid_orders,
       count(*) FILTER (WHERE o.payment_status IN (${list(refundedPaymentStatuses)}))::int AS refunded_orders
     FROM orders o WHERE ${IN_WINDOW} GROUP BY 1`,
  simFunnel: `SELECT coalesce(sum(s.pending), 0)::int AS pending, coalesce(sum(s.activated), 0)::int AS activated,
       coalesce(sum(s.failed_kyc), 0)::int AS "failedKyc", coalesce(sum(s.cancelled), 0)::int AS cancelled
     FROM orders o CROSS JOIN LATERAL (
       SELECT
         count(*) FILTER (WHERE p.sim_status IN (${list(FUNNEL.pending)})) AS pending,
         count(*) FILTER (WHERE p.sim_status IN (${list(FUNNEL.activated)})) AS activated,
         count(*) FILTER (WHERE p.sim_status IN (${list(FUNNEL.failedKyc)})) AS failed_kyc,
         count(*) FILTER (WHERE p.sim_status IN (${list(FUNNEL.cancelled)})) AS cancelled
       FROM order_products p WHERE p.order_id = o.id) s
     WHERE ${IN_WINDOW}`,
  newOrders: `SELECT count(*)::int AS count,
       to_char(min(o.created_at) AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD HH24:MI:SS') AS oldest
     FROM orders o WHERE o.status = ${OrderStatus.New}`,
  billingProblems: `SELECT coalesce(sum(s.products), 0)::int AS products, count(*) FILTER (WHERE s.products > 0)::int AS orders,
       coalesce(sum(s.with_error), 0)::int AS "withError", coalesce(sum(s.not_sent), 0)::int AS "notSent"
     FROM orders o CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE ${SIM_BILLING_PROBLEM_SQL}) AS products,
         count(*) FILTER (WHERE p.error_bss <> '') AS with_error,
         count(*) FILTER (WHERE NOT p.is_send_bss) AS not_sent
       FROM order_products p WHERE p.order_id = o.id) s
     WHERE ${IN_WINDOW} AND ${BILLING_EXPECTED_ORDER_SQL}`,
};

export interface OrdersDay {
  day: string;
  total: number;
  /** Orders created that day, by order status value. */
  byStatus: Record<string, number>;
}

export async function ordersPerDay(prisma: PrismaClient, window: DashboardWindow): Promise<OrdersDay[]> {
  const rows = await prisma.$queryRawUnsafe<Array<{ day: string; status: number; count: number }>>(
    DASHBOARD_SQL.ordersPerDay,
    window.from,
    window.to,
  );
  const days = new Map<string, OrdersDay>(window.days.map((day) => [day, { day, total: 0, byStatus: {} }]));
  for (const row of rows) {
    const entry = days.get(row.day);
    if (!entry) continue;
    entry.byStatus[row.status] = row.count;
    entry.total += row.count;
  }
  return [...days.values()];
}

export interface RevenueDay {
  day: string;
  /** Decimal texts in euros. */
  revenue: string;
  refunds: string;
}

export interface Revenue {
  revenue: string;
  refunds: string;
  net: string;
  paidOrders: number;
  refundedOrders: number;
  byDay: RevenueDay[];
}

/** Money received (payment_sum) and given back (refund_sum) on the orders created each day. */
export async function revenueAndRefunds(prisma: PrismaClient, window: DashboardWindow): Promise<Revenue> {
  const rows = await prisma.$queryRawUnsafe<
    Array<{ day: string; revenue: string; refunds: string; paid_orders: number; refunded_orders: number }>
  >(DASHBOARD_SQL.revenue, window.from, window.to);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  let revenue = new Money(0);
  let refunds = new Money(0);
  let paidOrders = 0;
  let refundedOrders = 0;
  for (const row of rows) {
    revenue = revenue.plus(toMoney(row.revenue));
    refunds = refunds.plus(toMoney(row.refunds));
    paidOrders += row.paid_orders;
    refundedOrders += row.refunded_orders;
  }
  return {
    revenue: cents(revenue),
    refunds: cents(refunds),
    net: cents(revenue.minus(refunds)),
    paidOrders,
    refundedOrders,
    byDay: window.days.map((day) => {
      const row = byDay.get(day);
      return {
        day,
        revenue: row ? cents(toMoney(row.revenue)) : '0.00',
        refunds: row ? cents(toMoney(row.refunds)) : '0.00',
      };
    }),
  };
}

export interface SimFunnel {
  pending: number;
  activated: number;
  failedKyc: number;
  cancelled: number;
}

/** SIMs of the window's orders by activation stage: pending 1 to 6, activated 7, failed KYC 8, cancelled 9. */
export async function simFunnel(prisma: PrismaClient, window: DashboardWindow): Promise<SimFunnel> {
  const rows = await prisma.$queryRawUnsafe<SimFunnel[]>(DASHBOARD_SQL.simFunnel, window.from, window.to);
  return defined(rows[0], 'an aggregate row');
}

export interface NewOrders {
  count: number;
  /** Rome wall time of the oldest order still New, or null when none waits. */
  oldest: string | null;
}

/** Orders waiting in New, whatever their age (the sidebar badge's figure). */
export async function newOrders(prisma: PrismaClient): Promise<NewOrders> {
  const rows = await prisma.$queryRawUnsafe<NewOrders[]>(DASHBOARD_SQL.newOrders);
  return defined(rows[0], 'an aggregate row');
}

export interface BillingProblems {
  /** Products with a billing-system error or never sent, and the orders they belong to. */
  products: number;
  orders: number;
  withError: number;
  notSent: number;
}

/**
 * The shared rule `hasBillingProblem` (an error_bss, or not sent) over the SIMs of the window's
 * orders, leaving out cancelled, abandoned and unpaid orders, which are not expected in the billing system.
 */
export async function billingProblems(
  prisma: PrismaClient,
  window: DashboardWindow,
): Promise<BillingProblems> {
  const rows = await prisma.$queryRawUnsafe<BillingProblems[]>(
    DASHBOARD_SQL.billingProblems,
    window.from,
    window.to,
  );
  return defined(rows[0], 'an aggregate row');
}
