import { changeSimStatusSchema, decideTransition, OrderHistoryType } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { allowedTransition, cancelHereAndInBss } from '../../../services/orders';

/**
 * Cancels one SIM (the only target is CancelledByCustomer), only in an order of several products and
 * from a pending or logistic status, and in the BSS too when the BSS may have it
 * (cancelHereAndInBss). An unknown status value is a 400, a refused move a 409.
 */
export const changeSimStatus = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/change-sim-status',
      tags: ['orders'],
      summary: 'Cancel one SIM of an order',
    },
  })
  .input(changeSimStatusSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await cancelHereAndInBss(
      ctx,
      { productUuid: input.product_uuid, version: input.version },
      async ({ tx, product, snapshot, writeHistory }) => {
        const sim = product!;
        const move = allowedTransition(
          decideTransition(
            { machine: 'sim', action: 'change-sim-status', from: sim.simStatus, to: input.status },
            snapshot,
          ),
        );
        await tx.orderProduct.update({ where: { id: sim.id }, data: { simStatus: move.to } });
        await writeHistory([
          { type: OrderHistoryType.ProductStatus, from: move.from, to: move.to, productId: sim.id },
        ]);
        return { cancelled: [sim.id] };
      },
    );
    return updated;
  });
