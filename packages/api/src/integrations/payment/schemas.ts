import { z } from 'zod';

/** A refund as the payment provider answers it (docs/bss.md, payment provider). Amounts are cents. */
export const paymentRefundSchema = z.object({
  ID: z.string().min(1),
  PaymentReference: z.string(),
  AmountCents: z.number().int().positive(),
  Currency: z.literal('EUR'),
  Status: z.literal('succeeded'),
  CreatedAt: z.iso.datetime(),
});

export type PaymentRefund = z.output<typeof paymentRefundSchema>;

/** A customer's card payment (a channel's checkout charged it with the order's UUID as reference). */
export const paymentChargeSchema = paymentRefundSchema.extend({
  Card: z.object({ Brand: z.string(), Last4: z.string() }),
});

export type PaymentCharge = z.output<typeof paymentChargeSchema>;
