import { z } from 'zod';

import { responseOf } from '../../../contract';

const money = z.string().describe('euros, decimal text with two places');

/** The intake call's answer: the order, its SIMs and every priced line. */
export const createOrderOutput = responseOf(
  z.object({
    uuid: z.string().length(36),
    id: z.number().int(),
    products: z.array(z.object({ uuid: z.string().length(36), id: z.number().int() })),
    lines: z.array(
      z.object({
        product: z.number().int().nullable().describe('index of the SIM in products; null for the delivery'),
        kind: z.enum(['offer', 'activation', 'esim', 'option', 'topup', 'delivery']),
        name: z.string(),
        price: money,
        discount: money,
        total: money,
      }),
    ),
    subtotal: money,
    shipment_price: money,
    discount_amount: money,
    amount: money,
    discount_code: z
      .object({
        name: z.string(),
        applied: z.boolean(),
        refusal: z.enum(['inactive', 'expired', 'no_mnp_product']).nullable(),
      })
      .nullable(),
  }),
);

export type IntakeAnswer = z.output<typeof createOrderOutput>['response'];
export type IntakeLine = IntakeAnswer['lines'][number];
