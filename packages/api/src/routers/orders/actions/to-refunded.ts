import {
  decideTransition,
  OrderHistoryType,
  PaymentStatus,
  refundedNeedsReason,
  refundStatusSchema,
} from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { invalidField } from '../../../errors';
import { adminProcedure } from '../../../trpc';
import { withLockedOrder } from '../../../services/orders';
import { allowedTransition } from '../../../services/orders';

/**
 * An administrator sets the payment status by hand (spec 002: "An admin may set PartiallyRefunded or
 * Refunded"): Refunded when full_refunded is true, PartiallyRefunded otherwise; only on a Paid order
 * with at least one cancelled SIM. Refunded while less than was paid has been refunded needs a reason,
 * kept in the order's history.
 */
export const toRefunded = adminProcedure
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
    withLockedOrder(
      ctx,
      { orderUuid: input.order_uuid, version: input.version },
      async ({ tx, order, snapshot, writeHistory }) => {
        const to = input.full_refunded ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
        const move = allowedTransition(
          decideTransition(
            { machine: 'payment', action: 'to-refunded', from: order.paymentStatus, to },
            snapshot,
          ),
        );
        const reason = input.reason;
        if (to === PaymentStatus.Refunded && !reason && refundedNeedsReason(snapshot)) {
          throw invalidField('reason', 'refundedNeedsReason');
        }
        await tx.order.update({ where: { id: order.id }, data: { paymentStatus: move.to } });
        await writeHistory([
          { type: OrderHistoryType.PaymentStatus, from: move.from, to: move.to },
          ...(reason
            ? [{ type: OrderHistoryType.ChangeValue, field: 'refund_reason', from: null, to: reason }]
            : []),
        ]);
        return updated;
      },
    ),
  );
