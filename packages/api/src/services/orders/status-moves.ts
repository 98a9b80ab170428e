import { TRPCError } from '@trpc/server';

import { decideTransition, type OrderBulkAction, OrderHistoryType } from '@backoffice/shared';

import { type Context } from '../../context';
import { type OrderLockTarget, withLockedOrder } from './locked-order';
import { allowedTransition } from './transition';

/** A manual move of the order status, as the transition table allows it, under the order's lock. */
export function moveOrderStatus(
  ctx: Pick<Context, 'prisma' | 'session'>,
  target: OrderLockTarget,
  action: OrderBulkAction,
) {
  return withLockedOrder(ctx, target, async ({ tx, order, snapshot, writeHistory }) => {
    const move = allowedTransition(
      decideTransition({ machine: 'order', action, from: order.status }, snapshot),
    );
    await tx.order.update({ where: { id: order.id }, data: { status: move.to } });
    await writeHistory([{ type: OrderHistoryType.OrderStatus, from: move.from, to: move.to }]);
    return { id: order.id, from: move.from, to: move.to };
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
  ctx: Pick<Context, 'prisma' | 'session'>,
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
