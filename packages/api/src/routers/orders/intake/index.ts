import { z } from 'zod';

import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_PATTERN, orderCartSchema } from '@backoffice/shared';

import { staffProcedure } from '../../../trpc';
import { createOrderFromCart } from '../../../services/orders/intake/create-order';
import { createOrderOutput } from '../../../services/orders/intake/answer';

/**
 * Our extension of the contract: a sales channel (web shop, app, call center) creates an order.
 * Channels sign in with their own staff account and send its session as `Authorization: Bearer`.
 */
export const createOrder = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/orders/create',
      tags: ['orders'],
      summary: 'Create an order from a sales channel cart (extension; Idempotency-Key header required)',
      description:
        'Checks the cart against the catalogue, prices it with the shared pricing rules (offer, ' +
        'activation by donor network, eSIM, options, top-up, delivery, discount code) and stores it as a ' +
        'New, unpaid order; the order is then sent to the billing system in the background. A repeat with ' +
        'the same Idempotency-Key and body answers the same order; the same key with another body is a 409.',
      requestHeaders: z.object({
        'Idempotency-Key': z
          .string()
          .max(IDEMPOTENCY_KEY_MAX)
          .regex(IDEMPOTENCY_KEY_PATTERN)
          .describe('Unique per order attempt of this caller; printable characters without spaces'),
      }),
    },
    errors: ['CONFLICT'],
  })
  .input(orderCartSchema)
  .output(createOrderOutput)
  .mutation(async ({ ctx, input }) => ({ response: await createOrderFromCart(ctx, input) }));

export const orderIntakeProcedures = { createOrder };
