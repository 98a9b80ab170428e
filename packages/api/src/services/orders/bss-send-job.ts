import { TRPCError } from '@trpc/server';

import { fromJsonColumn, type Prisma, toJsonColumn } from '@backoffice/db';
import { DASHBOARD_FIGURES } from '@backoffice/shared';

import { type ApiServices } from '../../context';
import { type JobHandler } from '../job-contract';
import { needsSend, sendOrderToBss } from './send-to-bss';

/** Job kind of an order's first send to the billing system, once it may be served. */
export const ORDER_BSS_SEND_KIND = 'order-bss-send';

export interface OrderBssSendPayload {
  orderId: number;
}

/**
 * Queues the order's send to the BSS as a job row in the transaction that made it servable, so a paid
 * order is never stored without its send, and any server instance's job runner can pick it up.
 */
async function enqueueOrderBssSend(
  tx: Prisma.TransactionClient,
  orderId: number,
  createdById: string | null,
): Promise<void> {
  const payload: OrderBssSendPayload = { orderId };
  await tx.job.create({
    data: {
      kind: ORDER_BSS_SEND_KIND,
      end: 1,
      payload: toJsonColumn(payload),
      createdById,
    },
    select: { id: true },
  });
}

/**
 * Queues the send once an order may be served (paid, or allowed unpaid), when it is open and has a
 * SIM never sent or with a billing error. Called under the order's lock, in the change's transaction.
 */
export async function enqueueSendWhenServable(
  tx: Prisma.TransactionClient,
  order: { id: number; status: number },
  createdById: string | null,
): Promise<boolean> {
  const ignored: readonly number[] = DASHBOARD_FIGURES.billingIgnoredOrderStatuses;
  if (ignored.includes(order.status)) return false;
  const unsent = await tx.orderProduct.count({ where: needsSend(order.id) });
  if (unsent === 0) return false;
  await enqueueOrderBssSend(tx, order.id, createdById);
  return true;
}

/**
 * Sends a paid order's products to the BSS (the billing engineer's `sendOrderToBss`, the same send as
 * 'Resend product'). A BSS failure is written into the products' error_bss, where the order page's
 * 'Resend product' takes over; a 409 means a staff resend is running, everything was sent already or
 * the order may no longer be served (refunded meanwhile), so the job is done either way. The job's one step is marked after the send: a job resumed after a
 * crash sends again, which the BSS answers idempotently by product.
 */
export function orderBssSendHandler(services: Pick<ApiServices, 'config'>): JobHandler {
  return {
    kind: ORDER_BSS_SEND_KIND,
    async run(run) {
      const { orderId } = fromJsonColumn<OrderBssSendPayload>(run.job.payload);
      const order = await run.prisma.order.findUnique({ where: { id: orderId }, select: { uuid: true } });
      if (order) {
        try {
          await sendOrderToBss({ prisma: run.prisma, config: services.config, caller: null }, order.uuid);
        } catch (error) {
          if (!(error instanceof TRPCError && error.code === 'CONFLICT')) throw error;
        }
      }
      await run.step(0, 1, () => Promise.resolve({}));
    },
  };
}
