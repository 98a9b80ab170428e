import { Router } from 'express';
import { z } from 'zod';

import {
  adoptedSim,
  BssSimStatus,
  isSimCancellable,
  newMsisdnOf,
  simStatusAt,
  type StoredSim,
} from '../sims';
import { type SimulatorState } from '../state';
import { sendError, sendValidationError } from './errors';

/** Largest batch of the statuses call. */
export const MAX_STATUS_BATCH = 500;

const createSchema = z.object({
  Reference: z.string().trim().min(1).max(64),
  OrderNumber: z.number().int().positive(),
  PlanID: z.number().int().positive(),
  IsEsim: z.boolean(),
  OptionIDs: z.array(z.number().int().positive()).max(50).default([]),
  PortIn: z
    .object({ Msisdn: z.string().regex(/^\+?\d{6,15}$/), DonorOperator: z.string().regex(/^\d{1,4}$/) })
    .nullable()
    .default(null),
});

const statusesSchema = z.object({
  IDs: z.array(z.number().int().positive()).min(1).max(MAX_STATUS_BATCH),
});

const idParam = z.coerce.number().int().positive();

function toWireSim(sim: StoredSim, nowMs: number) {
  const { ID, ...status } = simStatusAt(sim, nowMs);
  return {
    ID,
    Reference: sim.Reference,
    OrderNumber: sim.OrderNumber,
    PlanID: sim.PlanID,
    IsEsim: sim.IsEsim,
    OptionIDs: [...sim.OptionIDs],
    PortIn: sim.PortIn ? { ...sim.PortIn } : null,
    Msisdn: sim.Msisdn,
    CreatedAt: new Date(sim.CreatedAtMs).toISOString(),
    ...status,
  };
}

/**
 * The orders area of the BSS API, `/v1/orders`: one SIM per create (idempotent by the back office's
 * product reference), its status over time (by ID or by reference), the statuses of many SIMs in one
 * call, and the cancellation of a SIM not yet activated (idempotent: a cancelled SIM answers as it is).
 */
export function ordersRouter(state: SimulatorState) {
  const router = Router();

  router.post('/', (req, res) => {
    const parsed = createSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const input = parsed.data;
    const existing = state.simByReference(input.Reference);
    if (existing) return res.status(200).json(toWireSim(existing, state.now()));

    const plan = state.plans.get(input.PlanID);
    if (!plan || plan.Withdrawn) {
      return sendError(res, 422, 'PLAN_NOT_ON_SALE', `Plan ${input.PlanID} is not on sale`);
    }
    // Options are the BSS's own catalogue, bookable with any plan (the shop sells them as extras).
    const unknown = input.OptionIDs.filter((id) => !state.knowsOption(id));
    if (unknown.length > 0) {
      return sendError(res, 422, 'OPTION_NOT_FOUND', `The BSS has no option ${unknown.join(', ')}`);
    }
    if (plan.PortInOnly && !input.PortIn) {
      return sendError(res, 422, 'PORT_IN_REQUIRED', `Plan ${plan.ID} is sold only with number portability`);
    }
    if (input.PortIn && plan.ExcludedOperators.includes(input.PortIn.DonorOperator)) {
      return sendError(
        res,
        422,
        'PORT_IN_EXCLUDED',
        `Numbers of operator ${input.PortIn.DonorOperator} cannot be ported into plan ${plan.ID}`,
      );
    }

    const id = state.nextSimId++;
    const sim: StoredSim = {
      ID: id,
      Reference: input.Reference,
      OrderNumber: input.OrderNumber,
      PlanID: plan.ID,
      IsEsim: input.IsEsim,
      OptionIDs: input.OptionIDs,
      PortIn: input.PortIn,
      Msisdn: input.PortIn?.Msisdn ?? newMsisdnOf(id),
      CreatedAtMs: state.now(),
    };
    state.sims.set(id, sim);
    state.simsByReference.set(sim.Reference, id);
    res.status(201).json(toWireSim(sim, state.now()));
  });

  /** A read sent as POST so that up to 500 IDs fit; safe to repeat. */
  router.post('/statuses', (req, res) => {
    const parsed = statusesSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const now = state.now();
    const ids = [...new Set(parsed.data.IDs)];
    if (state.adoptUnknownSims) {
      for (const id of ids) if (!state.sims.has(id)) state.sims.set(id, adoptedSim(id, now));
    }
    res.json({
      statuses: ids.flatMap((id) => {
        const sim = state.sims.get(id);
        return sim ? [simStatusAt(sim, now)] : [];
      }),
      unknown: ids.filter((id) => !state.sims.has(id)),
    });
  });

  router.post('/:id/cancel', (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) return sendError(res, 404, 'SIM_NOT_FOUND', 'No SIM with this ID');
    const now = state.now();
    if (state.adoptUnknownSims && !state.sims.has(id.data)) {
      state.sims.set(id.data, adoptedSim(id.data, now));
    }
    const sim = state.sims.get(id.data);
    if (!sim) return sendError(res, 404, 'SIM_NOT_FOUND', 'No SIM with this ID');
    const current = simStatusAt(sim, now).SimStatus;
    if (current !== BssSimStatus.CancelledByCustomer) {
      if (!isSimCancellable(current)) {
        return sendError(
          res,
          409,
          'SIM_NOT_CANCELLABLE',
          `SIM ${sim.ID} is in status ${current} and can no longer be cancelled`,
        );
      }
      sim.CancelledAtMs = now;
    }
    res.status(200).json(toWireSim(sim, now));
  });

  /** The SIM ordered with this back-office reference: how a client whose create lost its answer learns its ID. */
  router.get('/by-reference/:reference', (req, res) => {
    const sim = state.simByReference(req.params.reference);
    if (!sim) return sendError(res, 404, 'SIM_NOT_FOUND', 'No SIM with this reference');
    res.json(toWireSim(sim, state.now()));
  });

  router.get('/:id', (req, res) => {
    const id = idParam.safeParse(req.params.id);
    const sim = id.success ? state.sims.get(id.data) : undefined;
    if (!sim) return sendError(res, 404, 'SIM_NOT_FOUND', 'No SIM with this ID');
    res.json(toWireSim(sim, state.now()));
  });

  return router;
}
