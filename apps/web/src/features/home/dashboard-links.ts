import {
  BillingProblemFilter,
  DASHBOARD_FIGURES,
  type OrderListQueryInput,
  OrderStatus,
  type SimFunnelStage,
} from '@backoffice/shared';

import { ORDERS_PATH } from '../orders/paths';

/**
 * The order list's URL parameters the dashboard uses, typed by the shared order list query
 * (packages/shared/src/orders/list-query.ts) so a renamed parameter breaks the build: Rome wall
 * times, comma-joined status values and the billing-problem flag.
 */
type ListParameter = keyof OrderListQueryInput;
const LIST_PARAMETERS = [
  'status',
  'payment_status',
  'sim_status',
] as const satisfies readonly ListParameter[];
export type OrderListFilter = {
  [K in Extract<ListParameter, 'startDate' | 'endDate'>]: string;
} & { [K in (typeof LIST_PARAMETERS)[number]]?: readonly number[] } & {
  [K in Extract<ListParameter, 'billing_problem'>]?: BillingProblemFilter;
};

export function orderListHref(filter: OrderListFilter): string {
  const params = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
  // Lists comma-joined, the form the order list keeps in its own URL.
  for (const key of LIST_PARAMETERS) {
    const values = filter[key];
    if (values?.length) params.set(key, values.join(','));
  }
  if (filter.billing_problem !== undefined) params.set('billing_problem', String(filter.billing_problem));
  return `${ORDERS_PATH}?${params.toString()}`;
}

export interface DashboardRange {
  startDate: string;
  endDate: string;
}

/** One Rome day, from 00:00:00 to 23:59:59. */
export const dayRange = (day: string): DashboardRange => ({
  startDate: `${day} 00:00:00`,
  endDate: `${day} 23:59:59`,
});

/** Where each figure leads: the order list filtered to the orders behind it. */
export const figureLinks = {
  orders: (range: DashboardRange, status?: number) =>
    orderListHref({ ...range, status: status === undefined ? [] : [status] }),
  revenue: (range: DashboardRange) =>
    orderListHref({ ...range, payment_status: DASHBOARD_FIGURES.paidPaymentStatuses }),
  refunds: (range: DashboardRange) =>
    orderListHref({ ...range, payment_status: DASHBOARD_FIGURES.refundedPaymentStatuses }),
  /** A funnel stage: the window's SIMs in that stage's statuses. */
  sims: (range: DashboardRange, stage: SimFunnelStage) =>
    orderListHref({ ...range, sim_status: DASHBOARD_FIGURES.simFunnel[stage] }),
  newOrders: (oldest: string | null, range: DashboardRange) =>
    orderListHref({
      startDate: oldest ? dayRange(oldest.slice(0, 10)).startDate : range.startDate,
      endDate: range.endDate,
      status: [OrderStatus.New],
    }),
  /** The window's SIMs with a billing problem, as the dashboard counts them. */
  billingProblems: (range: DashboardRange) =>
    orderListHref({ ...range, billing_problem: BillingProblemFilter.With }),
};
