import { z } from 'zod';

import { enumRow, PAYMENT_STATUSES, refundSchema, RefundStatus } from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { refundOrder } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

export const refundOutput = responseOf(
  z.object({
    refund_uuid: z.string(),
    refund_status: z.literal(RefundStatus.Success),
    amount: z.string(),
    refund_sum: z.string(),
    payment_status: enumRow(PAYMENT_STATUSES),
  }),
);

/** Refunds part or all of an order's payment through the payment provider (`refundOrder`). */
export const refund = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/ricarica/refund',
      tags: ['orders'],
      summary: "Refund part or all of an order's payment",
    },
    errors: [...ORDER_CHANGE_ERRORS, 'BAD_GATEWAY'],
  })
  .input(refundSchema)
  .output(refundOutput)
  .mutation(async ({ ctx, input }) => {
    const made = await refundOrder(ctx, {
      orderUuid: input.order_uuid,
      version: input.version,
      amount: input.amount,
    });
    return {
      response: {
        refund_uuid: made.refundId,
        refund_status: RefundStatus.Success,
        amount: made.amount,
        refund_sum: made.refundSum,
        payment_status: made.paymentStatus,
      },
    };
  });
