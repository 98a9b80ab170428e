import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { bssControl } from './bss-fixtures';

// A BSS that keeps failing: after two failed reads the server stops calling it for a minute and
// answers at once with 503 and Retry-After, instead of making every staff member wait. The proof is
// the simulator's request log (two calls, not three), never a timing, which a busy machine breaks.
let server: TestServer;
let admin: string;
let control: ReturnType<typeof bssControl>;

beforeAll(async () => {
  server = await startTestServer({
    apiConfig: { bss: { retries: 0, breakerFailureThreshold: 2, breakerResetAfterMs: 60_000 } },
  });
  admin = (await server.signIn(SystemRole.Admin)).token;
  control = bssControl(server.bss.url);
});
afterAll(async () => {
  await server?.close();
});

const outsideServices = async () =>
  (await server.request('/trpc/orders.outsideServices', { method: 'GET', token: admin })).body.result.data;

describe('BSS circuit breaker through the API', () => {
  it('opens after repeated failures and then answers 503 at once without calling the BSS, saying so', async () => {
    expect(await outsideServices()).toEqual([
      { service: 'bss', paused: false, retryAfterSeconds: 0 },
      { service: 'payment', paused: false, retryAfterSeconds: 0 },
    ]);
    await control.fault({ kind: 'error', status: 500 });
    let beforeOpening = 0;
    for (let call = 0; call < 2; call += 1) {
      beforeOpening = Date.now();
      const failed = await server.request('/api/admin/get-active-offers', { token: admin });
      expect(failed.status).toBe(502);
    }
    const open = await server.request('/api/web-api/admin/update-bss-offers', { token: admin });
    const afterAnswer = Date.now();
    expect(open.status).toBe(503);
    // The rest of the minute-long pause: the circuit opened after beforeOpening and answered before
    // afterAnswer, so at least that much of the minute was left.
    const retryAfterSeconds = Number(open.headers.get('retry-after'));
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(retryAfterSeconds * 1000).toBeGreaterThanOrEqual(beforeOpening + 60_000 - afterAnswer);
    expect(open.body).toEqual({
      message: `The billing system is not answering; retry after ${retryAfterSeconds} s`,
      code: 'SERVICE_UNAVAILABLE',
    });
    // The order desk's banner reads the same pause.
    const [bss, payment] = await outsideServices();
    expect(bss).toMatchObject({ service: 'bss', paused: true });
    expect(bss.retryAfterSeconds).toBeGreaterThan(0);
    expect(bss.retryAfterSeconds).toBeLessThanOrEqual(retryAfterSeconds);
    expect(payment).toEqual({ service: 'payment', paused: false, retryAfterSeconds: 0 });
    expect(await control.requests()).toHaveLength(2);
    expect(await server.prisma.billingPlan.count()).toBe(0);
  });
});
