import { describe, expect, it } from 'vitest';

import { createBssClient } from '@backoffice/api';
import { startSimulator } from '@backoffice/bss-simulator';

import { failureOf, useControlledSimulator } from '../support/simulator';

// The BSS client against the real simulator over HTTP, one injected fault at a time. Limits are
// shortened (600 ms per attempt, 1.5 s per call) so the suite stays fast; the product uses 2 s / 5 s.
const simulator = useControlledSimulator();
const limits = { timeoutMs: 600, deadlineMs: 1500, retries: 2, backoffMs: 20, breakerFailureThreshold: 50 };

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

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

  it('timeout: gives up within its deadline with a 503 failure, after retrying the read', async () => {
    await simulator.control.fault({ kind: 'timeout' });
    const client = createBssClient({ url: simulator.url, ...limits });
    const { ms, result } = await timed(() => failureOf(client.listPlans()));
    expect(result.failure).toBe('timeout');
    expect(result.httpStatus).toBe(503);
    expect(ms).toBeLessThan(limits.deadlineMs + 300);
    expect(await simulator.control.requests()).toEqual(['GET /v1/plans', 'GET /v1/plans', 'GET /v1/plans']);
  });

  it('the default limits: 2 s per attempt, never more than 5 s in all', async () => {
    await simulator.control.fault({ kind: 'timeout' });
    const { ms, result } = await timed(() => failureOf(createBssClient({ url: simulator.url }).listPlans()));
    expect(result.failure).toBe('timeout');
    expect(ms).toBeGreaterThanOrEqual(1900);
    expect(ms).toBeLessThan(5500);
  }, 10_000);

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

  it('slow but within the timeout: the answer arrives', async () => {
    await simulator.control.fault({ kind: 'latency', latencyMs: 150 });
    const { ms, result } = await timed(() => createBssClient({ url: simulator.url, ...limits }).listPlans());
    expect(result).toHaveLength(30);
    expect(ms).toBeGreaterThanOrEqual(140);
  });

  it('slower than the timeout: a timeout failure, not a hang', async () => {
    await simulator.control.fault({ kind: 'latency', latencyMs: 5000 });
    const { ms, result } = await timed(() =>
      failureOf(createBssClient({ url: simulator.url, ...limits }).listPlans()),
    );
    expect(result.failure).toBe('timeout');
    expect(ms).toBeLessThan(limits.deadlineMs + 300);
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
    const client = createBssClient({
      url: simulator.url,
      ...limits,
      retries: 0,
      breakerFailureThreshold: 3,
      breakerResetAfterMs: 300,
    });
    for (let call = 0; call < 3; call += 1) await failureOf(client.listPlans());
    expect(client.http.breaker.state).toBe('open');
    const open = await timed(() => failureOf(client.listPlans()));
    expect(open.result).toMatchObject({ failure: 'circuit_open', httpStatus: 503 });
    expect(open.result.retryAfterMs).toBeGreaterThan(0);
    expect(open.result.retryAfterMs).toBeLessThanOrEqual(300);
    expect(open.ms).toBeLessThan(50);
    expect(await simulator.control.requests()).toHaveLength(3);

    await simulator.control.clearFaults();
    await new Promise((resolve) => setTimeout(resolve, 320));
    expect(client.http.breaker.state).toBe('half-open');
    expect(await client.listPlans()).toHaveLength(30);
    expect(client.http.breaker.state).toBe('closed');
  });

  it('a failed trial in half-open opens the circuit again', async () => {
    await simulator.control.fault({ kind: 'error', status: 502 });
    const client = createBssClient({
      url: simulator.url,
      ...limits,
      retries: 0,
      breakerFailureThreshold: 1,
      breakerResetAfterMs: 200,
    });
    await failureOf(client.listPlans());
    await new Promise((resolve) => setTimeout(resolve, 220));
    expect((await failureOf(client.listPlans())).failure).toBe('bad_status');
    expect(client.http.breaker.state).toBe('open');
  });
});
