import { decideTransition, OrderHistoryType, PaymentStatus, refundStatusSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { withLockedOrder } from '../locked-order';
import { allowedTransition } from './transition';

/**
 * Sets the payment status by hand: Refunded when full_refunded is true, PartiallyRefunded otherwise;
 * only on a Paid order with at least one cancelled SIM.
 */
export const toRefunded = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/payment/status/to-refunded',
      tags: ['orders'],
      summary: 'Mark the payment of an order as refunded or partially refunded',
    },
  })
  .input(refundStatusSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    withLockedOrder(ctx, { orderUuid: input.order_uuid }, async ({ tx, order, snapshot, writeHistory }) => {
      const to = input.full_refunded ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
      const move = allowedTransition(
        decideTransition(
          { machine: 'payment', action: 'to-refunded', from: order.paymentStatus, to },
          snapshot,
        ),
      );
      await tx.order.update({ where: { id: order.id }, data: { paymentStatus: move.to } });
      await writeHistory([{ type: OrderHistoryType.PaymentStatus, from: move.from, to: move.to }]);
      return updated;
    }),
  );
