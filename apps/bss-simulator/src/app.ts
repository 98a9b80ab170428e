import express, { type ErrorRequestHandler } from 'express';

import { FaultRegistry } from './faults';
import { controlRouter } from './routes/control';
import { sendError } from './routes/errors';
import { ordersRouter } from './routes/orders';
import { paymentsRouter } from './routes/payments';
import { plansRouter } from './routes/plans';
import { SimulatorState } from './state';

export interface Simulator {
  app: express.Express;
  state: SimulatorState;
  faults: FaultRegistry;
}

/**
 * The BSS simulator: one router per area under `/v1` (the BSS's plans and orders, the payment
 * provider's refunds), behind the fault injector, plus `/_control`.
 */
export function createSimulator(): Simulator {
  const state = new SimulatorState();
  const faults = new FaultRegistry();
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '256kb' }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use('/_control', controlRouter(state, faults));

  const api = express.Router();
  api.use((req, _res, next) => {
    state.record(req.method, req.baseUrl + req.path);
    next();
  });
  api.use(faults.middleware());
  api.use('/plans', plansRouter(state));
  api.use('/orders', ordersRouter(state));
  api.use('/payments', paymentsRouter(state));
  app.use('/v1', api);

  app.use((_req, res) => sendError(res, 404, 'NOT_FOUND', 'No such BSS API path'));
  const onError: ErrorRequestHandler = (
    error: { status?: unknown; message?: unknown } | undefined,
    _req,
    res,
    next,
  ) => {
    if (res.headersSent) return next(error);
    const status = typeof error?.status === 'number' && error.status < 500 ? error.status : 500;
    const message = typeof error?.message === 'string' ? error.message : 'error';
    sendError(res, status, status === 500 ? 'INTERNAL' : 'BAD_REQUEST', message);
  };
  app.use(onError);
  return { app, state, faults };
}
