import { z } from 'zod';

import { uuidSchema } from '@backoffice/shared';

import { notFound } from '../../../errors';
import { readOrderDetail } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { getOrderOutput } from '../../../services/orders/shapes';

/** The order page: spec 002 §3 "Order detail", plus whether a SIM has a billing problem. */
export const get = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/get',
      tags: ['orders'],
      summary: 'One order with its SIMs',
    },
    errors: ['NOT_FOUND'],
  })
  .input(z.object({ uuid: uuidSchema }))
  .output(getOrderOutput)
  .query(async ({ ctx, input }) => {
    const order = await readOrderDetail(ctx.prisma, input.uuid);
    if (!order) throw notFound('Order');
    return { data: order };
  });
