import {
  decideTransition,
  defined,
  FINAL_SIM_STATUSES,
  messages,
  OrderHistoryType,
  OrderStatus,
  orderStatusWhenSimsSettle,
} from '@backoffice/shared';

import { type Context } from '../../context';
import {
  BSS_STATUS_BATCH,
  bssClientFor,
  type BssSimStatusReport,
  integrationFailure,
} from '../../integrations';
import { type OrderHistoryEntry, withLockedOrder } from './locked-order';

/** What a refresh did: SIMs asked about, changed and unknown to the BSS, and orders it closed. */
export interface SimStatusRefreshCounts {
  /** SIMs asked about: sent to the BSS, not in a final status, in an order that is not cancelled. */
  checked: number;
  /** SIMs whose status changed. */
  updated: number;
  /** SIMs the BSS does not know. */
  unknown: number;
  /** Orders closed because every SIM is settled (Finished, PartiallyFinished or NotFinished). */
  orders_closed: number;
}

interface OpenProduct {
  id: number;
  externalId: string;
  order: { uuid: string };
}

/** Applies the BSS's reports to one order's SIMs under the order's lock, then settles the order when it can. */
async function applyToOrder(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  orderUuid: string,
  reports: ReadonlyMap<number, BssSimStatusReport>,
  counts: SimStatusRefreshCounts,
) {
  await withLockedOrder(ctx, { orderUuid }, async (locked) => {
    const { tx, order } = locked;
    const history: OrderHistoryEntry[] = [];
    const statuses = new Map(order.products.map((product) => [product.id, product.simStatus]));
    for (const product of order.products) {
      const report = reports.get(product.id);
      if (!report) continue;
      // The table's bss-report rows: a SIM settled here meanwhile (activated, cancelled) keeps its status.
      const move = decideTransition(
        { machine: 'sim', action: 'bss-report', from: product.simStatus, to: report.SimStatus },
        locked.snapshot,
      );
      if (!move.allowed) continue;
      await tx.orderProduct.update({
        where: { id: product.id },
        data: { simStatus: report.SimStatus, simStatusReason: report.Reason },
      });
      statuses.set(product.id, report.SimStatus);
      history.push({
        type: OrderHistoryType.ProductStatus,
        productId: product.id,
        from: product.simStatus,
        to: report.SimStatus,
      });
      counts.updated += 1;
    }
    const settled = {
      ...locked.snapshot,
      products: [...statuses.values()].map((simStatus) => ({ simStatus })),
    };
    const closed = history.length > 0 ? orderStatusWhenSimsSettle(settled) : null;
    if (closed !== null) {
      await tx.order.update({ where: { id: order.id }, data: { status: closed } });
      history.push({ type: OrderHistoryType.OrderStatus, from: order.status, to: closed });
      counts.orders_closed += 1;
    }
    await locked.writeHistory(history);
  });
}

/**
 * Asks the BSS for the SIM statuses of the open orders and applies them. The open SIMs are read in
 * pages of BSS_STATUS_BATCH (keyset by id), each page is one statuses call, and only the orders
 * with a change are locked and written, each with ProductStatus history rows (and an OrderStatus
 * row when every SIM of the order is settled).
 */
export async function refreshSimStatusesFromBss(
  ctx: Pick<Context, 'prisma' | 'caller' | 'config'>,
): Promise<SimStatusRefreshCounts> {
  const bss = bssClientFor(ctx.config);
  const counts: SimStatusRefreshCounts = { checked: 0, updated: 0, unknown: 0, orders_closed: 0 };
  let after = 0;
  for (;;) {
    const page: OpenProduct[] = (
      await ctx.prisma.orderProduct.findMany({
        where: {
          id: { gt: after },
          isSendBss: true,
          externalId: { not: null },
          simStatus: { notIn: [...FINAL_SIM_STATUSES] },
          order: { status: { not: OrderStatus.Cancelled } },
        },
        select: { id: true, externalId: true, order: { select: { uuid: true } } },
        orderBy: { id: 'asc' },
        take: BSS_STATUS_BATCH,
      })
    ).filter((product): product is OpenProduct => /^\d+$/.test(product.externalId ?? ''));
    if (page.length === 0) break;
    after = defined(page.at(-1), 'the last product of a page').id;
    counts.checked += page.length;

    let answer;
    try {
      answer = await bss.simStatuses(page.map((product) => Number(product.externalId)));
    } catch (error) {
      integrationFailure(error, messages.bssStatusesError);
    }
    counts.unknown += answer.unknown.length;
    const byBssId = new Map(answer.statuses.map((report) => [report.ID, report]));
    const byOrder = new Map<string, Map<number, BssSimStatusReport>>();
    for (const product of page) {
      const report = byBssId.get(Number(product.externalId));
      if (!report) continue;
      const reports = byOrder.get(product.order.uuid) ?? new Map<number, BssSimStatusReport>();
      reports.set(product.id, report);
      byOrder.set(product.order.uuid, reports);
    }
    for (const [orderUuid, reports] of byOrder) await applyToOrder(ctx, orderUuid, reports, counts);
    if (page.length < BSS_STATUS_BATCH) break;
  }
  return counts;
}
