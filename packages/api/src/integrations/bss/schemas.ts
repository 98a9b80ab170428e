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
