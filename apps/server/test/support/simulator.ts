import { afterAll, beforeAll, beforeEach } from 'vitest';

import { IntegrationError } from '@backoffice/api';
import { type RunningSimulator, startSimulator } from '@backoffice/bss-simulator';

import { bssControl } from '../shop/bss-fixtures';

/**
 * A BSS simulator of its own for the test file (started before its tests, reset before each one,
 * closed after them), for the tests of the integration clients over real HTTP.
 */
export function startControlledSimulator() {
  let simulator: RunningSimulator | undefined;
  const running = () => {
    if (!simulator) throw new Error('The simulator starts before the tests');
    return simulator;
  };
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(async () => {
    await simulator?.close();
  });
  beforeEach(async () => {
    await bssControl(running().url).reset();
  });
  return {
    get url() {
      return running().url;
    },
    get control() {
      return bssControl(running().url);
    },
  };
}

/** The IntegrationError a call fails with (the test fails if it succeeds or throws anything else). */
export async function failureOf(call: Promise<unknown>): Promise<IntegrationError> {
  const outcome = await call.then(
    () => new Error('the call succeeded'),
    (error: unknown) => error,
  );
  if (!(outcome instanceof IntegrationError)) throw outcome;
  return outcome;
}

/**
 * A clock for a client's deadline that moves only when the client sends an attempt, by `attemptMs`
 * each time, so the deadline's arithmetic is exact however loaded the machine is. Pass both to the
 * client as its `now` and its `fetch` (the real fetch, to the real simulator).
 */
export function clockAdvancedPerAttempt(attemptMs: number): { now: () => number; fetch: typeof fetch } {
  let elapsedMs = 0;
  return {
    now: () => elapsedMs,
    fetch: (input, init) => {
      elapsedMs += attemptMs;
      return fetch(input, init);
    },
  };
}
