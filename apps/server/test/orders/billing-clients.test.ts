import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createBssClient, createPaymentClient } from '@backoffice/api';
import { BssSimStatus, type FaultInput } from '@backoffice/bss-simulator';
import { SimStatus } from '@backoffice/shared';

import { refundCertainlyNotMade } from '../../../../packages/api/src/integrations/payment';

import { clockAdvancedPerAttempt, failureOf, startControlledSimulator } from '../support/simulator';

// The payment provider client and the BSS client's order calls against the real simulator over
// HTTP, one injected fault at a time, with shortened limits (the product uses 4 s / 10 s for refunds).
const simulator = startControlledSimulator();
const limits = { timeoutMs: 500, deadlineMs: 1500, retries: 2, backoffMs: 20, breakerFailureThreshold: 50 };

const refundsAtProvider = async () =>
  ((await (await fetch(`${simulator.url}/v1/payments/refunds`)).json()) as { refunds: unknown[] }).refunds;

describe('BSS SIM status codes', () => {
  it('the simulator reports each SIM status by the number the back office reads it as', () => {
    for (const [name, code] of Object.entries(BssSimStatus)) {
      expect([name, SimStatus[name as keyof typeof SimStatus]]).toEqual([name, code]);
    }
  });
});

describe('payment provider client', () => {
  const refund = (key: string = randomUUID()) => ({
    idempotencyKey: key,
    paymentReference: 'order-7',
    amount: '12.50',
  });

  it('refunds in cents with the idempotency key, typed', async () => {
    const answer = await createPaymentClient({ url: simulator.url, ...limits }).refund(refund());
    expect(answer).toMatchObject({ PaymentReference: 'order-7', AmountCents: 1250, Status: 'succeeded' });
    expect(await simulator.control.requests()).toEqual(['POST /v1/payments/refunds']);
  });

  it('a refund whose first answer is lost is retried with the same key and refunded once', async () => {
    await simulator.control.fault({ kind: 'disconnect', path: '/v1/payments', times: 1 });
    await simulator.control.fault({ kind: 'error', status: 503, path: '/v1/payments', times: 1 });
    const answer = await createPaymentClient({ url: simulator.url, ...limits }).refund(refund('same-key'));
    expect(answer.AmountCents).toBe(1250);
    expect(await simulator.control.requests()).toHaveLength(3);
    expect(await refundsAtProvider()).toHaveLength(1);
  });

  it.each([
    ['timeout', { kind: 'timeout' }, 'timeout', 503, 3],
    ['a dropped connection', { kind: 'disconnect' }, 'unreachable', 503, 3],
    ['a 500', { kind: 'error', status: 500 }, 'bad_status', 502, 3],
    ['a refusal (402)', { kind: 'error', status: 402 }, 'bad_status', 502, 1],
    ['a body of another shape', { kind: 'malformed', body: 'wrong-shape' }, 'malformed', 502, 1],
  ] as const)(
    '%s: a typed failure, after the attempts its kind allows',
    async (_name, fault, failure, httpStatus, attempts) => {
      await simulator.control.fault({ ...fault, path: '/v1/payments' });
      const error = await failureOf(createPaymentClient({ url: simulator.url, ...limits }).refund(refund()));
      expect(error).toMatchObject({ service: 'Payment provider', failure, httpStatus });
      expect(await simulator.control.requests()).toHaveLength(attempts);
    },
  );

  it("the refund's own deadline of 10 s: after two attempts of 5 s no third one starts", async () => {
    await simulator.control.fault({ kind: 'disconnect', path: '/v1/payments' });
    const clock = clockAdvancedPerAttempt(5000);
    const error = await failureOf(createPaymentClient({ url: simulator.url }, clock).refund(refund()));
    expect(error.failure).toBe('unreachable');
    expect(await simulator.control.requests()).toEqual([
      'POST /v1/payments/refunds',
      'POST /v1/payments/refunds',
    ]);
  });

  it("finds a refund by its idempotency key; null only on the provider's own REFUND_NOT_FOUND", async () => {
    const client = createPaymentClient({ url: simulator.url, ...limits });
    const made = await client.refund(refund('made-key'));
    expect(await client.findRefund('made-key')).toEqual(made);
    expect(await client.findRefund('never-used-key')).toBeNull();
    // A 404 from something else (a proxy, a wrong path) says nothing about the refund.
    await simulator.control.fault({ kind: 'error', status: 404, path: '/v1/payments' });
    expect(await failureOf(client.findRefund('made-key'))).toMatchObject({
      failure: 'bad_status',
      status: 404,
    });
    await simulator.control.clearFaults();
    await simulator.control.fault({ kind: 'timeout', path: '/v1/payments' });
    expect((await failureOf(client.findRefund('made-key'))).failure).toBe('timeout');
  });

  it('tells a refund certainly not made (nothing sent, a refusal) from one whose outcome is unknown', async () => {
    const client = createPaymentClient({ url: simulator.url, ...limits });
    const outcome = async (fault: FaultInput | null) => {
      await simulator.control.reset();
      if (fault) await simulator.control.fault({ ...fault, path: '/v1/payments' });
      return refundCertainlyNotMade(await failureOf(client.refund(refund())));
    };
    expect(await outcome({ kind: 'error', status: 402 })).toBe(true);
    expect(await outcome({ kind: 'error', status: 400 })).toBe(true);
    expect(await outcome({ kind: 'error', status: 429 })).toBe(false);
    expect(await outcome({ kind: 'error', status: 500 })).toBe(false);
    expect(await outcome({ kind: 'timeout' })).toBe(false);
    expect(await outcome({ kind: 'disconnect', phase: 'after' })).toBe(false);
    expect(await outcome({ kind: 'malformed', body: 'wrong-shape' })).toBe(false);
    expect(refundCertainlyNotMade(await failureOf(createPaymentClient({}).refund(refund())))).toBe(true);
  });

  it('no PAYMENT_URL: not configured, nothing sent', async () => {
    expect(await failureOf(createPaymentClient({}).refund(refund()))).toMatchObject({
      failure: 'not_configured',
      httpStatus: 503,
    });
  });

  it('refuses an amount that is not a positive number of cents before sending', async () => {
    const client = createPaymentClient({ url: simulator.url, ...limits });
    for (const amount of ['0', '-1', '1.234']) {
      await expect(client.refund({ ...refund(), amount })).rejects.toThrow(RangeError);
    }
    expect(await simulator.control.requests()).toEqual([]);
  });
});

describe('BSS client: orders', () => {
  const order = (change: Partial<Parameters<ReturnType<typeof createBssClient>['orderSim']>[0]> = {}) => ({
    reference: randomUUID(),
    orderNumber: 9,
    planId: 1001,
    isEsim: false,
    optionIds: [501],
    portIn: null,
    ...change,
  });

  it('orders a SIM; a lost answer is retried and the BSS keeps one SIM for the reference', async () => {
    await simulator.control.fault({ kind: 'error', status: 503, path: '/v1/orders', times: 1 });
    const client = createBssClient({ url: simulator.url, ...limits });
    const sent = order();
    const result = await client.orderSim(sent);
    expect(result).toMatchObject({ ok: true, sim: { Reference: sent.reference, SimStatus: 1 } });
    const again = await client.orderSim(sent);
    expect(again.ok && result.ok && again.sim.ID === result.sim.ID).toBe(true);
    expect(await simulator.control.requests()).toEqual([
      'POST /v1/orders',
      'POST /v1/orders',
      'POST /v1/orders',
    ]);
  });

  it("answers the BSS's refusal with its code and message, not as a failure", async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    expect(await client.orderSim(order({ planId: 1010 }))).toEqual({
      ok: false,
      status: 422,
      code: 'PLAN_NOT_ON_SALE',
      message: 'Plan 1010 is not on sale',
    });
    expect(client.http.breaker.state).toBe('closed');
  });

  it('a BSS that keeps failing is a typed failure', async () => {
    await simulator.control.fault({ kind: 'error', status: 500, path: '/v1/orders' });
    const error = await failureOf(createBssClient({ url: simulator.url, ...limits }).orderSim(order()));
    expect(error).toMatchObject({ service: 'BSS', failure: 'bad_status', status: 500, httpStatus: 502 });
  });

  it('reads statuses in batches of 500 and reports unknown SIMs', async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    const created = await client.orderSim(order());
    if (!created.ok) throw new Error('not created');
    const ids = [created.sim.ID, ...Array.from({ length: 600 }, (_, index) => index + 1)];
    await simulator.control.clearFaults();
    await fetch(`${simulator.url}/_control/requests`, { method: 'DELETE' });
    const answer = await client.simStatuses(ids);
    expect(answer.statuses).toEqual([expect.objectContaining({ ID: created.sim.ID, SimStatus: 1 })]);
    expect(answer.unknown).toHaveLength(600);
    expect(await simulator.control.requests()).toEqual([
      'POST /v1/orders/statuses',
      'POST /v1/orders/statuses',
    ]);
  });

  it('cancels a SIM; a lost answer is retried and answered as the cancelled SIM', async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    const created = await client.orderSim(order());
    if (!created.ok) throw new Error('not created');
    await simulator.control.fault({ kind: 'disconnect', phase: 'after', path: '/v1/orders', times: 1 });
    const cancelled = await client.cancelSim(created.sim.ID);
    expect(cancelled).toMatchObject({ ok: true, sim: { ID: created.sim.ID, SimStatus: 9 } });
    expect(
      (await simulator.control.requests()).filter((request) => request.endsWith('/cancel')),
    ).toHaveLength(2);
  });

  it("answers the BSS's refusal of a cancel (409, 404) with its code, and a failing BSS as a failure", async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    expect(await client.cancelSim(42)).toEqual({
      ok: false,
      status: 404,
      code: 'SIM_NOT_FOUND',
      message: 'No SIM with this ID',
    });
    const created = await client.orderSim(order());
    if (!created.ok) throw new Error('not created');
    await fetch(`${simulator.url}/_control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 10 * 60_000 }),
    });
    expect(await client.cancelSim(created.sim.ID)).toMatchObject({
      ok: false,
      status: 409,
      code: 'SIM_NOT_CANCELLABLE',
    });
    await simulator.control.fault({ kind: 'error', status: 500, path: '/v1/orders' });
    expect(await failureOf(client.cancelSim(created.sim.ID))).toMatchObject({
      failure: 'bad_status',
      status: 500,
    });
  });

  it("finds a SIM by its reference; null only on the BSS's own SIM_NOT_FOUND", async () => {
    const client = createBssClient({ url: simulator.url, ...limits });
    const sent = order();
    const created = await client.orderSim(sent);
    expect(await client.findSimByReference(sent.reference)).toEqual(created.ok ? created.sim : null);
    expect(await client.findSimByReference(randomUUID())).toBeNull();
    await simulator.control.fault({ kind: 'error', status: 404, path: '/v1/orders/by-reference' });
    expect((await failureOf(client.findSimByReference(sent.reference))).status).toBe(404);
  });

  it('a statuses read with a malformed answer fails as malformed', async () => {
    await simulator.control.fault({ kind: 'malformed', body: 'truncated', path: '/v1/orders/statuses' });
    const error = await failureOf(createBssClient({ url: simulator.url, ...limits }).simStatuses([1]));
    expect(error.failure).toBe('malformed');
  });
});
