import { z } from 'zod';

import { Prisma } from '@backoffice/db';
import {
  decideTransition,
  messages,
  OrderHistoryType,
  refundSchema,
  RefundStatus,
  toMoney,
} from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { conflict } from '../../../errors';
import {
  integrationFailure,
  IntegrationError,
  paymentClientFor,
  type PaymentRefund,
} from '../../../integrations';
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
 * 3. success: under the lock again, refund_sum grows, the payment status follows the table (Refunded
 *    once nothing is left, else PartiallyRefunded), history rows, the row becomes `success`;
 *    failure: the row becomes `failed`, no sum changes, and the answer is 'Error with refund'.
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
          { ...snapshot, refundSum: toMoney(order.refundSum).plus(toMoney(pending._sum.amount ?? 0)) },
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
      await ctx.prisma.refundHistory.update({
        where: { id: reserved.id },
        data: {
          refundStatus: RefundStatus.Failed,
          providerData:
            error instanceof IntegrationError
              ? { failure: error.failure, status: error.status ?? null, message: error.message }
              : { failure: 'error', message: String((error as Error)?.message ?? error) },
        },
      });
      integrationFailure(error, messages.refundError);
    }

    return withLockedOrder(ctx, { orderUuid: input.order_uuid }, async (locked) => {
      const { tx, order, snapshot } = locked;
      const refundSum = toMoney(order.refundSum).plus(toMoney(input.amount));
      // The money went back either way; the status follows the table unless a staff member moved
      // the payment status by hand while the provider was answering.
      const decision = decideTransition(
        { machine: 'payment', action: 'refund', from: order.paymentStatus },
        snapshot,
        { amount: input.amount },
      );
      const paymentStatus = decision.allowed ? decision.transition.to : order.paymentStatus;
      await tx.order.update({
        where: { id: order.id },
        data: { refundSum: new Prisma.Decimal(refundSum.toFixed(2)), paymentStatus },
      });
      await tx.refundHistory.update({
        where: { id: reserved.id },
        data: { refundStatus: RefundStatus.Success, providerData: answer },
      });
      await locked.writeHistory([
        {
          type: OrderHistoryType.ChangeValue,
          field: 'refund_sum',
          from: order.refundSum.toFixed(2),
          to: refundSum.toFixed(2),
        },
        ...(paymentStatus === order.paymentStatus
          ? []
          : [{ type: OrderHistoryType.PaymentStatus, from: order.paymentStatus, to: paymentStatus }]),
      ]);
      return {
        response: {
          refund_uuid: reserved.id,
          refund_status: RefundStatus.Success,
          amount: toMoney(input.amount).toFixed(2),
          refund_sum: refundSum.toFixed(2),
          payment_status: paymentStatus,
        },
      };
    });
  });
