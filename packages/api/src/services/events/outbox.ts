import { type z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  isSimCancelled,
  type ORDER_EVENT_CHANGES,
  type OrderEventType,
  OrderHistoryType,
  OrderStatus,
  PaymentStatus,
  toMoney,
  WEBHOOK_EVENT_PAYLOADS,
  type WebhookEventType,
} from '@backoffice/shared';

type Tx = Prisma.TransactionClient;

/** What an order's history row says changed (the shape of `OrderHistoryEntry`). */
export interface HistoryChange {
  type: string;
  from: string | number | null;
  to: string | number | null;
  productId?: number;
  field?: string;
}

/** An event about one order: its type and what changed (the order's own state is added when written). */
export type OrderEvent = {
  [T in OrderEventType]: {
    type: T;
    changes: z.input<(typeof ORDER_EVENT_CHANGES)[T]>;
    /** The SIM it is about (sim.cancelled): its uuid is added to the payload. */
    productId?: number;
  };
}[OrderEventType];

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The events an order's history rows stand for. Every change of an order records its history through
 * one writer, so deriving the events there means no change can forget its event.
 */
export function orderEventsOfHistory(entries: readonly HistoryChange[]): OrderEvent[] {
  const events: OrderEvent[] = [];
  for (const entry of entries) {
    const from = asNumber(entry.from);
    const to = asNumber(entry.to);
    if (entry.type === OrderHistoryType.OrderStatus && to !== null) {
      events.push({ type: 'order.status_changed', changes: { from, to } });
      if (to === OrderStatus.Cancelled) events.push({ type: 'order.cancelled', changes: { from } });
    } else if (entry.type === OrderHistoryType.PaymentStatus && to === PaymentStatus.Paid) {
      events.push({ type: 'order.paid', changes: { from } });
    } else if (
      entry.type === OrderHistoryType.ProductStatus &&
      to !== null &&
      isSimCancelled(to) &&
      !(from !== null && isSimCancelled(from))
    ) {
      events.push({ type: 'sim.cancelled', changes: { from, to }, productId: entry.productId });
    } else if (entry.type === OrderHistoryType.ChangeValue && entry.field === 'refund_sum') {
      const added = toMoney(String(entry.to ?? 0)).minus(toMoney(String(entry.from ?? 0)));
      if (added.gt(0)) {
        events.push({
          type: 'order.refunded',
          changes: { amount: added.toFixed(2), refund_sum: String(entry.to) },
        });
      }
    } else if (entry.type === OrderHistoryType.ChangeValue && entry.field === 'tracking_link' && entry.to) {
      events.push({ type: 'order.tracking_set', changes: { tracking_link: String(entry.to) } });
    }
  }
  return events;
}

/**
 * Writes events about one order in the caller's transaction, each with the order as it is after the
 * change (number, uuid, statuses, tracking): one statement however many events.
 */
export async function recordOrderEvents(
  tx: Tx,
  orderId: number,
  events: readonly OrderEvent[],
): Promise<void> {
  if (events.length === 0) return;
  const rows = JSON.stringify(
    events.map((event) => ({
      type: event.type,
      changes: event.changes,
      product_id: event.productId ?? null,
    })),
  );
  await tx.$executeRaw`
    INSERT INTO outbox_events (id, type, order_id, payload)
    SELECT gen_random_uuid(), e.type, o.id,
      jsonb_build_object(
        'order', jsonb_build_object(
          'id', o.id, 'uuid', o.uuid, 'status', o.status, 'payment_status', o.payment_status,
          'tracking', o.tracking, 'tracking_link', o.tracking_link),
        'changes', e.changes
          || CASE WHEN p.uuid IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('product_uuid', p.uuid) END)
    FROM jsonb_to_recordset(${rows}::jsonb) AS e(type text, changes jsonb, product_id int)
    JOIN orders o ON o.id = ${orderId}
    LEFT JOIN order_products p ON p.id = e.product_id`;
}

/** The events that are not about an order, which `recordEvent` writes. */
type OtherEventType = Exclude<WebhookEventType, OrderEventType | 'webhook.test'>;

/** Writes an event that is not about an order (store.import_finished) in the caller's transaction. */
export async function recordEvent<T extends OtherEventType>(
  tx: Tx,
  type: T,
  payload: z.input<(typeof WEBHOOK_EVENT_PAYLOADS)[T]>,
): Promise<void> {
  const data: Prisma.InputJsonObject = WEBHOOK_EVENT_PAYLOADS[type].parse(payload);
  await tx.outboxEvent.create({ data: { type, payload: data }, select: { id: true } });
}
