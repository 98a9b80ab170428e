import { TRPCError } from '@trpc/server';

import { serviceUnavailable } from '../errors';
import { IntegrationError } from './http-client';

/** Seconds a client is told to wait (Retry-After) after a BSS that could not be reached. */
const UNREACHABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Turns a failed call to an external service into the answer the staff and other channels see:
 * 502 (the service answered wrongly) or 503 with Retry-After (it could not be reached, in time or at
 * all), with the spec's text, e.g. 'Error to get offers from BSS'. Anything else is rethrown as it is.
 */
export function integrationFailure(error: unknown, message: string): never {
  if (!(error instanceof IntegrationError)) throw error;
  if (error.httpStatus === 502) throw new TRPCError({ code: 'BAD_GATEWAY', message, cause: error });
  if (error.failure === 'not_configured') {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message, cause: error });
  }
  const seconds =
    error.retryAfterMs !== undefined ? error.retryAfterMs / 1000 : UNREACHABLE_RETRY_AFTER_SECONDS;
  throw serviceUnavailable(message, seconds, error);
}
