import { TRPCError } from '@trpc/server';

import { Prisma } from '@backoffice/db';

import {
  type CancelRefundChoice,
  decideTransition,
  defined,
  OrderHistoryType,
  PaymentStatus,
  refundableRest,
  RefundStatus,
  reservedRefundSum,
  toMoney,
} from '@backoffice/shared';

import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { invalidFields } from '../../errors';
import { refundNeedsStepUp, stepUpDemand } from '../account/second-factor/step-up';
import { markBssCancelPending, sendPendingBssCancels } from './bss-cancel';
import { type LockedOrder, type OrderLockTarget, sessionActor, withLockedOrder } from './locked-order';
import { QUEUED_REFUND_DATA, sendReservedRefund } from './refunds';
import { applyTransition } from './transition';

/**
 * A cancel of SIMs that the BSS hears about too. `cancelLocally` runs under the order's lock and
 * answers the ids of the SIMs it cancelled; those the BSS may have get a pending BSS cancellation in
 * the same transaction. Once committed, the cancellations are sent with no lock held. The local
 * cancel stands whatever the BSS answers: a failure leaves them pending for the job
 * 'order-bss-cancel', a refusal is recorded; both show on the order page (docs/decisions.md).
 */
export async function cancelHereAndInBss<T extends { cancelled: readonly number[] }>(
  ctx: Context,
  target: OrderLockTarget,
  cancelLocally: (locked: LockedOrder) => Promise<T>,
): Promise<T & { orderId: number }> {
  const { result, orderId, pending } = await withLockedOrder(ctx, target, async (locked) => {
    const done = await cancelLocally(locked);
    return {
      result: done,
      orderId: locked.order.id,
      pending: await markBssCancelPending(locked.tx, done.cancelled, locked.writeHistory),
    };
  });
  if (pending > 0) {
    try {
      await sendPendingBssCancels(ctx, { orderId, actor: sessionActor(ctx) });
    } catch (error) {
      // The cancellations are stored as pending: the job sends them; the staff member's cancel is done.
      ctx.log.error({ err: error, orderId }, 'BSS cancellations left to the retry job');
    }
  }
  return { ...result, orderId };
}

/**
 * The whole order cancelled (unless NotFinished, Cancelled or Finished) under its lock: every SIM not
 * already cancelled becomes CancelledByCustomer, each with its own history row.
 */
async function cancelWholeOrderLocally(locked: LockedOrder): Promise<{ cancelled: number[] }> {
  const { tx, order, snapshot, writeHistory } = locked;
  await applyTransition(locked, { machine: 'order', action: 'cancel' });
  // Every SIM the table lets go, in one statement per target status (an order may hold dozens).
  const simMoves = order.products.flatMap((product) => {
    const decision = decideTransition(
      { machine: 'sim', action: 'cancel', from: product.simStatus },
      snapshot,
    );
    return decision.allowed ? [{ product, to: decision.transition.to }] : [];
  });
  for (const to of new Set(simMoves.map((simMove) => simMove.to))) {
    const ids = simMoves.filter((simMove) => simMove.to === to).map((simMove) => simMove.product.id);
    await tx.orderProduct.updateMany({ where: { id: { in: ids } }, data: { simStatus: to } });
  }
  await writeHistory(
    simMoves.map(({ product, to }) => ({
      type: OrderHistoryType.ProductStatus,
      from: product.simStatus,
      to,
      productId: product.id,
    })),
  );
  return { cancelled: simMoves.map((simMove) => simMove.product.id) };
}

/**
 * Cancels one SIM (the table allows CancelledByCustomer only, in an order of several products, from a
 * pending or logistic status), here and in the BSS when the BSS may have it.
 */
export function cancelSim(ctx: Context, target: OrderLockTarget & { productUuid: string }, status: number) {
  return cancelHereAndInBss(ctx, target, async (locked) => {
    const productId = defined(locked.product, 'the locked SIM').id;
    await applyTransition(locked, { machine: 'sim', action: 'change-sim-status', productId, to: status });
    return { cancelled: [productId] };
  });
}

/** Cancels the whole order here and, for the SIMs the BSS may have, in the BSS too. */
export function cancelOrder(ctx: Context, target: OrderLockTarget) {
  return cancelHereAndInBss(ctx, target, cancelWholeOrderLocally);
}

/** What became of one cancelled SIM in the billing system. */
export type SimCancelOutcome = 'done' | 'pending' | 'refused' | 'not-in-bss';

/** What "Cancel order" did, part by part. */
export interface CancelOrderOutcome {
  sims: Array<{ uuid: string; bss: SimCancelOutcome; error: string | null }>;
  refund:
    | { status: 'none' }
    | { status: 'made'; amount: string; refund_sum: string; payment_status: number }
    | { status: 'failed'; amount: string; message: string };
}

/**
 * "Cancel order" of the order page: the cancel, and for a paid order the refund (all that is left,
 * an amount up to it, or none), in one confirmed step. The refund's amount is checked under the
 * cancel's lock, so a refused amount cancels nothing, and the refund is reserved (a queued pending
 * row) in the cancel's own transaction: once committed, it is asked of the payment provider with no
 * lock held, and should this instance stop first, the reconciliation sends it. A failed refund
 * leaves the cancel done and says so.
 */
export async function cancelOrderWithRefund(
  ctx: Context & { caller: Caller },
  request: {
    orderUuid: string;
    version?: number | undefined;
    refund: CancelRefundChoice;
    amount?: string | undefined;
  },
): Promise<CancelOrderOutcome> {
  // Whether the person confirmed it is them, read before the lock: the refund's amount is known
  // only under it.
  const stepUp = request.refund === 'none' ? null : await stepUpDemand(ctx);
  const { cancelled, refund, orderId } = await cancelHereAndInBss(
    ctx,
    { orderUuid: request.orderUuid, version: request.version },
    async (locked) => {
      const amount = await refundAmountUnderLock(locked, request);
      if (stepUp && amount !== null && refundNeedsStepUp(ctx.config, amount)) throw stepUp;
      const cancelledHere = await cancelWholeOrderLocally(locked);
      if (amount === null) return { ...cancelledHere, refund: null };
      const reserved = await locked.tx.refundHistory.create({
        data: {
          orderId: locked.order.id,
          refundStatus: RefundStatus.Pending,
          amount: new Prisma.Decimal(amount),
          email: ctx.caller.account.email,
          actorUserId: ctx.caller.account.id,
          providerData: QUEUED_REFUND_DATA,
        },
        select: { id: true },
      });
      return { ...cancelledHere, refund: { refundId: reserved.id, amount } };
    },
  );
  const sims = await ctx.prisma.orderProduct.findMany({
    where: { orderId, id: { in: cancelled } },
    select: { uuid: true, bssCancelStatus: true, bssCancelError: true },
    orderBy: { id: 'asc' },
  });
  const outcome: CancelOrderOutcome = {
    sims: sims.map((sim) => ({
      uuid: sim.uuid,
      bss: (sim.bssCancelStatus ?? 'not-in-bss') as SimCancelOutcome,
      error: sim.bssCancelError,
    })),
    refund: { status: 'none' },
  };
  if (refund === null) return outcome;
  try {
    const made = await sendReservedRefund(ctx, { ...refund, orderUuid: request.orderUuid });
    outcome.refund = {
      status: 'made',
      amount: made.amount,
      refund_sum: made.refundSum,
      payment_status: made.paymentStatus,
    };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    outcome.refund = { status: 'failed', amount: refund.amount, message: error.message };
  }
  return outcome;
}

/** The refund the cancel asks for, checked against the locked order: null for none. */
async function refundAmountUnderLock(
  { tx, order, snapshot }: LockedOrder,
  request: { refund: CancelRefundChoice; amount?: string | undefined },
): Promise<string | null> {
  if (request.refund === 'none') return null;
  const refundable =
    order.paymentStatus === PaymentStatus.Paid || order.paymentStatus === PaymentStatus.PartiallyRefunded;
  const pending = await tx.refundHistory.aggregate({
    where: { orderId: order.id, refundStatus: RefundStatus.Pending },
    _sum: { amount: true },
  });
  const limit = refundableRest({
    ...snapshot,
    refundSum: reservedRefundSum(order.refundSum, [pending._sum.amount ?? 0]),
  });
  if (!refundable || limit.isZero()) {
    throw invalidFields([
      { code: 'custom', path: ['refund'], message: 'nothingToRefund', input: request.refund },
    ]);
  }
  if (request.refund === 'full') return limit.toFixed(2);
  const amount = toMoney(defined(request.amount, 'the amount of a partial refund'));
  if (amount.greaterThan(limit)) {
    throw invalidFields([
      {
        code: 'custom',
        path: ['amount'],
        message: 'refundSumTooBig',
        params: { limit: limit.toFixed(2) },
        input: request.amount,
      },
    ]);
  }
  return amount.toFixed(2);
}
