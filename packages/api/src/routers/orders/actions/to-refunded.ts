import { refundStatusSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { markPaymentRefunded } from '../../../services/orders';
import { adminProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

/**
 * An administrator sets the payment status by hand: Refunded when full_refunded is true,
 * PartiallyRefunded otherwise (`markPaymentRefunded`).
 */
export const toRefunded = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/payment/status/to-refunded',
      tags: ['orders'],
      summary: 'Mark the payment of an order as refunded or partially refunded',
    },
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(refundStatusSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await markPaymentRefunded(
      ctx,
      { orderUuid: input.order_uuid, version: input.version },
      { fullRefunded: input.full_refunded, reason: input.reason },
    );
    return updated;
  });
