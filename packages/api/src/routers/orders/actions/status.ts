import { orderActionInputSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { moveOrderStatus } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

/** A manual move of the order status, as the transition table allows it. */
const orderStatusMove = (action: 'to-progress' | 'to-delivery', path: `/${string}`, summary: string) =>
  staffProcedure
    .meta({ openapi: { method: 'POST', path, tags: ['orders'], summary }, errors: ORDER_CHANGE_ERRORS })
    .input(orderActionInputSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await moveOrderStatus(ctx, { orderUuid: input.order_uuid, version: input.version }, action);
      return updated;
    });

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
