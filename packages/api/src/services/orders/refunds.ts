import { Prisma, type PrismaClient } from '@backoffice/db';
import {
  decideTransition,
  messages,
  OrderHistoryType,
  REFUND_UNCONFIRMED_MESSAGE,
  RefundStatus,
  reservedRefundSum,
  toMoney,
} from '@backoffice/shared';

import { type ApiConfig } from '../../config';
import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { assertRecentlyConfirmed, refundNeedsStepUp } from '../account/second-factor/step-up';
import { conflict } from '../../errors';
import {
  integrationFailure,
  IntegrationError,
  PAYMENT_CLIENT_LIMITS,
  paymentClientFor,
  type PaymentRefund,
  refundCertainlyNotMade,
} from '../../integrations';
import { lockOrder, orderHistoryWriterFor, orderSnapshot, withLockedOrder } from './locked-order';

/**
 * A pending refund younger than this may still have its provider call under way (the client gives up
 * after PAYMENT_CLIENT_LIMITS.deadlineMs, 10 s, plus the waits for the order's lock): only older ones
 * are asked about, so a "no such refund" cannot be the answer to a request that is still travelling.
 */
export const REFUND_SETTLE_MS = 6 * PAYMENT_CLIENT_LIMITS.deadlineMs;

/** Pending refunds asked about per run of the reconciliation. */
const RECONCILE_BATCH = 100;

/** The refund_history.provider_data of a refund whose provider call ended without a clear answer. */
export function unconfirmedRefundData(error: IntegrationError, at: Date) {
  return {
    outcome: 'unknown',
    failure: error.failure,
    status: error.status ?? null,
    message: error.message,
    at: at.toISOString(),
  } satisfies Prisma.InputJsonValue;
}

/**
 * The refund_history.provider_data of a refund reserved in the same transaction as the change that
 * asked for it (Cancel order's refund): sent right after that commit, and, should the instance stop
 * first, sent by the reconciliation (by its Idempotency-Key, so never twice).
 */
export const QUEUED_REFUND_DATA = { outcome: 'queued' } as const satisfies Prisma.InputJsonValue;

const isQueued = (data: Prisma.JsonValue | null) =>
  typeof data === 'object' &&
  data !== null &&
  !Array.isArray(data) &&
  data.outcome === QUEUED_REFUND_DATA.outcome;

export interface SettledRefund {
  refundSum: string;
  paymentStatus: number;
}

/**
 * Records a refund the provider made: under the order's lock, refund_sum grows, the payment status
 * follows the table (Refunded once nothing is left, else PartiallyRefunded), history rows name the
 * staff member who asked for the refund, and the row becomes `success`. Null (and nothing written)
 * when the row is no longer pending: the provider call and the reconciliation settled it together.
 */
export function settleRefundMade(
  prisma: PrismaClient,
  refundId: string,
  answer: PaymentRefund,
): Promise<SettledRefund | null> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.refundHistory.findUniqueOrThrow({
      where: { id: refundId },
      select: { orderId: true, amount: true, email: true, actorUserId: true },
    });
    const { order } = await lockOrder(tx, { orderId: row.orderId });
    const claimed = await tx.refundHistory.updateMany({
      where: { id: refundId, refundStatus: RefundStatus.Pending },
      data: { refundStatus: RefundStatus.Success, providerData: answer },
    });
    if (claimed.count === 0) return null;
    const refundSum = toMoney(order.refundSum).plus(toMoney(row.amount));
    // The money went back either way; the status follows the table unless a staff member moved
    // the payment status by hand while the provider was answering.
    const decision = decideTransition(
      { machine: 'payment', action: 'refund', from: order.paymentStatus },
      orderSnapshot(order),
      { amount: row.amount },
    );
    const paymentStatus = decision.allowed ? decision.transition.to : order.paymentStatus;
    await tx.order.update({
      where: { id: order.id },
      data: { refundSum: new Prisma.Decimal(refundSum.toFixed(2)), paymentStatus },
    });
    await orderHistoryWriterFor(
      tx,
      { email: row.email, id: row.actorUserId },
      order.id,
    )([
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
    return { refundSum: refundSum.toFixed(2), paymentStatus };
  });
}

/** Records a refund the provider certainly did not make: the pending row becomes `failed`, no sum changes. */
export async function settleRefundNotMade(
  prisma: PrismaClient,
  refundId: string,
  providerData: Prisma.InputJsonValue,
): Promise<boolean> {
  const settled = await prisma.refundHistory.updateMany({
    where: { id: refundId, refundStatus: RefundStatus.Pending },
    data: { refundStatus: RefundStatus.Failed, providerData },
  });
  return settled.count === 1;
}

export interface RefundReconciliation {
  /** Pending refunds old enough to ask about. */
  checked: number;
  /** Queued refunds the provider had not had yet: sent now (and counted as made, not made or unknown). */
  sent: number;
  /** The provider had made them: now `success`, the sums grown. */
  made: number;
  /** The provider had not: now `failed`. */
  notMade: number;
  /** The provider could not tell now: still pending, asked again next time. */
  unknown: number;
}

/**
 * Settles the refunds left pending by a provider call that ended without a clear answer (or by a
 * server that stopped during the call): asks the provider for each by its Idempotency-Key (the
 * refund_history row id) and records it as made or not made. A queued refund the provider has not had
 * (its instance stopped before sending it) is sent now. Safe to run on several instances at once: a
 * row is settled only while still pending, under its order's lock, and a refund is made once per key.
 */
export async function reconcilePendingRefunds(
  services: { prisma: PrismaClient; config: ApiConfig },
  now = new Date(),
): Promise<RefundReconciliation> {
  const pending = await services.prisma.refundHistory.findMany({
    where: {
      refundStatus: RefundStatus.Pending,
      createdAt: { lt: new Date(now.getTime() - REFUND_SETTLE_MS) },
    },
    select: { id: true, amount: true, providerData: true, order: { select: { uuid: true } } },
    orderBy: { createdAt: 'asc' },
    take: RECONCILE_BATCH,
  });
  const counts: RefundReconciliation = {
    checked: pending.length,
    sent: 0,
    made: 0,
    notMade: 0,
    unknown: 0,
  };
  const payment = paymentClientFor(services.config);
  for (const { id, amount, providerData, order } of pending) {
    let found: PaymentRefund | null;
    try {
      found = await payment.findRefund(id);
    } catch (error) {
      // The provider could not be asked: whatever the row is, it waits for the next run.
      if (!(error instanceof IntegrationError)) throw error;
      counts.unknown += 1;
      continue;
    }
    if (!found && isQueued(providerData)) {
      counts.sent += 1;
      try {
        found = await payment.refund({
          idempotencyKey: id,
          paymentReference: order.uuid,
          amount: toMoney(amount).toFixed(2),
        });
      } catch (error) {
        if (!(error instanceof IntegrationError)) throw error;
        if (refundCertainlyNotMade(error)) {
          const failure = { failure: error.failure, status: error.status ?? null, message: error.message };
          if (await settleRefundNotMade(services.prisma, id, failure)) counts.notMade += 1;
        } else {
          // From now on an ordinary refund of unknown outcome: asked about, never sent again.
          await services.prisma.refundHistory.update({
            where: { id },
            data: { providerData: unconfirmedRefundData(error, now) },
          });
          counts.unknown += 1;
        }
        continue;
      }
    }
    if (found) {
      if (await settleRefundMade(services.prisma, id, found)) counts.made += 1;
    } else if (
      await settleRefundNotMade(services.prisma, id, {
        outcome: 'not_made',
        checkedAt: now.toISOString(),
      })
    ) {
      counts.notMade += 1;
    }
  }
  return counts;
}

/** A refund the provider made: the reserved row's id, the amount, and the order's sums after it. */
export interface MadeRefund extends SettledRefund {
  refundId: string;
  amount: string;
}

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
 *    `failed`, no sum changes, and the answer is 'The refund failed';
 *    unknown (a timeout, a dropped connection, a 5xx, an unreadable answer: the provider may have
 *    made it): the row stays `pending` with the failure in provider_data, its amount still counted
 *    against the limit, and the answer is a 502/503 saying so. The job 'order-refund-reconcile'
 *    asks the provider by the Idempotency-Key once the row is older than REFUND_SETTLE_MS and
 *    settles it either way (`reconcilePendingRefunds`).
 */
export async function refundOrder(
  ctx: Context & { caller: Caller },
  request: { orderUuid: string; version?: number | undefined; amount: string },
): Promise<MadeRefund> {
  if (refundNeedsStepUp(ctx.config, request.amount)) await assertRecentlyConfirmed(ctx);
  const reserved = await withLockedOrder(
    ctx,
    { orderUuid: request.orderUuid, version: request.version },
    async ({ tx, order, snapshot }) => {
      const pending = await tx.refundHistory.aggregate({
        where: { orderId: order.id, refundStatus: RefundStatus.Pending },
        _sum: { amount: true },
      });
      const decision = decideTransition(
        { machine: 'payment', action: 'refund', from: order.paymentStatus },
        { ...snapshot, refundSum: reservedRefundSum(order.refundSum, [pending._sum.amount ?? 0]) },
        { amount: request.amount },
      );
      if (!decision.allowed) throw conflict(decision.reason);
      return tx.refundHistory.create({
        data: {
          orderId: order.id,
          refundStatus: RefundStatus.Pending,
          amount: new Prisma.Decimal(request.amount),
          email: ctx.caller.account.email,
          actorUserId: ctx.caller.account.id,
        },
        select: { id: true },
      });
    },
  );

  return sendReservedRefund(ctx, {
    refundId: reserved.id,
    orderUuid: request.orderUuid,
    amount: request.amount,
  });
}

/**
 * Steps 2 and 3 of `refundOrder` for a refund already reserved (a pending row, committed): the
 * provider's refund with the row's id as its Idempotency-Key, then the row settled as made, not made,
 * or left pending with the failure when the outcome is unknown.
 */
export async function sendReservedRefund(
  ctx: Pick<Context, 'prisma' | 'config' | 'log'>,
  { refundId, orderUuid, amount }: { refundId: string; orderUuid: string; amount: string },
): Promise<MadeRefund> {
  let answer: PaymentRefund;
  try {
    answer = await paymentClientFor(ctx.config).refund({
      idempotencyKey: refundId,
      paymentReference: orderUuid,
      amount,
    });
  } catch (error) {
    if (error instanceof IntegrationError && !refundCertainlyNotMade(error)) {
      await ctx.prisma.refundHistory.update({
        where: { id: refundId },
        data: { providerData: unconfirmedRefundData(error, new Date()) },
      });
      ctx.log.warn(
        { refund: refundId, failure: error.failure, recheckAfterMs: REFUND_SETTLE_MS },
        'refund outcome unknown, left pending',
      );
      integrationFailure(error, REFUND_UNCONFIRMED_MESSAGE);
    }
    await settleRefundNotMade(
      ctx.prisma,
      refundId,
      error instanceof IntegrationError
        ? { failure: error.failure, status: error.status ?? null, message: error.message }
        : { failure: 'error', message: String((error as Error)?.message ?? error) },
    );
    integrationFailure(error, messages.refundError);
  }

  const settled = await settleRefundMade(ctx.prisma, refundId, answer);
  if (!settled) {
    // Only the reconciliation settles a pending row, and only once it is REFUND_SETTLE_MS old.
    throw conflict('This refund was settled meanwhile');
  }
  return { refundId, amount: toMoney(amount).toFixed(2), ...settled };
}
