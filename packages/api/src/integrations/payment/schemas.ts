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
