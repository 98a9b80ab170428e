import { orderActionInputSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { cancelOrder } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

/**
 * Cancels the whole order (unless NotFinished, Cancelled or Finished); every SIM not already cancelled
 * becomes CancelledByCustomer, each with its own history row, and is cancelled in the BSS too when
 * the BSS may have it.
 */
export const cancel = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/cancel',
      tags: ['orders'],
      summary: 'Cancel an order and all its products',
    },
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(orderActionInputSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await cancelOrder(ctx, { orderUuid: input.order_uuid, version: input.version });
    return updated;
  });
