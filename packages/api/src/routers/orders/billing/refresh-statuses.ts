import { z } from 'zod';

import { responseOf } from '../../../contract';
import { refreshSimStatusesFromBss } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

const refreshStatusesOutput = responseOf(
  z.object({
    checked: z.number().int(),
    updated: z.number().int(),
    unknown: z.number().int(),
    orders_closed: z.number().int(),
  }),
);

/**
 * Asks the BSS for the SIM statuses of the open orders and applies them
 * (`refreshSimStatusesFromBss`). A GET that writes, as the contract has it.
 */
export const refreshStatuses = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/web-api/order/refresh-statuses',
      tags: ['orders'],
      summary: 'Refresh the SIM statuses of open orders from the BSS',
    },
    errors: [...ORDER_CHANGE_ERRORS, 'BAD_GATEWAY'],
  })
  .input(z.void())
  .output(refreshStatusesOutput)
  .mutation(async ({ ctx }) => ({ response: await refreshSimStatusesFromBss(ctx) }));
