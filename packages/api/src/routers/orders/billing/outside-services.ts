import { z } from 'zod';

import { type OutsideServiceState, outsideServiceStateSchema } from '@backoffice/shared';

import { bssClientFor, type CircuitBreaker, paymentClientFor } from '../../../integrations';
import { staffProcedure } from '../../../trpc';

const stateOf = (service: OutsideServiceState['service'], breaker: CircuitBreaker): OutsideServiceState => {
  const retryAfterMs = breaker.retryAfterMs;
  return { service, paused: retryAfterMs > 0, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
};

/**
 * Whether this instance is pausing its calls to the billing system or the payment provider after
 * repeated failures, and for how long: the order desk shows a banner while one is. tRPC only.
 */
export const outsideServices = staffProcedure
  .input(z.void())
  .output(z.array(outsideServiceStateSchema))
  .query(({ ctx }) => [
    stateOf('bss', bssClientFor(ctx.config).http.breaker),
    stateOf('payment', paymentClientFor(ctx.config).http.breaker),
  ]);
