import { z } from 'zod';

import {
  allowUnpaidServiceSchema,
  enumRow,
  orderUuidInputSchema,
  PAYMENT_STATUSES,
  timestampRow,
} from '@backoffice/shared';

import { responseOf } from '../../../contract';
import { confirmOrderPayment, permitUnpaidService } from '../../../services/orders';
import { adminProcedure, staffProcedure } from '../../../trpc';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

const orderPaymentOutput = responseOf(
  z.object({
    payment_status: enumRow(PAYMENT_STATUSES),
    payment_sum: z.string().regex(/^\d+\.\d{2}$/),
    paid_at: timestampRow.nullable(),
    unpaid_service_reason: z
      .string()
      .nullable()
      .describe('Why an administrator allowed serving the order without payment, or null'),
  }),
);

/**
 * A sales channel says its customer paid (extension): the back office reads the order's charges from
 * the payment provider and, when they cover the amount, records the payment and sends the order to
 * the billing system for activation (`confirmOrderPayment`). 409 when the provider has no payment or
 * less than the amount; a paid order answers its payment as it is.
 */
export const confirmPayment = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/confirm-payment',
      tags: ['orders'],
      summary: "Record an order's payment as the payment provider has it, then send the order for activation",
    },
    errors: [...ORDER_CHANGE_ERRORS, 'BAD_GATEWAY'],
  })
  .input(orderUuidInputSchema)
  .output(orderPaymentOutput)
  .mutation(async ({ ctx, input }) => ({ response: await confirmOrderPayment(ctx, input.order_uuid) }));

/**
 * An administrator allows serving an unpaid order, with a reason kept in its history (extension,
 * `permitUnpaidService`): its send to the billing system is queued and its status may move on.
 */
export const allowUnpaidService = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/allow-unpaid-service',
      tags: ['orders'],
      summary: 'Allow serving an order that is not paid, giving a reason',
    },
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(allowUnpaidServiceSchema)
  .output(orderPaymentOutput)
  .mutation(async ({ ctx, input }) => ({
    response: await permitUnpaidService(
      ctx,
      { orderUuid: input.order_uuid, version: input.version },
      input.reason,
    ),
  }));
