import { type Prisma, type PrismaClient } from '@backoffice/db';
import { defined, OrderHistoryType } from '@backoffice/shared';

import { type ApiConfig } from '../../config';
import { bssClientFor, type BssClient } from '../../integrations';
import { type HistoryActor, lockOrder, type OrderHistoryEntry, orderHistoryWriterFor } from './locked-order';
import { BSS_CALLS_AT_ONCE, bssFailureText, inBatches } from './bss-calls';

type Tx = Prisma.TransactionClient;

/**
 * order_products.bss_cancel_status: null while the BSS never had the SIM; `pending` from the local
 * cancel until the BSS confirms it (retried by the job 'order-bss-cancel'); `done` once it did;
 * `refused` when the BSS will not (e.g. the SIM was activated meanwhile): staff settle it by hand.
 */
export const BssCancelStatus = { Pending: 'pending', Done: 'done', Refused: 'refused' } as const;
export type BssCancelStatus = (typeof BssCancelStatus)[keyof typeof BssCancelStatus];

/** Products settled per run of the retry job. */
const RETRY_BATCH = 200;

/**
 * In the transaction that cancels them locally: the products the BSS may have (sent, or a send was
 * tried: its answer may have been lost) get a `pending` BSS cancellation and a history row. Answers
 * how many, so the caller sends them once the transaction is committed.
 */
export async function markBssCancelPending(
  tx: Tx,
  productIds: readonly number[],
  writeHistory: (entries: readonly OrderHistoryEntry[]) => Promise<void>,
): Promise<number> {
  if (productIds.length === 0) return 0;
  const tried = await tx.orderProduct.findMany({
    where: {
      id: { in: [...productIds] },
      bssCancelStatus: null,
      OR: [{ isSendBss: true }, { externalId: { not: null } }, { errorBss: { not: null } }],
    },
    select: { id: true },
  });
  if (tried.length === 0) return 0;
  await tx.orderProduct.updateMany({
    where: { id: { in: tried.map((product) => product.id) } },
    data: { bssCancelStatus: BssCancelStatus.Pending, bssCancelError: null },
  });
  await writeHistory(
    tried.map((product) => ({
      type: OrderHistoryType.ChangeValue,
      productId: product.id,
      field: 'bss_cancel_status',
      from: null,
      to: BssCancelStatus.Pending,
    })),
  );
  return tried.length;
}

interface PendingCancel {
  id: number;
  uuid: string;
  orderId: number;
  externalId: string | null;
}

/** What one attempt learnt: the new status (null: the BSS never had the SIM), or still pending and why. */
type CancelOutcome =
  | { productId: number; status: 'done'; simId: number; error: null }
  | { productId: number; status: 'refused'; error: string }
  | { productId: number; status: null; error: null }
  | { productId: number; status: 'pending'; error: string };

async function cancelInBss(bss: BssClient, product: PendingCancel): Promise<CancelOutcome> {
  const productId = product.id;
  try {
    let simId = /^\d+$/.test(product.externalId ?? '') ? Number(product.externalId) : null;
    if (simId === null) {
      // The send's answer was lost or refused: the BSS knows the SIM, if at all, by the product's UUID.
      const sim = await bss.findSimByReference(product.uuid);
      if (!sim) return { productId, status: null, error: null };
      simId = sim.ID;
    }
    const result = await bss.cancelSim(simId);
    if (result.ok) return { productId, status: BssCancelStatus.Done, simId, error: null };
    return { productId, status: BssCancelStatus.Refused, error: `${result.code}: ${result.message}` };
  } catch (error) {
    return { productId, status: BssCancelStatus.Pending, error: bssFailureText(error) };
  }
}

/** Writes one order's outcomes under its lock, each only while its product is still pending. */
async function applyCancelOutcomes(
  prisma: PrismaClient,
  orderId: number,
  outcomes: readonly CancelOutcome[],
  actor: HistoryActor,
) {
  await prisma.$transaction(async (tx) => {
    await lockOrder(tx, { orderId });
    const history: OrderHistoryEntry[] = [];
    for (const outcome of outcomes) {
      const written = await tx.orderProduct.updateMany({
        where: { id: outcome.productId, orderId, bssCancelStatus: BssCancelStatus.Pending },
        data: {
          bssCancelStatus: outcome.status,
          bssCancelError: outcome.error,
          ...(outcome.status === BssCancelStatus.Done ? { externalId: String(outcome.simId) } : {}),
        },
      });
      if (written.count === 1 && outcome.status !== BssCancelStatus.Pending) {
        history.push({
          type: OrderHistoryType.ChangeValue,
          productId: outcome.productId,
          field: 'bss_cancel_status',
          from: BssCancelStatus.Pending,
          to: outcome.status,
        });
      }
    }
    await orderHistoryWriterFor(tx, actor, orderId)(history);
  });
}

export interface BssCancelRun {
  /** Pending cancellations tried. */
  tried: number;
  /** The BSS confirmed them. */
  done: number;
  /** The BSS refused them. */
  refused: number;
  /** The BSS never had the SIM: nothing to cancel there. */
  absent: number;
  /** The BSS could not be reached or failed: still pending, tried again by the job. */
  pending: number;
}

/**
 * Sends the pending BSS cancellations (of one order, or the oldest RETRY_BATCH of all) and records
 * the outcomes; no lock is held across the BSS calls. The cancel call is idempotent in the BSS, so
 * the staff action's own attempt and the job may overlap harmlessly.
 */
export async function sendPendingBssCancels(
  services: { prisma: PrismaClient; config: ApiConfig },
  scope: { orderId?: number; actor?: HistoryActor } = {},
): Promise<BssCancelRun> {
  const pending: PendingCancel[] = await services.prisma.orderProduct.findMany({
    where: {
      bssCancelStatus: BssCancelStatus.Pending,
      ...(scope.orderId === undefined ? {} : { orderId: scope.orderId }),
    },
    select: { id: true, uuid: true, orderId: true, externalId: true },
    orderBy: { id: 'asc' },
    take: RETRY_BATCH,
  });
  const run: BssCancelRun = { tried: pending.length, done: 0, refused: 0, absent: 0, pending: 0 };
  if (pending.length === 0) return run;
  const bss = bssClientFor(services.config);
  const outcomes = await inBatches(pending, BSS_CALLS_AT_ONCE, (product) => cancelInBss(bss, product));
  const byOrder = new Map<number, CancelOutcome[]>();
  pending.forEach((product, index) => {
    const outcome = defined(outcomes[index], 'an outcome per product');
    byOrder.set(product.orderId, [...(byOrder.get(product.orderId) ?? []), outcome]);
    if (outcome.status === null) run.absent += 1;
    else run[outcome.status] += 1;
  });
  for (const [orderId, orderOutcomes] of byOrder) {
    await applyCancelOutcomes(
      services.prisma,
      orderId,
      orderOutcomes,
      scope.actor ?? { email: '', id: null },
    );
  }
  return run;
}
