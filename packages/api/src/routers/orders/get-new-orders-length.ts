import { z } from 'zod';

import { OrderStatus } from '@backoffice/shared';

import { dataResponse } from '../../contract';
import { staffProcedure } from '../../trpc';

export const getNewOrdersLengthOutput = dataResponse(z.number().int().nonnegative());

/** The sidebar badge, polled every 60 s: orders still in status New. */
export const getNewOrdersLength = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/get-new-orders-length',
      tags: ['orders'],
      summary: 'Number of new orders',
    },
  })
  .input(z.void())
  .output(getNewOrdersLengthOutput)
  .query(async ({ ctx }) => ({ data: await ctx.prisma.order.count({ where: { status: OrderStatus.New } }) }));
