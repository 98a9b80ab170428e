import { z } from 'zod';

import { MAX_PAGE_SIZE } from '../constants';
import { FIELD_LIMITS } from '../validation/limits';
import { integerSchema, requiredOr, requiredText, uuidSchema } from '../validation/primitives';
import { orderVersionSchema } from '../validation/orders';
import { orderListQuerySchema } from './list-query';

/**
 * The order desk's own calls (tRPC only, beyond the REST contract): the queue searched over all
 * dates, its live changes, bulk moves, comments, the customer's other orders and who has an order open.
 */

/** A viewer counts as present while their page said so within this time. */
export const ORDER_PRESENCE_TTL_MS = 30_000;
/** How often an open order page says it is still open (well inside the TTL, so one lost beat is harmless). */
export const ORDER_PRESENCE_BEAT_MS = 10_000;
/** How often the queue asks what changed: within the 5 seconds an agent expects. */
export const ORDER_DESK_POLL_MS = 4_000;
/** Orders moved in one bulk action. */
export const ORDER_BULK_MAX = 100;

/** The ends of the list's date window (its field names), either of which the desk may leave open. */
export const ORDER_WINDOW_BOUNDS = ['startDate', 'endDate'] as const;
export type OrderWindowBound = (typeof ORDER_WINDOW_BOUNDS)[number];
/** Both ends open: every date (a search with no days chosen, or both days cleared). */
export const EVERY_ORDER_DATE: readonly OrderWindowBound[] = ORDER_WINDOW_BOUNDS;
const openBoundsSchema = z.array(z.enum(ORDER_WINDOW_BOUNDS)).max(ORDER_WINDOW_BOUNDS.length).default([]);

/**
 * The queue as the desk asks for it: the list query, and which ends of its date window are open
 * (`open_bounds`: that bound of the list is ignored, as the agent cleared it or chose none).
 */
export const orderDeskQuerySchema = z.object({
  list: orderListQuerySchema,
  open_bounds: openBoundsSchema,
});
export type OrderDeskQueryInput = z.input<typeof orderDeskQuerySchema>;
export type OrderDeskQuery = z.output<typeof orderDeskQuerySchema>;

/** What changed since the queue was read: the versions of the orders shown, and the newest order it knew. */
export const orderDeskChangesSchema = z.object({
  list: orderListQuerySchema,
  open_bounds: openBoundsSchema,
  after_id: integerSchema({ min: 0 }),
  shown: z
    .array(z.object({ uuid: uuidSchema, version: integerSchema({ min: 1 }) }))
    .max(MAX_PAGE_SIZE, 'tooLong'),
});

/** The status moves an agent may make on many orders at once (each through the transition table). */
export const ORDER_BULK_ACTIONS = ['to-progress', 'to-delivery'] as const;
export type OrderBulkAction = (typeof ORDER_BULK_ACTIONS)[number];

export const orderBulkMoveSchema = z.object({
  order_uuids: z
    .array(uuidSchema, { error: requiredOr('invalidValue') })
    .min(1, 'required')
    .max(ORDER_BULK_MAX, 'tooLong'),
  action: z.enum(ORDER_BULK_ACTIONS, { error: requiredOr('invalidValue') }),
});

export const orderCommentSchema = z.object({
  order_uuid: uuidSchema,
  text: requiredText(FIELD_LIMITS.noteMax),
});

export const orderPresenceSchema = z.object({
  order_uuid: uuidSchema,
  /** The page is closing: the viewer leaves at once instead of expiring. */
  leaving: z.boolean().default(false),
});

/** What cancelling an order does with the money: nothing, all that is left, or an amount. */
export const CANCEL_REFUND_CHOICES = ['none', 'full', 'amount'] as const;
export type CancelRefundChoice = (typeof CANCEL_REFUND_CHOICES)[number];

/**
 * The order page's "Cancel order": the cancel, and for a paid order the refund, in one confirmed step.
 * `amount` (decimal text, above 0) is read only with refund 'amount'; its upper limit is checked
 * against the locked order.
 */
export const cancelOrderSchema = z
  .object({
    order_uuid: uuidSchema,
    version: orderVersionSchema,
    refund: z.enum(CANCEL_REFUND_CHOICES, { error: requiredOr('invalidValue') }),
    amount: z
      .string()
      .trim()
      .transform((text) => text.replace(',', '.'))
      .optional(),
  })
  .superRefine((input, context) => {
    if (input.refund !== 'amount') return;
    if (!input.amount) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'required' });
    } else if (!/^\d+(\.\d{1,2})?$/.test(input.amount)) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'writeNumber' });
    } else if (Number(input.amount) <= 0) {
      context.addIssue({ code: 'custom', path: ['amount'], message: 'notPositive' });
    }
  });
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;

/** The files the queue exports to (the reports' formats). */
export const ORDER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];
/** Orders an export of a selection may name (a selection spans pages, but is picked by hand). */
export const ORDER_EXPORT_SELECTION_MAX = 1000;

/**
 * The queue as a file, one row per order: the whole list as filtered (the desk's query), or only the
 * selected orders among it (`order_uuids`).
 */
export const orderExportSchema = z.object({
  list: orderListQuerySchema,
  open_bounds: openBoundsSchema,
  order_uuids: z
    .array(uuidSchema, { error: requiredOr('invalidValue') })
    .min(1, 'required')
    .max(ORDER_EXPORT_SELECTION_MAX, 'tooLong')
    .optional(),
  format: z.enum(ORDER_EXPORT_FORMATS, { error: requiredOr('invalidValue') }),
});
export type OrderExportInput = z.input<typeof orderExportSchema>;

/**
 * A field an edit changes that someone else changed since the edit's dialog opened (409 of an edit
 * made on `base` values): its value now, who changed it (address and name) and when (ISO).
 */
export interface OrderFieldChange {
  field: string;
  value: string;
  changedBy: string;
  changedByName: string;
  changedAt: string;
}
