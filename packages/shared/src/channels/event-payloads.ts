import { z } from 'zod';

import { ORDER_STATUSES, PAYMENT_STATUSES, SIM_STATUSES } from '../enums/orders';
import { enumRow, moneyRow, timestampRow } from '../validation/primitives';
import { type DomainEventType, TEST_EVENT_TYPE } from './events';

/*
 * What each webhook event carries in `data`. The server writes events to these shapes (the outbox's
 * writers are typed by them), the OpenAPI document's `webhooks` are made from them, and the API suite
 * checks every delivery it receives against them.
 */

const orderStatus = enumRow(ORDER_STATUSES);
const paymentStatus = enumRow(PAYMENT_STATUSES);
const simStatus = enumRow(SIM_STATUSES);

/** The order as it is once the change is made. */
const orderState = z.object({
  id: z.number().int().describe('Order number'),
  uuid: z.uuid(),
  status: orderStatus,
  payment_status: paymentStatus,
  tracking: z.string(),
  tracking_link: z.string(),
});

/** What changed, per order event (the SIM's uuid of `sim.cancelled` is added where it is written). */
export const ORDER_EVENT_CHANGES = {
  'order.created': z.object({ amount: moneyRow, platform: z.string().describe('The sales channel') }),
  'order.status_changed': z.object({ from: orderStatus.nullable(), to: orderStatus }),
  'order.paid': z.object({ from: paymentStatus.nullable() }),
  'order.cancelled': z.object({ from: orderStatus.nullable() }),
  'order.refunded': z.object({
    amount: moneyRow.describe('This refund'),
    refund_sum: moneyRow.describe('Everything refunded on the order so far'),
  }),
  'sim.cancelled': z.object({ from: simStatus.nullable(), to: simStatus }),
  'order.tracking_set': z.object({ tracking_link: z.string() }),
} as const;

export type OrderEventType = keyof typeof ORDER_EVENT_CHANGES;

const orderEvent = <C extends z.ZodObject>(changes: C) => z.object({ order: orderState, changes });

/** A record of the public content that went live or stopped (docs/content-versions.md). */
const contentEvent = z.object({
  entity_type: z.string().describe("The record's kind ('Offer', 'BlogPost', 'StaticPage'...)"),
  entity_id: z.uuid(),
  version: z
    .number()
    .int()
    .nullable()
    .describe('The version now live, or that stopped; null for a deleted record'),
  schedule_uuid: z.uuid().nullable().describe('The schedule that made the change, null when done by hand'),
});

export const WEBHOOK_EVENT_PAYLOADS = {
  'order.created': orderEvent(ORDER_EVENT_CHANGES['order.created']),
  'order.status_changed': orderEvent(ORDER_EVENT_CHANGES['order.status_changed']),
  'order.paid': orderEvent(ORDER_EVENT_CHANGES['order.paid']),
  'order.cancelled': orderEvent(ORDER_EVENT_CHANGES['order.cancelled']),
  'order.refunded': orderEvent(ORDER_EVENT_CHANGES['order.refunded']),
  'sim.cancelled': orderEvent(ORDER_EVENT_CHANGES['sim.cancelled'].extend({ product_uuid: z.uuid() })),
  'order.tracking_set': orderEvent(ORDER_EVENT_CHANGES['order.tracking_set']),
  'store.import_finished': z.object({
    import_uuid: z.uuid(),
    row_count: z.number().int().nonnegative(),
    success_count: z.number().int().nonnegative(),
    success_geocodes: z.number().int().nonnegative(),
    error_count: z.number().int().nonnegative(),
  }),
  'customer.erased': z.object({
    erasure_uuid: z.uuid(),
    orders: z
      .array(z.object({ id: z.number().int().describe('Order number'), uuid: z.uuid() }))
      .describe("The customer's orders: their numbers, lines and amounts stay, their personal data is gone"),
  }),
  'content.published': contentEvent,
  'content.unpublished': contentEvent,
  [TEST_EVENT_TYPE]: z.object({
    message: z.string(),
    sent_by: z.string().nullable().describe('The email of who sent it'),
  }),
} as const satisfies Record<DomainEventType | typeof TEST_EVENT_TYPE, z.ZodObject>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_PAYLOADS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENT_PAYLOADS) as WebhookEventType[];

/** A store import's event, as the import job writes it. */
export type StoreImportFinished = z.input<(typeof WEBHOOK_EVENT_PAYLOADS)['store.import_finished']>;

/** The body every receiver gets: the event's type, when it happened, and its data. */
export const webhookBodySchema = <T extends WebhookEventType>(type: T) =>
  z.object({
    type: z.literal(type),
    timestamp: timestampRow,
    data: WEBHOOK_EVENT_PAYLOADS[type],
  });

const exampleContent = {
  entity_type: 'Offer',
  entity_id: '5b1c7e2a-9d4f-4a3b-8c6e-1f2a3b4c5d6e',
  version: 7,
  schedule_uuid: '0c9b8a7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d',
};

const exampleOrder = {
  id: 1042,
  uuid: '6f1c2b8e-4a4d-4c8e-9a57-3f0d2b1e7c10',
  status: 1,
  payment_status: 1,
  tracking: '',
  tracking_link: '',
};

/** One example of each event's data, shown to whoever sets up a channel (a test parses each). */
export const WEBHOOK_EVENT_EXAMPLES: {
  [T in WebhookEventType]: z.input<(typeof WEBHOOK_EVENT_PAYLOADS)[T]>;
} = {
  'order.created': {
    order: { ...exampleOrder, status: 0, payment_status: 0 },
    changes: { amount: '29.90', platform: 'web' },
  },
  'order.status_changed': { order: exampleOrder, changes: { from: 0, to: 1 } },
  'order.paid': { order: exampleOrder, changes: { from: 0 } },
  'order.cancelled': { order: { ...exampleOrder, status: 5 }, changes: { from: 1 } },
  'order.refunded': {
    order: { ...exampleOrder, payment_status: 3 },
    changes: { amount: '10.00', refund_sum: '10.00' },
  },
  'sim.cancelled': {
    order: exampleOrder,
    changes: { from: 7, to: 9, product_uuid: '0b7a6c1e-2f3d-4e5a-8b9c-1d2e3f4a5b6c' },
  },
  'order.tracking_set': {
    order: {
      ...exampleOrder,
      status: 2,
      tracking: 'RR123456789IT',
      tracking_link: 'https://tracking.example/RR123456789IT',
    },
    changes: { tracking_link: 'https://tracking.example/RR123456789IT' },
  },
  'store.import_finished': {
    import_uuid: '3e9d4a7b-1c2f-4b6e-9d8a-7f6e5d4c3b2a',
    row_count: 120,
    success_count: 118,
    success_geocodes: 117,
    error_count: 2,
  },
  'customer.erased': {
    erasure_uuid: '8a2f4c6e-1b3d-4e5f-9a7b-2c4d6e8f0a1b',
    orders: [{ id: 1042, uuid: exampleOrder.uuid }],
  },
  'content.published': exampleContent,
  'content.unpublished': { ...exampleContent, version: 8, schedule_uuid: null },
  [TEST_EVENT_TYPE]: { message: 'A test event sent from the back office', sent_by: 'admin@example.com' },
};
