import { TRPCError } from '@trpc/server';

import {
  type OrderBulkAction,
  OrderHistoryType,
  PaymentStatus,
  refundedNeedsReason,
} from '@backoffice/shared';

import { type Context } from '../../context';
import { invalidField } from '../../errors';
import { type OrderLockTarget, withLockedOrder } from './locked-order';
import { applyTransition } from './transition';

/** A manual move of the order status, as the transition table allows it, under the order's lock. */
export function moveOrderStatus(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  target: OrderLockTarget,
  action: OrderBulkAction,
) {
  return withLockedOrder(ctx, target, async (locked) => {
    const move = await applyTransition(locked, { machine: 'order', action });
    return { id: locked.order.id, from: move.from, to: move.to };
  });
}

/**
 * An administrator sets the payment status by hand (spec 002): Refunded when `fullRefunded`,
 * PartiallyRefunded otherwise, as the table allows. Refunded while less than was paid has been
 * refunded needs a reason, kept in the order's history. The label only: Refund moves the money.
 */
export function markPaymentRefunded(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  target: OrderLockTarget,
  request: { fullRefunded: boolean; reason?: string | undefined },
) {
  return withLockedOrder(ctx, target, (locked) => {
    const to = request.fullRefunded ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
    const reason = request.reason;
    return applyTransition(
      locked,
      { machine: 'payment', action: 'to-refunded', to },
      {
        check: () => {
          if (to === PaymentStatus.Refunded && !reason && refundedNeedsReason(locked.snapshot)) {
            throw invalidField('reason', 'refundedNeedsReason');
          }
        },
        alsoRecord: reason
          ? [{ type: OrderHistoryType.ChangeValue, field: 'refund_reason', from: null, to: reason }]
          : [],
      },
    );
  });
}

/** One order of a bulk move: moved (from, to), or refused with the reason the staff member reads. */
export type BulkMoveOutcome =
  | { order_uuid: string; id: number; moved: true; from: number; to: number }
  | { order_uuid: string; id: number | null; moved: false; reason: string };

/**
 * Moves each order on its own (its own lock and transaction), so one order refused by the transition
 * table or gone meanwhile leaves the others moved; the answer says which moved and why the rest did not.
 */
export async function bulkMoveOrderStatus(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  orderUuids: readonly string[],
  action: OrderBulkAction,
): Promise<BulkMoveOutcome[]> {
  const ids = new Map(
    (
      await ctx.prisma.order.findMany({
        where: { uuid: { in: [...orderUuids] } },
        select: { uuid: true, id: true },
      })
    ).map((order) => [order.uuid, order.id]),
  );
  const outcomes: BulkMoveOutcome[] = [];
  for (const orderUuid of new Set(orderUuids)) {
    try {
      const move = await moveOrderStatus(ctx, { orderUuid }, action);
      outcomes.push({ order_uuid: orderUuid, id: move.id, moved: true, from: move.from, to: move.to });
    } catch (error) {
      if (!(error instanceof TRPCError) || !['CONFLICT', 'NOT_FOUND'].includes(error.code)) throw error;
      outcomes.push({
        order_uuid: orderUuid,
        id: ids.get(orderUuid) ?? null,
        moved: false,
        reason: error.message,
      });
    }
  }
  return outcomes;
}
