import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { messages, orderUuidInputSchema } from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { sendOrderToBss } from '../../../services/orders';
import { staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

export const againCreateOrderBssOutput = responseOf(
  z.object({
    sent: z.number().int(),
    failed: z.number().int(),
    products: z.array(
      z.object({ uuid: z.string(), is_send_bss: z.boolean(), error_bss: z.string().nullable() }),
    ),
  }),
);

/**
 * 'Resend product': sends the products with a billing error or never sent to the BSS again and
 * writes the outcome into them. 409 while a send of the order runs or when nothing needs one; 502
 * 'The order could not be created in the BSS' when a product failed again (its error_bss says why).
 */
export const againCreateOrderBss = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/again-create-order-bss',
      tags: ['orders'],
      summary: 'Send the products with a billing error, or never sent, to the BSS again',
    },
    errors: [...ORDER_CHANGE_ERRORS, 'BAD_GATEWAY'],
  })
  .input(orderUuidInputSchema)
  .output(againCreateOrderBssOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await sendOrderToBss(ctx, input.order_uuid);
    if (result.failed > 0) throw new TRPCError({ code: 'BAD_GATEWAY', message: messages.bssSendError });
    return { response: result };
  });
