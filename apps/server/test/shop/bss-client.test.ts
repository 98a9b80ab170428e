import { describe, expect, it } from 'vitest';

import { createBssClient } from '@backoffice/api';
import { startSimulator } from '@backoffice/bss-simulator';

import { clockAdvancedPerAttempt, failureOf, startControlledSimulator } from '../support/simulator';

// The BSS client against the real simulator over HTTP, one injected fault at a time. Limits are
// shortened (600 ms per attempt, 1.5 s per call) so the suite stays fast; the product uses 2 s / 5 s.
const simulator = startControlledSimulator();
const limits = { timeoutMs: 600, deadlineMs: 1500, retries: 2, backoffMs: 20, breakerFailureThreshold: 50 };

describe('BSS client against the simulator', () => {
  it('reads the 30 plans on sale, typed and checked', async () => {
    const plans = await createBssClient({ url: simulator.url, ...limits }).listPlans();
    expect(plans).toHaveLength(30);
    expect(plans[0]).toMatchObject({ ID: 1001, RenewalPrice: 5.99, ActivationPrices: { FirstNetwork: 0 } });
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans']);
  });

  it('reads one plan, and null for a plan the BSS does not sell (404 is an answer, not a failure)', async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    expect((await client.getPlan(1004))?.Title).toBe('Illimitata Pro 5G');
    expect(await client.getPlan(1010)).toBeNull();
    expect(client.http.breaker.state).toBe('closed');
  });

  it('timeout: gives up with a 503 failure, after retrying the read', async () => {
    await simulator.control.fault({ kind: 'timeout' });
    const client = createBssClient({ url: simulator.url, ...limits });
    const result = await failureOf(client.listPlans());
    expect(result.failure).toBe('timeout');
    expect(result.httpStatus).toBe(503);
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans', 'GET /v1/plans', 'GET /v1/plans']);
  });

  it('the deadline ends the retries: no attempt starts once it has passed', async () => {
    await simulator.control.fault({ kind: 'timeout' });
    const clock = clockAdvancedPerAttempt(limits.deadlineMs);
    const result = await failureOf(createBssClient({ url: simulator.url, ...limits }, clock).listPlans());
    expect(result.failure).toBe('timeout');
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans']);
  });

  // The retry gets only what the 1.5 s deadline leaves after the first attempt. After 800 ms it has its
  // full 600 ms, far more than a 100 ms answer takes; after 1450 ms it has 50 ms, far less than a 400 ms
  // one (the margins are wide so a busy machine cannot swap the outcomes).
  it.each([
    [800, 100, 'answers'],
    [1450, 400, 'times out'],
  ] as const)(
    'an attempt gets only what the deadline leaves: after %i ms, a %i ms answer %s',
    async (attemptMs, latencyMs, outcome) => {
      await simulator.control.fault({ kind: 'timeout', times: 1 });
      await simulator.control.fault({ kind: 'latency', latencyMs });
      const clock = clockAdvancedPerAttempt(attemptMs);
      const call = createBssClient({ url: simulator.url, ...limits }, clock).listPlans();
      if (outcome === 'answers') expect(await call).toHaveLength(30);
      else expect((await failureOf(call)).failure).toBe('timeout');
      expect(await simulator.control.requests()).toEqual(['GET /v1/plans', 'GET /v1/plans']);
    },
  );

  it('the default limits: an attempt waits 2 s, more than a 1.5 s answer takes and less than a 2.5 s one', async () => {
    await simulator.control.fault({ kind: 'latency', latencyMs: 2500, times: 1 });
    await simulator.control.fault({ kind: 'latency', latencyMs: 1500 });
    expect(await createBssClient({ url: simulator.url }).listPlans()).toHaveLength(30);
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans', 'GET /v1/plans']);
  });

  it('the default limits: 5 s in all, so after two attempts of 2.5 s no third one starts', async () => {
    await simulator.control.fault({ kind: 'disconnect' });
    const clock = clockAdvancedPerAttempt(2500);
    const result = await failureOf(createBssClient({ url: simulator.url }, clock).listPlans());
    expect(result.failure).toBe('unreachable');
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans', 'GET /v1/plans']);
  });

  it('5xx: retries, then fails with 502 and the status', async () => {
    await simulator.control.fault({ kind: 'error', status: 500 });
    const result = await failureOf(createBssClient({ url: simulator.url, ...limits }).listPlans());
    expect(result).toMatchObject({ failure: 'bad_status', status: 500, httpStatus: 502 });
    expect(await simulator.control.requests()).toHaveLength(3);
  });

  it('a transient 503 is absorbed by the retry', async () => {
    await simulator.control.fault({ kind: 'error', status: 503, times: 1 });
    const plans = await createBssClient({ url: simulator.url, ...limits }).listPlans();
    expect(plans).toHaveLength(30);
    expect(await simulator.control.requests()).toHaveLength(2);
  });

  it.each(['truncated', 'not-json', 'wrong-shape'] as const)(
    'malformed body (%s): 502 at once, no retry',
    async (body) => {
      await simulator.control.fault({ kind: 'malformed', body });
      const result = await failureOf(createBssClient({ url: simulator.url, ...limits }).listPlans());
      expect(result.failure).toBe('malformed');
      expect(result.httpStatus).toBe(502);
      expect(await simulator.control.requests()).toHaveLength(1);
    },
  );

  it('slow but within the timeout: the answer arrives, at the first attempt', async () => {
    await simulator.control.fault({ kind: 'latency', latencyMs: 150 });
    expect(await createBssClient({ url: simulator.url, ...limits }).listPlans()).toHaveLength(30);
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans']);
  });

  it('slower than the timeout: every attempt is given up before its answer comes', async () => {
    await simulator.control.fault({ kind: 'latency', latencyMs: 5000 });
    const result = await failureOf(createBssClient({ url: simulator.url, ...limits }).listPlans());
    expect(result.failure).toBe('timeout');
    expect(await simulator.control.requests()).toHaveLength(3);
  });

  it('dropped connection and nothing listening: unreachable, 503', async () => {
    await simulator.control.fault({ kind: 'disconnect' });
    const dropped = await failureOf(createBssClient({ url: simulator.url, ...limits }).listPlans());
    expect(dropped).toMatchObject({ failure: 'unreachable', httpStatus: 503 });

    const stopped = await startSimulator();
    const url = stopped.url;
    await stopped.close();
    const refused = await failureOf(createBssClient({ url, ...limits }).listPlans());
    expect(refused).toMatchObject({ failure: 'unreachable', httpStatus: 503 });
  });

  it('no BSS_URL: not configured, 503, nothing sent', async () => {
    const result = await failureOf(createBssClient({}).listPlans());
    expect(result).toMatchObject({ failure: 'not_configured', httpStatus: 503 });
  });

  it('writes are never retried', async () => {
    await simulator.control.fault({ kind: 'error', status: 503 });
    const client = createBssClient({ url: simulator.url, ...limits });
    const result = await failureOf(
      client.http.request({
        method: 'POST',
        path: '/v1/plans',
        body: { ID: 3001 },
        schema: (await import('zod')).z.unknown(),
      }),
    );
    expect(result.status).toBe(503);
    expect(await simulator.control.requests()).toEqual(['POST /v1/plans']);
  });

  it('circuit breaker: opens after repeated failures, fails fast, and closes after a successful trial', async () => {
    await simulator.control.fault({ kind: 'error', status: 503 });
    let clockMs = 0;
    const client = createBssClient(
      { url: simulator.url, ...limits, retries: 0, breakerFailureThreshold: 3, breakerResetAfterMs: 300 },
      { now: () => clockMs },
    );
    for (let call = 0; call < 3; call += 1) await failureOf(client.listPlans());
    expect(client.http.breaker.state).toBe('open');
    clockMs += 100;
    const open = await failureOf(client.listPlans());
    expect(open).toMatchObject({ failure: 'circuit_open', httpStatus: 503, retryAfterMs: 200 });
    // Failing fast: the open circuit sent nothing.
    expect(await simulator.control.requests()).toHaveLength(3);

    await simulator.control.clearFaults();
    clockMs += 199;
    expect(client.http.breaker.state).toBe('open');
    clockMs += 1;
    expect(client.http.breaker.state).toBe('half-open');
    expect(await client.listPlans()).toHaveLength(30);
    expect(client.http.breaker.state).toBe('closed');
  });

  it('a failed trial in half-open opens the circuit again', async () => {
    await simulator.control.fault({ kind: 'error', status: 502 });
    let clockMs = 0;
    const client = createBssClient(
      { url: simulator.url, ...limits, retries: 0, breakerFailureThreshold: 1, breakerResetAfterMs: 200 },
      { now: () => clockMs },
    );
    await failureOf(client.listPlans());
    clockMs += 200;
    expect(client.http.breaker.state).toBe('half-open');
    expect((await failureOf(client.listPlans())).failure).toBe('bad_status');
    expect(client.http.breaker.state).toBe('open');
  });
});
