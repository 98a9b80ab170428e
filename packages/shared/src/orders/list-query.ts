import { z } from 'zod';

import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants';
import {
  ORDER_STATUSES,
  OrderStatus,
  PAYMENT_STATUSES,
  PaymentStatus,
  SIM_STATUSES,
  SimKind,
  SimStatus,
} from '../enums/orders';
import { orderListDefaultRange } from '../format/date';
import { FIELD_LIMITS } from '../validation/limits';
import { SORT_DIRECTIONS, type SortDirection } from '../validation/list-query';
import { moneySchema } from '../validation/catalogue';
import {
  integerSchema,
  numericEnumSchema,
  requiredOr,
  romeDateTimeSchema,
  textSchema,
} from '../validation/primitives';

/**
 * The order list query (GET /api/web-api/orders/get-list), shared by the server and the web
 * screen's URL state. With `page` or `pageSize` the server answers one page and the total; without
 * them it answers (streams, over REST) every row of the range.
 */

/** Sort keys of the order list: the row's own field names. Ties are broken by order and SIM number. */
export const ORDER_LIST_SORT_KEYS = [
  'create_at',
  'id',
  'amount',
  'first_name',
  'last_name',
  'email',
  'phone',
  'fiscal_code',
  'status',
  'payment_status',
  'is_esim',
] as const;
export type OrderListSortKey = (typeof ORDER_LIST_SORT_KEYS)[number];

/** Newest orders first. */
export const ORDER_LIST_DEFAULT_SORT: OrderListSortKey = 'create_at';
export const ORDER_LIST_DEFAULT_DIRECTION: SortDirection = 'desc';

/**
 * What the home dashboard's figures count, shared by its aggregate queries, its links and the list
 * filters those links use, so a figure and the list it opens cannot drift apart.
 */
export const DASHBOARD_FIGURES = {
  /** Payment statuses under which money was received (a refund keeps what was paid in payment_sum). */
  paidPaymentStatuses: [PaymentStatus.Paid, PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded],
  /** Payment statuses of orders with money given back. */
  refundedPaymentStatuses: [PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded],
  /**
   * The SIM activation funnel: the SIM statuses of each stage (the logistic 0 and 100-102 are not
   * part of activation).
   */
  simFunnel: {
    pending: [
      SimStatus.PendingStartActivation,
      SimStatus.PendingWaitingKYC,
      SimStatus.PendingPaymentForNumber,
      SimStatus.PendingRepeatKYC,
      SimStatus.PendingFromStartedKYC,
      SimStatus.PendingFromCompletedKYC,
    ],
    activated: [SimStatus.AcceptedFromCompletedKYC],
    failedKyc: [SimStatus.CancelledFailedKYC],
    cancelled: [SimStatus.CancelledByCustomer],
  },
  /**
   * Orders whose SIMs are not expected in the billing system (cancelled, or abandoned at checkout):
   * a SIM of theirs with a billing error or never sent is no billing problem.
   */
  billingIgnoredOrderStatuses: [OrderStatus.Cancelled, OrderStatus.NotFinished],
} as const satisfies {
  paidPaymentStatuses: readonly PaymentStatus[];
  refundedPaymentStatuses: readonly PaymentStatus[];
  simFunnel: Record<string, readonly SimStatus[]>;
  billingIgnoredOrderStatuses: readonly OrderStatus[];
};
export type SimFunnelStage = keyof typeof DASHBOARD_FIGURES.simFunnel;

/** The `billing_problem` filter: 1 keeps the SIMs with a billing problem, 0 every other SIM. */
export const BillingProblemFilter = { Without: 0, With: 1 } as const;
export type BillingProblemFilter = (typeof BillingProblemFilter)[keyof typeof BillingProblemFilter];

/** A list filter sent as a repeated parameter (`status=0&status=1`), a comma-joined text or an array. */
function listOf<S extends z.ZodType>(item: S) {
  return z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item, { error: requiredOr('invalidValue') }).max(20, 'tooLong'),
  );
}

export const orderListQuerySchema = z
  .object({
    startDate: romeDateTimeSchema.optional(),
    endDate: romeDateTimeSchema.optional(),
    page: integerSchema({ min: 1 }).optional(),
    pageSize: integerSchema({ min: 1, max: MAX_PAGE_SIZE }).optional(),
    search: textSchema().trim().max(FIELD_LIMITS.searchMax, 'tooLong').default(''),
    sort: z
      .enum(ORDER_LIST_SORT_KEYS, { error: requiredOr('invalidValue') })
      .default(ORDER_LIST_DEFAULT_SORT),
    direction: z
      .enum(SORT_DIRECTIONS, { error: requiredOr('invalidValue') })
      .default(ORDER_LIST_DEFAULT_DIRECTION),
    status: listOf(numericEnumSchema(ORDER_STATUSES)).default([]),
    payment_status: listOf(numericEnumSchema(PAYMENT_STATUSES)).default([]),
    is_esim: numericEnumSchema(Object.values(SimKind)).optional(),
    /** Our extension: the SIM's own status (the row is a SIM), e.g. a dashboard funnel stage. */
    sim_status: listOf(numericEnumSchema(SIM_STATUSES)).default([]),
    /**
     * Our extension: SIMs with (1) or without (0) a billing problem, exactly as the dashboard counts
     * them: an error from the billing system or never sent, in an order not in
     * `DASHBOARD_FIGURES.billingIgnoredOrderStatuses`.
     */
    billing_problem: numericEnumSchema(Object.values(BillingProblemFilter)).optional(),
    /**
     * Our extension: orders not paid with a SIM activated (1, the shared `isActivatedUnpaid`), or
     * every other order (0).
     */
    activated_unpaid: numericEnumSchema(Object.values(BillingProblemFilter)).optional(),
    total_from: moneySchema.optional(),
    total_to: moneySchema.optional(),
  })
  .transform((query) => {
    // Both defaults come from one clock reading, so a call at midnight cannot get a 9-day range.
    const defaults = orderListDefaultRange();
    const paged = query.page !== undefined || query.pageSize !== undefined;
    return {
      ...query,
      startDate: query.startDate ?? defaults.startDate,
      endDate: query.endDate ?? defaults.endDate,
      paging: paged ? { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE } : null,
    };
  })
  .superRefine((query, context) => {
    // Rome wall times of one fixed layout compare correctly as text.
    if (query.startDate > query.endDate) {
      context.addIssue({ code: 'custom', message: 'dateRangeReversed', path: ['endDate'] });
    }
    if (
      query.total_from !== undefined &&
      query.total_to !== undefined &&
      Number(query.total_from) > Number(query.total_to)
    ) {
      context.addIssue({ code: 'custom', message: 'dateRangeReversed', path: ['total_to'] });
    }
  });

/**
 * A search that is a whole order number: `#24` names order 24 alone, `24` puts order 24 first (the
 * digits may also be part of a phone number or a fiscal code). Null for any other search.
 */
export function orderNumberSearch(search: string): { id: number; alone: boolean } | null {
  const match = /^(#?)(\d{1,9})$/.exec(search.trim());
  return match ? { id: Number(match[2]), alone: match[1] === '#' } : null;
}

/** What the client sends (every field optional). */
export type OrderListQueryInput = z.input<typeof orderListQuerySchema>;
/** What the server works with: defaults filled in, `paging` null for the whole range. */
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** The first page of the default list, as the web screen opens it. */
export const ORDER_LIST_DEFAULTS = {
  page: 1,
  pageSize: PAGE_SIZE,
  search: '',
  sort: ORDER_LIST_DEFAULT_SORT,
  direction: ORDER_LIST_DEFAULT_DIRECTION,
  status: [],
  payment_status: [],
  sim_status: [],
} as const;
