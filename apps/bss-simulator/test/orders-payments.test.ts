import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BssSimStatus, type RunningSimulator, simPathOf, startSimulator, stepMsOf } from '../src/index';

let bss: RunningSimulator;
beforeAll(async () => {
  bss = await startSimulator();
});
afterAll(async () => {
  await bss.close();
});
beforeEach(async () => {
  await call('POST', '/_control/reset');
});

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(bss.url + path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const sim = (change: Record<string, unknown> = {}) => ({
  Reference: randomUUID(),
  OrderNumber: 42,
  PlanID: 1001,
  IsEsim: true,
  OptionIDs: [501],
  ...change,
});

describe('orders', () => {
  it('creates a SIM once per reference, pending start of activation', async () => {
    const body = sim();
    const created = await call('POST', '/v1/orders', body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      ID: 700001,
      Reference: body.Reference,
      PlanID: 1001,
      OptionIDs: [501],
      SimStatus: BssSimStatus.PendingStartActivation,
      PortIn: null,
    });
    expect(created.json.Msisdn).toMatch(/^39\d{10}$/);
    const again = await call('POST', '/v1/orders', body);
    expect(again.status).toBe(200);
    expect(again.json.ID).toBe(700001);
    expect((await call('GET', '/v1/orders/700001')).json.Reference).toBe(body.Reference);
    expect((await call('GET', `/v1/orders/by-reference/${body.Reference}`)).json.ID).toBe(700001);
    expect((await call('GET', '/v1/orders/by-reference/unknown')).json.error.code).toBe('SIM_NOT_FOUND');
    expect((await call('GET', '/v1/orders/9')).status).toBe(404);
  });

  it.each([
    ['a withdrawn plan', { PlanID: 1010 }, 'PLAN_NOT_ON_SALE'],
    ['an unknown plan', { PlanID: 4242 }, 'PLAN_NOT_ON_SALE'],
    ['an option the BSS does not have', { OptionIDs: [502, 999] }, 'OPTION_NOT_FOUND'],
    ['a port-in-only plan without port-in', { PlanID: 1006, OptionIDs: [] }, 'PORT_IN_REQUIRED'],
    [
      'an excluded donor',
      { PlanID: 1006, OptionIDs: [], PortIn: { Msisdn: '3331234567', DonorOperator: '55' } },
      'PORT_IN_EXCLUDED',
    ],
  ])('refuses %s with 422', async (_name, change, code) => {
    const refused = await call('POST', '/v1/orders', sim(change));
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe(code);
  });

  it('refuses a malformed order with 400', async () => {
    expect((await call('POST', '/v1/orders', sim({ IsEsim: 'yes' }))).status).toBe(400);
  });

  it('keeps the ported number and moves every SIM along its path with the clock, in batches', async () => {
    const ported = await call(
      'POST',
      '/v1/orders',
      sim({ PlanID: 1006, OptionIDs: [], PortIn: { Msisdn: '3331234567', DonorOperator: '29' } }),
    );
    expect(ported.json.Msisdn).toBe('3331234567');
    const portedId = ported.json.ID as number;
    const ids = [portedId];
    for (let index = 0; index < 3; index += 1) ids.push((await call('POST', '/v1/orders', sim())).json.ID);

    const statuses = async () =>
      (await call('POST', '/v1/orders/statuses', { IDs: [...ids, 1] })).json as {
        statuses: Array<{ ID: number; SimStatus: number }>;
        unknown: number[];
      };
    const first = await statuses();
    expect(first.unknown).toEqual([1]);
    expect(first.statuses.map((status) => status.SimStatus)).toEqual([1, 1, 1, 1]);

    await call('POST', '/_control/clock', { advanceMs: stepMsOf(portedId) });
    expect((await statuses()).statuses[0]?.SimStatus).toBe(simPathOf(portedId)[1]);

    await call('POST', '/_control/clock', { advanceMs: 10 * 60_000 });
    const final = (await statuses()).statuses.map((status) => status.SimStatus);
    expect(final).toEqual(ids.map((id) => simPathOf(id).at(-1)));
    expect(final).toContain(BssSimStatus.AcceptedFromCompletedKYC);
    expect(final).toContain(BssSimStatus.CancelledFailedKYC);
  });

  it('every path goes through pending statuses only, to 7 or 8', () => {
    for (let id = 700001; id < 700009; id += 1) {
      const path = simPathOf(id);
      expect(path.slice(0, -1).every((status) => status >= 1 && status <= 6)).toBe(true);
      expect([7, 8]).toContain(path.at(-1));
    }
  });

  it('adopts SIM IDs it does not know only when told to (demos), spread along their paths', async () => {
    expect((await call('POST', '/v1/orders/statuses', { IDs: [42] })).json.unknown).toEqual([42]);
    const demo = await startSimulator({ adoptUnknownSims: true });
    try {
      const ask = async () => {
        const response = await fetch(`${demo.url}/v1/orders/statuses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ IDs: [40, 44] }),
        });
        return (await response.json()) as { statuses: Array<{ SimStatus: number }>; unknown: number[] };
      };
      const first = await ask();
      expect(first.unknown).toEqual([]);
      // ID 40 starts at its path's start, ID 44 four steps along.
      expect(first.statuses.map((status) => status.SimStatus)).toEqual([simPathOf(40)[0], simPathOf(44)[4]]);
      expect((await ask()).statuses).toEqual(first.statuses);
    } finally {
      await demo.close();
    }
  });

  it('cancels a SIM not yet activated, once: it stays cancelled whatever the clock', async () => {
    const { ID: id } = (await call('POST', '/v1/orders', sim())).json as { ID: number };
    const cancelled = await call('POST', `/v1/orders/${id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ ID: id, SimStatus: BssSimStatus.CancelledByCustomer });
    expect(cancelled.json.Reason).toBe('Cancelled at the request of the back office');
    const again = await call('POST', `/v1/orders/${id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.json.UpdatedAt).toBe(cancelled.json.UpdatedAt);
    await call('POST', '/_control/clock', { advanceMs: 10 * 60_000 });
    expect((await call('POST', '/v1/orders/statuses', { IDs: [id] })).json.statuses[0].SimStatus).toBe(
      BssSimStatus.CancelledByCustomer,
    );
  });

  it('refuses to cancel an activated or failed SIM (409) and an unknown one (404)', async () => {
    const { ID: id } = (await call('POST', '/v1/orders', sim())).json as { ID: number };
    await call('POST', '/_control/clock', { advanceMs: 10 * 60_000 });
    const refused = await call('POST', `/v1/orders/${id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.code).toBe('SIM_NOT_CANCELLABLE');
    expect((await call('GET', `/v1/orders/${id}`)).json.SimStatus).toBe(simPathOf(id).at(-1));
    expect((await call('POST', '/v1/orders/42/cancel')).json.error.code).toBe('SIM_NOT_FOUND');
    expect((await call('POST', '/v1/orders/abc/cancel')).status).toBe(404);
  });

  it('refuses an empty or oversized statuses batch', async () => {
    expect((await call('POST', '/v1/orders/statuses', { IDs: [] })).status).toBe(400);
    const many = Array.from({ length: 501 }, (_, index) => index + 1);
    expect((await call('POST', '/v1/orders/statuses', { IDs: many })).status).toBe(400);
  });
});

describe('payments', () => {
  const refund = { PaymentReference: 'order-1', AmountCents: 1250, Currency: 'EUR' };

  it('refunds once per idempotency key and lists the refunds of a payment', async () => {
    const made = await call('POST', '/v1/payments/refunds', refund, { 'idempotency-key': 'k1' });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ ID: 'RF-000001', AmountCents: 1250, Status: 'succeeded' });
    const replay = await call('POST', '/v1/payments/refunds', refund, { 'idempotency-key': 'k1' });
    expect(replay.status).toBe(200);
    expect(replay.json.ID).toBe('RF-000001');
    const reused = await call(
      'POST',
      '/v1/payments/refunds',
      { ...refund, AmountCents: 99 },
      { 'idempotency-key': 'k1' },
    );
    expect(reused.status).toBe(409);
    expect((await call('GET', '/v1/payments/refunds?PaymentReference=order-1')).json.refunds).toHaveLength(1);
    expect((await call('GET', '/v1/payments/refunds/RF-000001')).status).toBe(200);
    expect((await call('GET', '/v1/payments/refunds/RF-9')).status).toBe(404);
  });

  it('finds a refund by its idempotency key, 404 REFUND_NOT_FOUND when none was made with it', async () => {
    await call('POST', '/v1/payments/refunds', refund, { 'idempotency-key': 'key-4' });
    const found = await call('GET', '/v1/payments/refunds/by-idempotency-key/key-4');
    expect(found.status).toBe(200);
    expect(found.json).toEqual({
      ID: 'RF-000001',
      PaymentReference: 'order-1',
      AmountCents: 1250,
      Currency: 'EUR',
      Status: 'succeeded',
      CreatedAt: expect.any(String),
    });
    const missing = await call('GET', '/v1/payments/refunds/by-idempotency-key/key-5');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('REFUND_NOT_FOUND');
  });

  it('needs an idempotency key and a positive amount in cents', async () => {
    expect((await call('POST', '/v1/payments/refunds', refund)).json.error.code).toBe(
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    const bad = await call(
      'POST',
      '/v1/payments/refunds',
      { ...refund, AmountCents: 12.5 },
      { 'idempotency-key': 'k2' },
    );
    expect(bad.status).toBe(400);
  });

  it('reset forgets refunds, SIMs and the clock', async () => {
    await call('POST', '/v1/payments/refunds', refund, { 'idempotency-key': 'k3' });
    await call('POST', '/v1/orders', sim());
    await call('POST', '/_control/clock', { advanceMs: 1000 });
    await call('POST', '/_control/reset');
    expect((await call('GET', '/v1/payments/refunds')).json.refunds).toEqual([]);
    expect((await call('GET', '/v1/orders/700001')).status).toBe(404);
    expect((await call('GET', '/_control/clock')).json.offsetMs).toBe(0);
  });
});
