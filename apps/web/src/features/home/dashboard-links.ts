import { type OrderListQueryInput, OrderStatus, PaymentStatus } from '@backoffice/shared';

/** The order list screen the figures open. */
export const ORDER_LIST_PATH = '/shop/orders';

/**
 * The order list's URL parameters the dashboard uses, typed by the shared order list query
 * (packages/shared/src/orders/list-query.ts) so a renamed parameter breaks the build: Rome wall
 * times and comma-joined status values.
 */
type ListParameter = keyof OrderListQueryInput;
export type OrderListFilter = {
  [K in Extract<ListParameter, 'startDate' | 'endDate'>]: string;
} & { [K in Extract<ListParameter, 'status' | 'payment_status'>]?: readonly number[] };

export function orderListHref(filter: OrderListFilter): string {
  const params = new URLSearchParams({ startDate: filter.startDate, endDate: filter.endDate });
  // Lists comma-joined, the form the order list keeps in its own URL.
  if (filter.status?.length) params.set('status', filter.status.join(','));
  if (filter.payment_status?.length) params.set('payment_status', filter.payment_status.join(','));
  return `${ORDER_LIST_PATH}?${params.toString()}`;
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

export const PAID_PAYMENT_STATUSES = [
  PaymentStatus.Paid,
  PaymentStatus.Refunded,
  PaymentStatus.PartiallyRefunded,
] as const;
export const REFUNDED_PAYMENT_STATUSES = [PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded] as const;
/** The order statuses whose SIMs count as billing problems (all but Cancelled and NotFinished). */
export const BILLING_ORDER_STATUSES = Object.values(OrderStatus).filter(
  (status) => status !== OrderStatus.Cancelled && status !== OrderStatus.NotFinished,
);

/** Where each figure leads: the order list filtered to the orders behind it. */
export const figureLinks = {
  orders: (range: DashboardRange, status?: number) =>
    orderListHref({ ...range, status: status === undefined ? [] : [status] }),
  revenue: (range: DashboardRange) => orderListHref({ ...range, payment_status: PAID_PAYMENT_STATUSES }),
  refunds: (range: DashboardRange) => orderListHref({ ...range, payment_status: REFUNDED_PAYMENT_STATUSES }),
  /** The list has no SIM-status filter: a funnel stage opens the window's orders. */
  sims: (range: DashboardRange) => orderListHref(range),
  newOrders: (oldest: string | null, range: DashboardRange) =>
    orderListHref({
      startDate: oldest ? dayRange(oldest.slice(0, 10)).startDate : range.startDate,
      endDate: range.endDate,
      status: [OrderStatus.New],
    }),
  billingProblems: (range: DashboardRange) => orderListHref({ ...range, status: BILLING_ORDER_STATUSES }),
};
