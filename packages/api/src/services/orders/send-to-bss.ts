import { type Prisma } from '@backoffice/db';
import {
  decideTransition,
  isSimCancelled,
  messages,
  OrderHistoryType,
  serviceRefusal,
  SIM_STATUSES,
  SimStatus,
} from '@backoffice/shared';

import { type Context } from '../../context';
import { conflict } from '../../errors';
import { bssClientFor, type BssClient, type BssSim, type BssSimOrder } from '../../integrations';
import { type LockedOrder, type OrderHistoryEntry, sessionActor, withLockedOrder } from './locked-order';
import { BSS_CALLS_AT_ONCE, bssFailureText, inBatches } from './bss-calls';
import { markBssCancelPending, sendPendingBssCancels } from './bss-cancel';

/**
 * A send marker (orders.bss_resend_started_at) older than this belongs to a send that died with its
 * process: a new send may start. Well above the BSS client's deadline times the sends in flight.
 */
export const BSS_SEND_STALE_MS = 2 * 60_000;

/** Whether a send of the order's products is under way (its marker set and not yet stale). */
export const bssSendRunning = (startedAt: Date | null, now = Date.now()) =>
  startedAt !== null && now - startedAt.getTime() < BSS_SEND_STALE_MS;

/** The result of one product's send, as written into the product. */
export type ProductSendOutcome =
  | { productId: number; uuid: string; ok: true; sim: BssSim }
  | { productId: number; uuid: string; ok: false; error: string };

export interface BssSendResult {
  sent: number;
  failed: number;
  products: Array<{ uuid: string; is_send_bss: boolean; error_bss: string | null }>;
}

/** Who sends: the staff member of the request, or nobody (the order intake: history names no one). */
export type BssSendContext = Pick<Context, 'prisma' | 'config' | 'caller'>;

const PRODUCT_SEND_FIELDS = {
  id: true,
  uuid: true,
  offerExternalId: true,
  isEsim: true,
  portationMobileNumber: true,
  portationDonorNetwork: true,
  offer: { select: { externalId: true } },
  options: { select: { option: { select: { bss: true } } } },
} as const satisfies Prisma.OrderProductSelect;

type ProductToSend = Prisma.OrderProductGetPayload<{ select: typeof PRODUCT_SEND_FIELDS }>;

/** Products that need a send: a billing error, or never sent; cancelled SIMs are left alone. */
export const needsSend = (orderId: number): Prisma.OrderProductWhereInput => ({
  orderId,
  OR: [{ errorBss: { not: null } }, { isSendBss: false }],
  simStatus: { notIn: SIM_STATUSES.filter(isSimCancelled) },
});

function simOrderOf(orderNumber: number, product: ProductToSend): BssSimOrder | string {
  const planId = product.offerExternalId ?? product.offer?.externalId ?? null;
  if (planId === null || planId <= 0) return 'The offer of this SIM is not matched to a BSS plan';
  return {
    reference: product.uuid,
    orderNumber,
    planId,
    isEsim: product.isEsim,
    // Options without a BSS option ID are the back office's own extras; the BSS does not bill them.
    optionIds: product.options
      .map((item) => item.option?.bss.trim() ?? '')
      .filter((bss) => /^\d+$/.test(bss))
      .map(Number),
    portIn: product.portationMobileNumber
      ? { msisdn: product.portationMobileNumber, donorOperator: product.portationDonorNetwork ?? '' }
      : null,
  };
}

async function sendProduct(bss: BssClient, orderNumber: number, product: ProductToSend) {
  const order = simOrderOf(orderNumber, product);
  const base = { productId: product.id, uuid: product.uuid };
  if (typeof order === 'string') return { ...base, ok: false as const, error: order };
  try {
    const result = await bss.orderSim(order);
    if (result.ok) return { ...base, ok: true as const, sim: result.sim };
    return { ...base, ok: false as const, error: `${result.code}: ${result.message}` };
  } catch (error) {
    return { ...base, ok: false as const, error: bssFailureText(error) };
  }
}

/**
 * Sends the order's products that have a billing error or were never sent to the BSS, one SIM per
 * product, and writes the outcome into them. Three steps, so no row lock is held across HTTP:
 * 1. under the order's lock: refuse (409) an order not paid (unless an administrator allowed serving
 *    it unpaid), a send already running or nothing to send, else set the send marker
 *    (orders.bss_resend_started_at);
 * 2. the BSS calls, idempotent by the product's UUID (a retried or repeated send never orders twice);
 * 3. under the lock again: external_id, external_data, error_bss, is_send_bss, msisdn and the SIM
 *    status of every product, history rows, and the marker cleared (also when step 2 throws). A SIM
 *    cancelled here while its send was under way gets a pending BSS cancellation, sent right after.
 * Used by 'Resend product' and, in the background without a staff member, once an order is paid or
 * allowed unpaid.
 */
export async function sendOrderToBss(ctx: BssSendContext, orderUuid: string): Promise<BssSendResult> {
  const claimed = await withLockedOrder(ctx, { orderUuid }, async (locked) => {
    const { tx, order } = locked;
    const unpaid = serviceRefusal(locked.snapshot);
    if (unpaid !== null) throw conflict(unpaid);
    if (bssSendRunning(order.bssResendStartedAt)) throw conflict(messages.bssResendRunning);
    const products = await tx.orderProduct.findMany({
      where: needsSend(order.id),
      select: PRODUCT_SEND_FIELDS,
      orderBy: { id: 'asc' },
    });
    if (products.length === 0) throw conflict(messages.bssNothingToResend);
    await tx.order.update({ where: { id: order.id }, data: { bssResendStartedAt: new Date() } });
    return { orderNumber: order.id, products };
  });

  let outcomes: ProductSendOutcome[] = [];
  let cancelsToSend: number;
  try {
    const bss = bssClientFor(ctx.config);
    outcomes = await inBatches(claimed.products, BSS_CALLS_AT_ONCE, (product) =>
      sendProduct(bss, claimed.orderNumber, product),
    );
  } finally {
    cancelsToSend = await withLockedOrder(ctx, { orderUuid }, async (locked) => {
      const marked = await applySendOutcomes(locked, outcomes);
      await locked.tx.order.update({
        where: { id: locked.order.id },
        data: { bssResendStartedAt: null },
      });
      return marked;
    });
  }
  if (cancelsToSend > 0) {
    await sendPendingBssCancels(ctx, { orderId: claimed.orderNumber, actor: sessionActor(ctx) });
  }
  return {
    sent: outcomes.filter((outcome) => outcome.ok).length,
    failed: outcomes.filter((outcome) => !outcome.ok).length,
    products: outcomes.map((outcome) => ({
      uuid: outcome.uuid,
      is_send_bss: outcome.ok,
      error_bss: outcome.ok ? null : outcome.error,
    })),
  };
}

/** Writes the outcomes; answers how many SIMs cancelled meanwhile now await their BSS cancellation. */
async function applySendOutcomes(
  locked: LockedOrder,
  outcomes: readonly ProductSendOutcome[],
): Promise<number> {
  if (outcomes.length === 0) return 0;
  const { tx } = locked;
  const orderId = locked.order.id;
  const current = new Map(
    (
      await tx.orderProduct.findMany({
        where: { orderId, id: { in: outcomes.map((outcome) => outcome.productId) } },
        select: { id: true, simStatus: true, errorBss: true, isSendBss: true, msisdn: true },
      })
    ).map((product) => [product.id, product]),
  );
  const history: OrderHistoryEntry[] = [];
  for (const outcome of outcomes) {
    const product = current.get(outcome.productId);
    if (!product) continue;
    const productId = product.id;
    if (outcome.ok) {
      // The table's bss-report rows: a SIM cancelled or settled meanwhile keeps its status.
      const report = decideTransition(
        { machine: 'sim', action: 'bss-report', from: product.simStatus, to: outcome.sim.SimStatus },
        locked.snapshot,
      );
      const simStatus = report.allowed ? report.transition.to : product.simStatus;
      await tx.orderProduct.update({
        where: { id: productId },
        data: {
          externalId: String(outcome.sim.ID),
          externalData: outcome.sim,
          errorBss: null,
          isSendBss: true,
          msisdn: product.msisdn ?? outcome.sim.Msisdn,
          simStatus,
        },
      });
      if (simStatus !== product.simStatus) {
        history.push({
          type: OrderHistoryType.ProductStatus,
          productId,
          from: product.simStatus,
          to: simStatus,
        });
      }
      if (!product.isSendBss) {
        history.push({ type: OrderHistoryType.ChangeValue, productId, field: 'is_send_bss', from: 0, to: 1 });
      }
      if (product.errorBss !== null) {
        history.push({
          type: OrderHistoryType.ChangeValue,
          productId,
          field: 'error_bss',
          from: product.errorBss,
          to: null,
        });
      }
    } else {
      await tx.orderProduct.update({
        where: { id: productId },
        data: { errorBss: outcome.error, isSendBss: false },
      });
      if (product.errorBss !== outcome.error) {
        history.push({
          type: OrderHistoryType.ChangeValue,
          productId,
          field: 'error_bss',
          from: product.errorBss,
          to: outcome.error,
        });
      }
    }
  }
  await locked.writeHistory(history);
  const cancelledMeanwhile = outcomes
    .filter((outcome) => current.get(outcome.productId)?.simStatus === SimStatus.CancelledByCustomer)
    .map((outcome) => outcome.productId);
  return markBssCancelPending(tx, cancelledMeanwhile, locked.writeHistory);
}
