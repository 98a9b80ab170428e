import { changeSimStatusSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { cancelSim } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

/** Cancels one SIM, here and in the BSS (`cancelSim`). An unknown status is a 400, a refused move a 409. */
export const changeSimStatus = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/change-sim-status',
      tags: ['orders'],
      summary: 'Cancel one SIM of an order',
    },
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(changeSimStatusSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await cancelSim(ctx, { productUuid: input.product_uuid, version: input.version }, input.status);
    return updated;
  });
