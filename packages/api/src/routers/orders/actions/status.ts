import { decideTransition, OrderHistoryType, orderUuidInputSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { withLockedOrder } from '../locked-order';
import { allowedTransition } from './transition';

/** A manual move of the order status, as the transition table allows it. */
const orderStatusMove = (action: 'to-progress' | 'to-delivery', path: `/${string}`, summary: string) =>
  staffProcedure
    .meta({ openapi: { method: 'POST', path, tags: ['orders'], summary } })
    .input(orderUuidInputSchema)
    .output(updatedResponse)
    .mutation(({ ctx, input }) =>
      withLockedOrder(ctx, { orderUuid: input.order_uuid }, async ({ tx, order, snapshot, writeHistory }) => {
        const move = allowedTransition(
          decideTransition({ machine: 'order', action, from: order.status }, snapshot),
        );
        await tx.order.update({ where: { id: order.id }, data: { status: move.to } });
        await writeHistory([{ type: OrderHistoryType.OrderStatus, from: move.from, to: move.to }]);
        return updated;
      }),
    );

/** New to InProcess. */
export const toProgress = orderStatusMove(
  'to-progress',
  '/api/web-api/order/status/to-progress',
  'Move a new order to in process',
);

/** InProcess to InDelivery. */
export const toDelivery = orderStatusMove(
  'to-delivery',
  '/api/web-api/order/status/to-delivery',
  'Move an order in process to in delivery',
);
