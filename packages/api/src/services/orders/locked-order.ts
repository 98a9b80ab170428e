import { type Order, type Prisma } from '@backoffice/db';
import { OrderHistoryType, type OrderSnapshot } from '@backoffice/shared';

import { type Context } from '../../context';
import { notFound, StaleOrderError } from '../../errors';
import { orderEventsOfHistory, recordOrderEvents } from '../events/outbox';

type Tx = Prisma.TransactionClient;

/**
 * Which order to lock: by its own uuid or id, or through the uuid of one of its products; with
 * `version`, the order must still be at that version (StaleOrderError otherwise).
 */
export type OrderLockTarget = ({ orderUuid: string } | { orderId: number } | { productUuid: string }) & {
  version?: number | undefined;
};

export interface LockedProduct {
  id: number;
  uuid: string;
  simStatus: number;
}

export type LockedOrderRow = Order & { products: LockedProduct[] };

/** A history row of a staff action; `from` and `to` are the old and new values. */
export interface OrderHistoryEntry {
  type: Exclude<OrderHistoryType, 'OrderCreate' | 'Comment'>;
  from: string | number | null;
  to: string | number | null;
  /** The SIM a ProductStatus row is about. */
  productId?: number;
  /** The contract name of the field a ChangeValue row is about (note, email, tracking_link, ...). */
  field?: string;
}

export interface LockedOrder {
  tx: Tx;
  order: LockedOrderRow;
  /** The product named by a `productUuid` target. */
  product: LockedProduct | null;
  /** What the transition guards of @backoffice/shared read. */
  snapshot: OrderSnapshot;
  /** Writes history rows in this transaction, naming the signed-in staff member. */
  writeHistory: (entries: readonly OrderHistoryEntry[]) => Promise<void>;
}

const PRODUCT_FIELDS = { id: true, uuid: true, simStatus: true } as const;

export const orderSnapshot = (order: LockedOrderRow): OrderSnapshot => ({
  status: order.status,
  paymentStatus: order.paymentStatus,
  paymentSum: order.paymentSum,
  refundSum: order.refundSum,
  products: order.products,
  unpaidServiceAllowed: order.unpaidServiceReason !== null,
});

/**
 * Locks the order row (`SELECT ... FOR UPDATE`) for the rest of the transaction and reads it with its
 * products after the lock is held, so a second action on the same order waits and then sees the
 * first one's result. 404 for an unknown order or product.
 */
export async function lockOrder(
  tx: Tx,
  target: OrderLockTarget,
): Promise<{ order: LockedOrderRow; product: LockedProduct | null }> {
  const rows =
    'productUuid' in target
      ? await tx.$queryRaw<Array<{ id: number }>>`
          SELECT o.id FROM orders o JOIN order_products p ON p.order_id = o.id
          WHERE p.uuid = ${target.productUuid}::uuid
          FOR UPDATE OF o`
      : 'orderId' in target
        ? await tx.$queryRaw<Array<{ id: number }>>`
          SELECT id FROM orders WHERE id = ${target.orderId} FOR UPDATE`
        : await tx.$queryRaw<Array<{ id: number }>>`
          SELECT id FROM orders WHERE uuid = ${target.orderUuid}::uuid FOR UPDATE`;
  const id = rows[0]?.id;
  if (id === undefined) throw notFound('productUuid' in target ? 'Product' : 'Order');
  const order = await tx.order.findUniqueOrThrow({
    where: { id },
    include: { products: { select: PRODUCT_FIELDS, orderBy: { id: 'asc' } } },
  });
  if (target.version !== undefined && target.version !== order.version) {
    throw new StaleOrderError(await lastOrderChange(tx, order));
  }
  const product =
    'productUuid' in target
      ? (order.products.find((item) => item.uuid === target.productUuid) ?? null)
      : null;
  return { order, product };
}

/** Who changed an order last and when: its newest history row other than a comment, else its own time. */
export async function lastOrderChange(tx: Tx, order: Pick<Order, 'id' | 'version' | 'updatedAt'>) {
  const last = await tx.orderHistory.findFirst({
    where: { orderId: order.id, type: { not: OrderHistoryType.Comment } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { email: true, createdAt: true },
  });
  const at = last && last.createdAt > order.updatedAt ? last.createdAt : order.updatedAt;
  return { version: order.version, changedBy: last?.email ?? '', changedAt: at.toISOString() };
}

/** Who a history row names: a staff member, or nobody (a background job's own move). */
export interface HistoryActor {
  email: string;
  id: string | null;
}

/** The signed-in staff member of the request, or nobody. */
export const sessionActor = (ctx: Pick<Context, 'caller'>): HistoryActor => ({
  email: ctx.caller?.account.email ?? '',
  id: ctx.caller?.account.id ?? null,
});

/** A writer of history rows for one order, in the given transaction, naming the signed-in staff member. */
export function orderHistoryWriter(tx: Tx, ctx: Pick<Context, 'caller'>, orderId: number) {
  return orderHistoryWriterFor(tx, sessionActor(ctx), orderId);
}

/**
 * A writer of history rows for one order, in the given transaction, naming `actor`. It also writes
 * the domain events the rows stand for (order.status_changed, order.refunded...) in that transaction.
 */
export function orderHistoryWriterFor(tx: Tx, actor: HistoryActor, orderId: number) {
  return async (entries: readonly OrderHistoryEntry[]) => {
    if (entries.length === 0) return;
    await tx.orderHistory.createMany({
      data: entries.map((entry) => ({
        orderId,
        productId: entry.productId ?? null,
        type: entry.type,
        field: entry.field ?? null,
        from: entry.from === null ? null : String(entry.from),
        to: entry.to === null ? null : String(entry.to),
        email: actor.email,
        actorUserId: actor.id,
      })),
    });
    await recordOrderEvents(tx, orderId, orderEventsOfHistory(entries));
  };
}

/**
 * Runs `work` in one interactive transaction holding the order's row lock: the action reads, decides,
 * writes and records its history together, or not at all.
 */
export function withLockedOrder<T>(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  target: OrderLockTarget,
  work: (locked: LockedOrder) => Promise<T>,
): Promise<T> {
  return ctx.prisma.$transaction(async (tx) => {
    const { order, product } = await lockOrder(tx, target);
    return work({
      tx,
      order,
      product,
      snapshot: orderSnapshot(order),
      writeHistory: orderHistoryWriter(tx, ctx, order.id),
    });
  });
}
