import { IntegrationError } from '../../integrations';

/** Calls to the BSS under way at once, for the products of one send or one round of cancellations. */
export const BSS_CALLS_AT_ONCE = 4;

/** The text kept in error_bss (or bss_cancel_error) for a BSS call that failed; anything else is rethrown. */
export function bssFailureText(error: unknown): string {
  if (!(error instanceof IntegrationError)) throw error;
  switch (error.failure) {
    case 'not_configured':
      return 'The BSS is not configured (BSS_URL)';
    case 'bad_status':
      return `The BSS answered ${error.status ?? 'an error'}`;
    case 'malformed':
      return 'The BSS answered with an unexpected body';
    case 'circuit_open':
      return 'The BSS is not answering: calls are paused after repeated failures';
    default:
      return 'The BSS could not be reached';
  }
}

/** Runs `run` over `items`, `size` at a time, results in input order. */
export async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  }
  return results;
}
