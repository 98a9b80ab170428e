import { decideTransition, OrderHistoryType, orderUuidInputSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { type OrderHistoryEntry } from '../locked-order';
import { cancelHereAndInBss } from './cancel-in-bss';
import { allowedTransition } from './transition';

/**
 * Cancels the whole order (unless NotFinished, Cancelled or Finished); every SIM not already cancelled
 * becomes CancelledByCustomer, each with its own history row, and is cancelled in the BSS too when
 * the BSS may have it (cancelHereAndInBss).
 */
export const cancel = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/cancel',
      tags: ['orders'],
      summary: 'Cancel an order and all its products',
    },
  })
  .input(orderUuidInputSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await cancelHereAndInBss(
      ctx,
      { orderUuid: input.order_uuid },
      async ({ tx, order, snapshot, writeHistory }) => {
        const move = allowedTransition(
          decideTransition({ machine: 'order', action: 'cancel', from: order.status }, snapshot),
        );
        const simMoves = order.products.flatMap((product) => {
          const decision = decideTransition(
            { machine: 'sim', action: 'cancel', from: product.simStatus },
            snapshot,
          );
          return decision.allowed ? [{ product, to: decision.transition.to }] : [];
        });
        await tx.order.update({ where: { id: order.id }, data: { status: move.to } });
        for (const to of new Set(simMoves.map((simMove) => simMove.to))) {
          const ids = simMoves.filter((simMove) => simMove.to === to).map((simMove) => simMove.product.id);
          await tx.orderProduct.updateMany({ where: { id: { in: ids } }, data: { simStatus: to } });
        }
        const history: OrderHistoryEntry[] = [
          { type: OrderHistoryType.OrderStatus, from: move.from, to: move.to },
          ...simMoves.map(({ product, to }) => ({
            type: OrderHistoryType.ProductStatus,
            from: product.simStatus,
            to,
            productId: product.id,
          })),
        ];
        await writeHistory(history);
        return simMoves.map((simMove) => simMove.product.id);
      },
    );
    return updated;
  });
