import { orderUuidInputSchema } from '@backoffice/shared';

import { notFound } from '../../../errors';
import { staffProcedure } from '../../../trpc';
import { getOrderHistoryOutput, getRefundHistoryOutput } from '../../../services/orders/shapes';

/** Newest first, as the order page lists them. */
const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Status moves and edits of an order, with the staff member's email ('' for the system). */
export const getHistory = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/get-history',
      tags: ['orders'],
      summary: 'History of an order',
    },
    errors: ['NOT_FOUND'],
  })
  .input(orderUuidInputSchema)
  .output(getOrderHistoryOutput)
  .query(async ({ ctx, input }) => {
    const order = await ctx.prisma.order.findUnique({
      where: { uuid: input.order_uuid },
      select: { history: { orderBy: newestFirst } },
    });
    if (!order) throw notFound('Order');
    return {
      data: order.history.map((row) => ({
        uuid: row.id,
        type: row.type,
        field: row.field,
        from: row.from,
        to: row.to,
        email: row.email,
        create_at: row.createdAt.toISOString(),
      })),
    };
  });

/** Refunds asked for on an order, failed ones included. */
export const getRefundHistory = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/get-refund-history',
      tags: ['orders'],
      summary: 'Refunds of an order',
    },
    errors: ['NOT_FOUND'],
  })
  .input(orderUuidInputSchema)
  .output(getRefundHistoryOutput)
  .query(async ({ ctx, input }) => {
    const order = await ctx.prisma.order.findUnique({
      where: { uuid: input.order_uuid },
      select: { refundHistory: { orderBy: newestFirst } },
    });
    if (!order) throw notFound('Order');
    return {
      data: order.refundHistory.map((row) => ({
        uuid: row.id,
        refund_status: row.refundStatus,
        amount: row.amount.toFixed(2),
        email: row.email,
        create_at: row.createdAt.toISOString(),
      })),
    };
  });
