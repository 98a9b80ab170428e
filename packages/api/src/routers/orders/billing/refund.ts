import { z } from 'zod';

import { Prisma } from '@backoffice/db';
import {
  decideTransition,
  messages,
  REFUND_UNCONFIRMED_MESSAGE,
  refundSchema,
  RefundStatus,
  reservedRefundSum,
  toMoney,
} from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { conflict } from '../../../errors';
import {
  integrationFailure,
  IntegrationError,
  paymentClientFor,
  type PaymentRefund,
  refundCertainlyNotMade,
} from '../../../integrations';
import {
  REFUND_SETTLE_MS,
  settleRefundMade,
  settleRefundNotMade,
  unconfirmedRefundData,
} from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { withLockedOrder } from '../locked-order';

export const refundOutput = responseOf(
  z.object({
    refund_uuid: z.string(),
    refund_status: z.literal(RefundStatus.Success),
    amount: z.string(),
    refund_sum: z.string(),
    payment_status: z.number().int(),
  }),
);

/**
 * Refunds part or all of an order's payment through the payment provider. No row lock is held
 * across the provider's HTTP call:
 * 1. under the order's lock, the refund guard of the transition table (Paid or PartiallyRefunded, an
 *    amount above 0 and not above payment_sum minus refund_sum minus the refunds still pending), then
 *    a `pending` refund_history row that reserves the amount, committed;
 * 2. the provider's refund, with the pending row's id as its Idempotency-Key (retries refund once);
 * 3. made: under the lock again, refund_sum grows, the payment status follows the table (Refunded
 *    once nothing is left, else PartiallyRefunded), history rows, the row becomes `success`;
 *    certainly not made (nothing sent, or the provider refused it with a 4xx): the row becomes
 *    `failed`, no sum changes, and the answer is 'Error with refund';
 *    unknown (a timeout, a dropped connection, a 5xx, an unreadable answer: the provider may have
 *    made it): the row stays `pending` with the failure in provider_data, its amount still counted
 *    against the limit, and the answer is a 502/503 saying so. The job 'order-refund-reconcile'
 *    asks the provider by the Idempotency-Key once the row is older than REFUND_SETTLE_MS and
 *    settles it either way (services/orders/refunds.ts).
 */
export const refund = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/ricarica/refund',
      tags: ['orders'],
      summary: "Refund part or all of an order's payment",
    },
  })
  .input(refundSchema)
  .output(refundOutput)
  .mutation(async ({ ctx, input }) => {
    const reserved = await withLockedOrder(
      ctx,
      { orderUuid: input.order_uuid },
      async ({ tx, order, snapshot }) => {
        const pending = await tx.refundHistory.aggregate({
          where: { orderId: order.id, refundStatus: RefundStatus.Pending },
          _sum: { amount: true },
        });
        const decision = decideTransition(
          { machine: 'payment', action: 'refund', from: order.paymentStatus },
          { ...snapshot, refundSum: reservedRefundSum(order.refundSum, [pending._sum.amount ?? 0]) },
          { amount: input.amount },
        );
        if (!decision.allowed) throw conflict(decision.reason);
        return tx.refundHistory.create({
          data: {
            orderId: order.id,
            refundStatus: RefundStatus.Pending,
            amount: new Prisma.Decimal(input.amount),
            email: ctx.session.user.email,
            actorUserId: ctx.session.user.id,
          },
          select: { id: true },
        });
      },
    );

    let answer: PaymentRefund;
    try {
      answer = await paymentClientFor(ctx.config).refund({
        idempotencyKey: reserved.id,
        paymentReference: input.order_uuid,
        amount: input.amount,
      });
    } catch (error) {
      if (error instanceof IntegrationError && !refundCertainlyNotMade(error)) {
        await ctx.prisma.refundHistory.update({
          where: { id: reserved.id },
          data: { providerData: unconfirmedRefundData(error, new Date()) },
        });
        ctx.log.warn(
          { refund: reserved.id, failure: error.failure, recheckAfterMs: REFUND_SETTLE_MS },
          'refund outcome unknown, left pending',
        );
        integrationFailure(error, REFUND_UNCONFIRMED_MESSAGE);
      }
      await settleRefundNotMade(
        ctx.prisma,
        reserved.id,
        error instanceof IntegrationError
          ? { failure: error.failure, status: error.status ?? null, message: error.message }
          : { failure: 'error', message: String((error as Error)?.message ?? error) },
      );
      integrationFailure(error, messages.refundError);
    }

    const settled = await settleRefundMade(ctx.prisma, reserved.id, answer);
    if (!settled) {
      // Only the reconciliation settles a pending row, and only once it is REFUND_SETTLE_MS old.
      throw conflict('This refund was settled meanwhile');
    }
    return {
      response: {
        refund_uuid: reserved.id,
        refund_status: RefundStatus.Success,
        amount: toMoney(input.amount).toFixed(2),
        refund_sum: settled.refundSum,
        payment_status: settled.paymentStatus,
      },
    };
  });
