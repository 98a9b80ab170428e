import {
  BillingProblemFilter,
  DASHBOARD_FIGURES,
  type OrderListQuery,
  PaymentStatus,
  SERVED_PAYMENT_STATUSES,
  SimStatus,
} from '@backoffice/shared';

/**
 * The order list filters behind the home dashboard's figures (our extension of get-list: sim_status
 * and billing_problem), as SQL over `o` (orders) and `p` (order_products). The dashboard's aggregate
 * queries use the same fragments, so a figure and the list its link opens count the same SIMs.
 */

/** A SIM with an error from the billing system or never sent to it (the shared `hasBillingProblem`). */
export const SIM_BILLING_PROBLEM_SQL = `(coalesce(p.error_bss, '') <> '' OR NOT p.is_send_bss)`;

/**
 * An order whose SIMs the billing system is expected to have: not cancelled or abandoned, and paid or
 * allowed unpaid (the shared `serviceRefusal`), since an unpaid order is not sent.
 */
export const BILLING_EXPECTED_ORDER_SQL = `(o.status NOT IN (${DASHBOARD_FIGURES.billingIgnoredOrderStatuses.join(', ')})
  AND (o.payment_status IN (${SERVED_PAYMENT_STATUSES.join(', ')}) OR o.unpaid_service_reason IS NOT NULL))`;

/** An unpaid order with a SIM activated (the shared `isActivatedUnpaid`). */
export const ACTIVATED_UNPAID_ORDER_SQL = `(o.payment_status = ${PaymentStatus.NotPaid} AND EXISTS (
  SELECT 1 FROM order_products activated WHERE activated.order_id = o.id
    AND activated.sim_status = ${SimStatus.AcceptedFromCompletedKYC}))`;

/** A list row (a SIM) that the dashboard counts among the billing problems. */
const BILLING_PROBLEM_ROW_SQL = `(${SIM_BILLING_PROBLEM_SQL} AND ${BILLING_EXPECTED_ORDER_SQL})`;

/**
 * The conditions of the `sim_status` and `billing_problem` filters; `add` binds a value and answers
 * its placeholder.
 */
export function dashboardFilterConditions(
  query: Pick<OrderListQuery, 'sim_status' | 'billing_problem'>,
  add: (value: unknown, type: string) => string,
): string[] {
  const where: string[] = [];
  if (query.sim_status.length > 0) {
    where.push(`p.sim_status IN (${query.sim_status.map((status) => add(status, 'smallint')).join(', ')})`);
  }
  if (query.billing_problem === BillingProblemFilter.With) where.push(BILLING_PROBLEM_ROW_SQL);
  if (query.billing_problem === BillingProblemFilter.Without) where.push(`NOT ${BILLING_PROBLEM_ROW_SQL}`);
  return where;
}
