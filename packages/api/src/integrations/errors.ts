import { TRPCError } from '@trpc/server';

import { IntegrationError } from './http-client';

/**
 * Turns a failed call to an external service into the answer the staff and other channels see:
 * 502 (the service answered wrongly) or 503 (it could not be reached, in time or at all), with the
 * spec's text, e.g. 'Error to get offers from BSS'. Anything else is rethrown as it is.
 */
export function integrationFailure(error: unknown, message: string): never {
  if (error instanceof IntegrationError) {
    throw new TRPCError({
      code: error.httpStatus === 502 ? 'BAD_GATEWAY' : 'SERVICE_UNAVAILABLE',
      message,
      cause: error,
    });
  }
  throw error;
}
