import { Router } from 'express';
import { z } from 'zod';

import { centsFromEuros } from '../money';
import { type SimulatorState, type StoredPlan, toWirePlan } from '../state';
import { sendError, sendValidationError } from './errors';

const euros = z.number().transform((value, ctx) => {
  const cents = centsFromEuros(value);
  if (cents !== null) return cents;
  ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount with at most two decimals' });
  return z.NEVER;
});

const optionSchema = z.object({
  ID: z.number().int().positive(),
  Title: z.string().trim().min(1).max(200),
  Price: euros,
  Period: z.string().trim().min(1).max(50),
});

const planFields = {
  Title: z.string().trim().min(1).max(200),
  RenewalPrice: euros,
  ActivationPrices: z.object({ NewActivation: euros, FirstNetwork: euros, OtherNetworks: euros }),
  PortInOnly: z.boolean(),
  ExcludedOperators: z.array(z.string().regex(/^\d{1,4}$/)).max(50),
  DependentOptions: z.array(optionSchema).max(50),
};

const createSchema = z.object({
  ID: z.number().int().positive(),
  ...planFields,
  PortInOnly: planFields.PortInOnly.default(false),
  ExcludedOperators: planFields.ExcludedOperators.default([]),
  DependentOptions: planFields.DependentOptions.default([]),
});
const changeSchema = z
  .object({
    ...planFields,
    ActivationPrices: planFields.ActivationPrices.partial(),
  })
  .partial()
  .strict();

type ParsedOption = z.output<typeof optionSchema>;
const storedOptions = (options: ParsedOption[]) =>
  options.map((option) => ({
    ID: option.ID,
    Title: option.Title,
    PriceCents: option.Price,
    Period: option.Period,
  }));

const idParam = z.coerce.number().int().positive();

/** The billing plans area of the BSS API: `/v1/plans`. */
export function plansRouter(state: SimulatorState) {
  const router = Router();

  const find = (raw: string): StoredPlan | undefined => {
    const id = idParam.safeParse(raw);
    return id.success ? state.plans.get(id.data) : undefined;
  };

  router.get('/', (_req, res) => {
    res.json({ plans: state.activePlans().map(toWirePlan) });
  });

  router.get('/:id', (req, res) => {
    const plan = find(req.params.id);
    if (!plan || plan.Withdrawn) return sendError(res, 404, 'PLAN_NOT_FOUND', 'No plan on sale with this ID');
    res.json(toWirePlan(plan));
  });

  router.post('/', (req, res) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const input = parsed.data;
    if (state.plans.has(input.ID)) return sendError(res, 409, 'PLAN_EXISTS', 'A plan with this ID exists');
    const plan: StoredPlan = {
      ID: input.ID,
      Title: input.Title,
      RenewalCents: input.RenewalPrice,
      ActivationCents: { ...input.ActivationPrices },
      PortInOnly: input.PortInOnly,
      ExcludedOperators: input.ExcludedOperators,
      DependentOptions: storedOptions(input.DependentOptions),
      Withdrawn: false,
    };
    state.plans.set(plan.ID, plan);
    res.status(201).json(toWirePlan(plan));
  });

  router.patch('/:id', (req, res) => {
    const plan = find(req.params.id);
    if (!plan) return sendError(res, 404, 'PLAN_NOT_FOUND', 'No plan with this ID');
    const parsed = changeSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const input = parsed.data;
    if (input.Title !== undefined) plan.Title = input.Title;
    if (input.RenewalPrice !== undefined) plan.RenewalCents = input.RenewalPrice;
    if (input.ActivationPrices) {
      for (const [key, cents] of Object.entries(input.ActivationPrices)) {
        if (cents !== undefined) plan.ActivationCents[key as keyof StoredPlan['ActivationCents']] = cents;
      }
    }
    if (input.PortInOnly !== undefined) plan.PortInOnly = input.PortInOnly;
    if (input.ExcludedOperators !== undefined) plan.ExcludedOperators = input.ExcludedOperators;
    if (input.DependentOptions !== undefined) plan.DependentOptions = storedOptions(input.DependentOptions);
    res.json(toWirePlan(plan));
  });

  /** Withdraws a plan from sale: it leaves the list; the BSS keeps it and can reinstate it. */
  router.delete('/:id', (req, res) => {
    const plan = find(req.params.id);
    if (!plan) return sendError(res, 404, 'PLAN_NOT_FOUND', 'No plan with this ID');
    plan.Withdrawn = true;
    res.json({ ID: plan.ID, Withdrawn: true });
  });

  router.post('/:id/reinstate', (req, res) => {
    const plan = find(req.params.id);
    if (!plan) return sendError(res, 404, 'PLAN_NOT_FOUND', 'No plan with this ID');
    plan.Withdrawn = false;
    res.json(toWirePlan(plan));
  });

  return router;
}
