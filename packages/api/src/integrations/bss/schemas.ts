import { z } from 'zod';

/**
 * The BSS API's bodies as the back office expects them (docs/bss.md). Prices are euros as JSON
 * numbers with at most two decimals; anything else is a malformed answer, never a guess.
 */
const euros = z
  .number()
  .nonnegative()
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'must have at most two decimals');

export const bssDependentOptionSchema = z.object({
  ID: z.number().int().positive(),
  Title: z.string(),
  Price: euros,
  Period: z.string(),
});

export const bssPlanSchema = z.object({
  ID: z.number().int().positive(),
  Title: z.string().min(1),
  RenewalPrice: euros,
  ActivationPrices: z.object({ NewActivation: euros, FirstNetwork: euros, OtherNetworks: euros }),
  PortInOnly: z.boolean(),
  ExcludedOperators: z.array(z.string()),
  DependentOptions: z.array(bssDependentOptionSchema),
});

export const bssPlanListSchema = z
  .object({ plans: z.array(bssPlanSchema) })
  .refine((list) => new Set(list.plans.map((plan) => plan.ID)).size === list.plans.length, {
    message: 'plan IDs must be unique',
    path: ['plans'],
  });

export const bssErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export type BssPlan = z.output<typeof bssPlanSchema>;
export type BssDependentOption = z.output<typeof bssDependentOptionSchema>;

/**
 * A SIM status the BSS reports: 1-6 pending KYC, 7 activated, 8 failed KYC, 9 cancelled at the back
 * office's request (the spec's SIM statuses).
 */
const bssSimStatus = z.number().int().min(1).max(9);

export const bssSimStatusSchema = z.object({
  ID: z.number().int().positive(),
  SimStatus: bssSimStatus,
  Reason: z.string(),
  UpdatedAt: z.iso.datetime(),
});

/** A SIM ordered in the BSS (`POST /v1/orders`, `GET /v1/orders/{id}`). */
export const bssSimSchema = bssSimStatusSchema.extend({
  Reference: z.string(),
  OrderNumber: z.number().int().positive(),
  PlanID: z.number().int().positive(),
  IsEsim: z.boolean(),
  OptionIDs: z.array(z.number().int().positive()),
  PortIn: z.object({ Msisdn: z.string(), DonorOperator: z.string() }).nullable(),
  Msisdn: z.string(),
  CreatedAt: z.iso.datetime(),
});

export const bssSimStatusListSchema = z.object({
  statuses: z.array(bssSimStatusSchema),
  unknown: z.array(z.number().int()),
});

export type BssSim = z.output<typeof bssSimSchema>;
export type BssSimStatusReport = z.output<typeof bssSimStatusSchema>;
