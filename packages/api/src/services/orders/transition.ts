import {
  decideTransition,
  defined,
  type OrderAction,
  OrderHistoryType,
  type Transition,
  type TransitionDecision,
  type TransitionParams,
} from '@backoffice/shared';

import { conflict, notFound } from '../../errors';
import { type LockedOrder, type OrderHistoryEntry } from './locked-order';

/** The row that applies, or the table's reason as a 409. */
export function allowedTransition(decision: TransitionDecision): Transition {
  if (!decision.allowed) throw conflict(decision.reason);
  return decision.transition;
}

/** A move asked of a locked order; its `from` is the locked row's current status. */
export type AppliedTransition = { action: OrderAction; to?: number } & (
  { machine: 'order' | 'payment' } | { machine: 'sim'; productId: number }
);

export interface ApplyOptions {
  params?: TransitionParams;
  /** Runs once the table allowed the move and before anything is written (a refusal of its own). */
  check?: (move: Transition) => void;
  /** History rows written with the move's own (a reason, a value changed with it). */
  alsoRecord?: readonly OrderHistoryEntry[];
}

/**
 * Decides a move by the transition table on the locked order (409 with the table's reason when it
 * refuses), then writes the new status and its history row in the lock's transaction: the one way a
 * staff action changes an order, payment or SIM status.
 */
export async function applyTransition(
  locked: LockedOrder,
  request: AppliedTransition,
  options: ApplyOptions = {},
): Promise<Transition> {
  const { tx, order, snapshot, writeHistory } = locked;
  const product =
    request.machine === 'sim' ? (order.products.find((item) => item.id === request.productId) ?? null) : null;
  if (request.machine === 'sim' && !product) throw notFound('Product');
  const from =
    request.machine === 'order'
      ? order.status
      : request.machine === 'payment'
        ? order.paymentStatus
        : defined(product, 'the SIM').simStatus;
  const move = allowedTransition(
    decideTransition(
      { machine: request.machine, action: request.action, from, to: request.to },
      snapshot,
      options.params,
    ),
  );
  options.check?.(move);
  if (product) {
    await tx.orderProduct.update({ where: { id: product.id }, data: { simStatus: move.to } });
  } else {
    await tx.order.update({
      where: { id: order.id },
      data: request.machine === 'order' ? { status: move.to } : { paymentStatus: move.to },
    });
  }
  const type = product
    ? OrderHistoryType.ProductStatus
    : request.machine === 'order'
      ? OrderHistoryType.OrderStatus
      : OrderHistoryType.PaymentStatus;
  await writeHistory([
    { type, from: move.from, to: move.to, ...(product ? { productId: product.id } : {}) },
    ...(options.alsoRecord ?? []),
  ]);
  return move;
}
