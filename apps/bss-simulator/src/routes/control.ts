import { Router } from 'express';
import { z } from 'zod';

import { type FaultRegistry, faultSchema } from '../faults';
import { type SimulatorState } from '../state';
import { sendValidationError } from './errors';

const clockSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(365 * 24 * 3600 * 1000),
});

/**
 * `/_control`: not part of the BSS API. Tests and demos inject faults, read the requests the API
 * received and reset the simulator to its deterministic data.
 */
export function controlRouter(state: SimulatorState, faults: FaultRegistry) {
  const router = Router();

  router.get('/faults', (_req, res) => {
    res.json({ faults: faults.list() });
  });
  router.post('/faults', (req, res) => {
    const parsed = faultSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    res.status(201).json(faults.add(parsed.data));
  });
  router.delete('/faults', (_req, res) => {
    faults.clear();
    res.json({ faults: [] });
  });

  router.get('/requests', (_req, res) => {
    res.json({ requests: state.requests });
  });
  router.delete('/requests', (_req, res) => {
    state.requests = [];
    res.json({ requests: [] });
  });

  /** Moves the simulator's clock forward, so SIMs reach their next statuses at once. */
  router.get('/clock', (_req, res) => {
    res.json({ offsetMs: state.clockOffsetMs, now: new Date(state.now()).toISOString() });
  });
  router.post('/clock', (req, res) => {
    const parsed = clockSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    state.clockOffsetMs += parsed.data.advanceMs;
    res.json({ offsetMs: state.clockOffsetMs, now: new Date(state.now()).toISOString() });
  });

  /** Deterministic data again, no fault, no recorded request. */
  router.post('/reset', (_req, res) => {
    faults.clear();
    state.reset();
    res.json({ reset: true });
  });

  return router;
}
