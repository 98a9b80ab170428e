import { TRPCError } from '@trpc/server';

import { OUTSIDE_SERVICES, type OutsideService, servicePausedMessage } from '@backoffice/shared';

import { serviceUnavailable } from '../errors';
import { IntegrationError } from './http-client';

/** Seconds a client is told to wait (Retry-After) after a BSS that could not be reached. */
const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

const outsideServiceOf = (name: string) =>
  (Object.keys(OUTSIDE_SERVICES) as OutsideService[]).find((service) => OUTSIDE_SERVICES[service] === name);

/**
 * Turns a failed call to an external service into the answer the staff and other channels see:
 * 502 (the service answered wrongly) or 503 with Retry-After (it could not be reached, in time or at
 * all), with the spec's text, e.g. 'The offers could not be read from the BSS'. While the service's circuit is
 * open the 503 says so instead, with the seconds left of the pause. Anything else is rethrown.
 */
export function integrationFailure(error: unknown, message: string): never {
  if (!(error instanceof IntegrationError)) throw error;
  const paused = error.failure === 'circuit_open' ? outsideServiceOf(error.service) : undefined;
  if (paused) {
    const seconds = Math.max(1, Math.ceil((error.retryAfterMs ?? 0) / 1000));
    throw serviceUnavailable(servicePausedMessage(paused, seconds), seconds, error);
  }
  if (error.httpStatus === 502) throw new TRPCError({ code: 'BAD_GATEWAY', message, cause: error });
  if (error.failure === 'not_configured') {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message, cause: error });
  }
  const seconds =
    error.retryAfterMs !== undefined ? error.retryAfterMs / 1000 : UNREACHABLE_RETRY_AFTER_SECONDS;
  throw serviceUnavailable(message, seconds, error);
}
