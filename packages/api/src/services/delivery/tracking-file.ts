import { type DeliveryFileResult, FIELD_LIMITS, isHttpLink, OrderHistoryType } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { readCsv } from '../../exports/csv-input';
import { orderHistoryWriterFor, sessionActor } from '../orders/locked-order';

export const DELIVERY_COLUMNS = ['order_id', 'tracking', 'tracking_link'] as const;
const TRACKING_MAX = FIELD_LIMITS.textMax;

/**
 * The tracking tool: reads order_id, tracking, tracking_link rows ('order_id' is the order number).
 * A row fails when its order does not exist, its tracking is empty or its link is not http(s); a
 * second row for the same order fails too. With loadToDb the valid rows are written in one
 * transaction that locks their orders, with a ChangeValue history row per changed field (field, old
 * value, new value), as the order's edit call writes them; without it nothing is written.
 */
export async function processDeliveryFile(
  ctx: Context,
  bytes: Uint8Array,
  loadToDb: boolean,
): Promise<DeliveryFileResult> {
  const table = await readCsv(bytes, DELIVERY_COLUMNS);
  const failedOrders: DeliveryFileResult['failedOrders'] = [];
  const candidates: Array<{ orderId: number; tracking: string; link: string }> = [];
  const seen = new Set<number>();
  const numbers = table.records
    .map((record) => Number(record.values.order_id))
    .filter((value) => Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647);
  const existing = new Map(
    (
      await ctx.prisma.order.findMany({
        where: { id: { in: [...new Set(numbers)] } },
        select: { id: true, tracking: true, trackingLink: true },
      })
    ).map((order) => [order.id, order]),
  );
  for (const record of table.records) {
    const idText = record.values.order_id ?? '';
    const tracking = record.values.tracking ?? '';
    const link = record.values.tracking_link ?? '';
    const id = /^\d+$/.test(idText) ? Number(idText) : NaN;
    const fail = (reason: string) => failedOrders.push({ id: idText, reason });
    if (!existing.has(id)) fail('Order not found');
    else if (tracking === '') fail('Tracking is empty');
    else if (tracking.length > TRACKING_MAX) fail(`Tracking is longer than ${TRACKING_MAX} characters`);
    else if (link.length > FIELD_LIMITS.linkMax || !isHttpLink(link))
      fail('Tracking link is not an http or https address');
    else if (seen.has(id)) fail('The order appears more than once in the file');
    else {
      seen.add(id);
      candidates.push({ orderId: id, tracking, link });
    }
  }
  if (loadToDb && candidates.length > 0) {
    const actor = sessionActor(ctx);
    await ctx.prisma.$transaction(
      async (tx) => {
        const ids = candidates.map((row) => row.orderId);
        const locked = await tx.$queryRaw<Array<{ id: number; tracking: string; trackingLink: string }>>`
          SELECT id, tracking, tracking_link AS "trackingLink" FROM orders
          WHERE id = ANY(${ids}::int[]) ORDER BY id FOR UPDATE`;
        const current = new Map(locked.map((order) => [order.id, order]));
        for (const row of candidates) {
          const before = current.get(row.orderId);
          await tx.order.update({
            where: { id: row.orderId },
            data: { tracking: row.tracking, trackingLink: row.link },
          });
          const fields = [
            { field: 'tracking', from: before?.tracking ?? '', to: row.tracking },
            { field: 'tracking_link', from: before?.trackingLink ?? '', to: row.link },
          ].filter((change) => change.from !== change.to);
          await orderHistoryWriterFor(
            tx,
            actor,
            row.orderId,
          )(fields.map((change) => ({ type: OrderHistoryType.ChangeValue, ...change })));
        }
        await recordAudit(tx, ctx, {
          action: 'order.tracking-import',
          entityType: 'Order',
          entityId: String(candidates[0]?.orderId ?? ''),
          changes: { orders: candidates.map((row) => row.orderId) },
        });
      },
      { timeout: 120_000 },
    );
  }
  return { failedOrders, successCount: candidates.length };
}
