import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  defined,
  OrderHistoryType,
  PaymentStatus,
  REFUND_UNCONFIRMED_MESSAGE,
  RefundStatus,
  SystemRole,
} from '@backoffice/shared';

import { defaultApiConfig } from '@backoffice/api';
import { type FaultInput } from '@backoffice/bss-simulator';

import {
  QUEUED_REFUND_DATA,
  reconcilePendingRefunds,
  REFUND_SETTLE_MS,
} from '../../../../packages/api/src/services/orders/refunds';
import { ORDER_REFUND_RECONCILE_KIND } from '../../../../packages/api/src/services/orders/periodic-jobs';
import { bssControl } from '../shop/bss-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBillingOrder, holdPeriodicJob } from './billing-fixtures';

// Refunds over real HTTP, through the payment provider client to the simulator's payment API.
// The provider's limits are shortened (1 s per attempt, 2.5 s per call) so faults stay fast.
let server: TestServer;
let control: ReturnType<typeof bssControl>;
let token: string;
let email: string;
beforeAll(async () => {
  server = await startTestServer({
    apiConfig: {
      payment: { timeoutMs: 1000, deadlineMs: 2500, backoffMs: 20, breakerFailureThreshold: 100 },
    },
  });
  control = bssControl(server.bss.url);
  await holdPeriodicJob(server.prisma, ORDER_REFUND_RECONCILE_KIND);
  const staff = await server.signIn(SystemRole.NoRole);
  token = staff.token;
  email = staff.user.email;
});
afterAll(() => server.close());
beforeEach(() => control.reset());

const refund = (order_uuid: string, amount: unknown, as: string | null = token) =>
  server.request('/api/web-api/ricarica/refund', { token: as, body: { order_uuid, amount } });

const providerRefunds = async () =>
  (
    (await (await fetch(`${server.bss.url}/v1/payments/refunds`)).json()) as {
      refunds: Array<{ PaymentReference: string; AmountCents: number }>;
    }
  ).refunds;

const stateOf = async (orderId: number) => {
  const order = await server.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
  const refunds = await server.prisma.refundHistory.findMany({
    where: { orderId },
    orderBy: { createdAt: 'asc' },
  });
  return {
    refundSum: order.refundSum.toFixed(2),
    paymentStatus: order.paymentStatus,
    refunds: refunds.map((row) => ({
      status: row.refundStatus,
      amount: row.amount.toFixed(2),
      email: row.email,
    })),
  };
};

describe('refund', () => {
  it('refunds part, then the rest: sums, payment status, refund and order history, one provider refund each', async () => {
    const order = await createBillingOrder(server.prisma);
    const first = await refund(order.uuid, '10,10');
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({
      refund_status: 'success',
      amount: '10.10',
      refund_sum: '10.10',
      payment_status: PaymentStatus.PartiallyRefunded,
    });
    const rest = await refund(order.uuid, '20.20');
    expect(rest.body.response).toMatchObject({ refund_sum: '30.30', payment_status: PaymentStatus.Refunded });

    expect(await stateOf(order.id)).toEqual({
      refundSum: '30.30',
      paymentStatus: PaymentStatus.Refunded,
      refunds: [
        { status: RefundStatus.Success, amount: '10.10', email },
        { status: RefundStatus.Success, amount: '20.20', email },
      ],
    });
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map(({ type, field, from, to, email: by }) => ({ type, field, from, to, by }))).toEqual([
      { type: OrderHistoryType.ChangeValue, field: 'refund_sum', from: '0.00', to: '10.10', by: email },
      { type: OrderHistoryType.PaymentStatus, field: null, from: '1', to: '3', by: email },
      { type: OrderHistoryType.ChangeValue, field: 'refund_sum', from: '10.10', to: '30.30', by: email },
      { type: OrderHistoryType.PaymentStatus, field: null, from: '3', to: '2', by: email },
    ]);
    expect(await providerRefunds()).toEqual([
      expect.objectContaining({ PaymentReference: order.uuid, AmountCents: 1010 }),
      expect.objectContaining({ PaymentReference: order.uuid, AmountCents: 2020 }),
    ]);
  });

  it.each([
    ['a word', {}, 'ten', 400, 'Please enter a number'],
    ['three decimals', {}, '1.234', 400, 'Please enter a number'],
    ['no amount', {}, undefined, 400, 'This field is required'],
    ['zero', {}, '0', 400, 'amount'],
    ['more than was paid', {}, '30.31', 409, 'The amount must be at most 30.30'],
    [
      'more than is left',
      { refundSum: '10.00', paymentStatus: PaymentStatus.PartiallyRefunded },
      '20.31',
      409,
      'The amount must be at most 20.30',
    ],
    [
      'an unpaid order',
      { paymentStatus: PaymentStatus.NotPaid },
      '1',
      409,
      'Only a Paid or PartiallyRefunded order can be refunded',
    ],
    [
      'a refunded order',
      { paymentStatus: PaymentStatus.Refunded, refundSum: '30.30' },
      '1',
      409,
      'Only a Paid or PartiallyRefunded order can be refunded',
    ],
  ] as const)('refuses %s and changes nothing', async (_name, spec, amount, status, message) => {
    const order = await createBillingOrder(server.prisma, spec);
    const before = await stateOf(order.id);
    const answer = await refund(order.uuid, amount);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toContain(message);
    expect(await stateOf(order.id)).toEqual(before);
    expect(await control.requests()).toEqual([]);
  });

  it('refuses an unknown order (404) and a caller without a session (401)', async () => {
    expect((await refund('7b0b4a3e-0d5e-4c55-9a57-3f1f3f1f3f1f', '1')).status).toBe(404);
    const order = await createBillingOrder(server.prisma);
    expect((await refund(order.uuid, '1', null)).status).toBe(401);
  });

  it.each([
    ['the provider refuses (402)', 402],
    ['the provider refuses (400)', 400],
  ] as const)('%s: The refund failed at once, a failed row, no sum changed', async (_name, status) => {
    await control.fault({ kind: 'error', status, path: '/v1/payments' });
    const order = await createBillingOrder(server.prisma);
    const answer = await refund(order.uuid, '5');
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('The refund failed');
    expect(await stateOf(order.id)).toEqual({
      refundSum: '0.00',
      paymentStatus: PaymentStatus.Paid,
      refunds: [{ status: RefundStatus.Failed, amount: '5.00', email }],
    });
    expect(await server.prisma.orderHistory.count({ where: { orderId: order.id } })).toBe(0);
  });

  it.each([
    ['the provider fails (500)', { kind: 'error', status: 500 }, 502, 'error'],
    ['the provider does not answer', { kind: 'timeout' }, 503, 'timeout'],
    ['the provider drops the connection', { kind: 'disconnect' }, 503, 'unreachable'],
    ['the answer of a refund made is lost', { kind: 'timeout', phase: 'after' }, 503, 'timeout'],
    ['the connection drops after the refund', { kind: 'disconnect', phase: 'after' }, 503, 'unreachable'],
  ] as const)(
    '%s: the refund stays pending, its amount counted against the limit',
    async (_name, fault, status, failure) => {
      await control.fault({ ...fault, path: '/v1/payments' });
      const order = await createBillingOrder(server.prisma);
      const answer = await refund(order.uuid, '5');
      expect(answer.status).toBe(status);
      expect(answer.body.message).toBe(REFUND_UNCONFIRMED_MESSAGE);
      expect(await stateOf(order.id)).toEqual({
        refundSum: '0.00',
        paymentStatus: PaymentStatus.Paid,
        refunds: [{ status: RefundStatus.Pending, amount: '5.00', email }],
      });
      const row = await server.prisma.refundHistory.findFirstOrThrow({ where: { orderId: order.id } });
      expect(row.providerData).toMatchObject({
        outcome: 'unknown',
        failure: failure === 'error' ? 'bad_status' : failure,
      });
      // A retry of the whole amount would exceed what was paid if the pending refund was made.
      await control.reset();
      const retry = await refund(order.uuid, '30.30');
      expect(retry.status).toBe(409);
      expect(retry.body.message).toBe('The amount must be at most 25.30');
    },
  );

  it("the refund history's pending row is read as pending", async () => {
    await control.fault({ kind: 'timeout', path: '/v1/payments' });
    const order = await createBillingOrder(server.prisma);
    await refund(order.uuid, '5');
    const history = await server.request(`/api/web-api/order/get-refund-history?order_uuid=${order.uuid}`, {
      token,
    });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    expect(history.body.data).toEqual([
      expect.objectContaining({ refund_status: RefundStatus.Pending, amount: '5.00', email }),
    ]);
  });
});

describe('refunds whose outcome was unknown, settled by asking the provider', () => {
  // The reconciliation takes every pending refund: those the tests above left are not this block's.
  beforeEach(() => server.prisma.refundHistory.deleteMany({ where: { refundStatus: RefundStatus.Pending } }));
  const services = () => ({
    prisma: server.prisma,
    config: {
      ...defaultApiConfig,
      payment: { url: server.bss.url, timeoutMs: 1000, deadlineMs: 2500, backoffMs: 20 },
    },
  });
  /** The reconciliation as the periodic job runs it, once the pending rows are old enough. */
  const reconcile = () => reconcilePendingRefunds(services(), new Date(Date.now() + REFUND_SETTLE_MS + 1000));

  /** An order with one refund left pending by `fault` on the provider's refund call. */
  async function pendingRefund(fault: FaultInput, amount = '10.10') {
    await control.fault({ ...fault, path: '/v1/payments/refunds', method: 'POST', times: 3 });
    const order = await createBillingOrder(server.prisma);
    expect((await refund(order.uuid, amount)).body.message).toBe(REFUND_UNCONFIRMED_MESSAGE);
    await control.clearFaults();
    return order;
  }

  it('made by the provider (only the answer was lost): success, the sums grow, history names the requester', async () => {
    const order = await pendingRefund({ kind: 'disconnect', phase: 'after' });
    expect(await providerRefunds()).toHaveLength(1);
    expect(await reconcile()).toEqual({ checked: 1, sent: 0, made: 1, notMade: 0, unknown: 0 });
    expect(await stateOf(order.id)).toEqual({
      refundSum: '10.10',
      paymentStatus: PaymentStatus.PartiallyRefunded,
      refunds: [{ status: RefundStatus.Success, amount: '10.10', email }],
    });
    const row = await server.prisma.refundHistory.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row.providerData).toMatchObject({ AmountCents: 1010, Status: 'succeeded' });
    const history = await server.prisma.orderHistory.findMany({ where: { orderId: order.id } });
    expect(history.map(({ type, field, to, email: by }) => ({ type, field, to, by }))).toEqual(
      expect.arrayContaining([
        { type: OrderHistoryType.ChangeValue, field: 'refund_sum', to: '10.10', by: email },
        { type: OrderHistoryType.PaymentStatus, field: null, to: '3', by: email },
      ]),
    );
    expect(await providerRefunds()).toHaveLength(1);
    expect(await reconcile()).toEqual({ checked: 0, sent: 0, made: 0, notMade: 0, unknown: 0 });
  });

  it('never reached the provider: failed, no sum changed, the amount free again', async () => {
    const order = await pendingRefund({ kind: 'timeout' });
    expect(await reconcile()).toEqual({ checked: 1, sent: 0, made: 0, notMade: 1, unknown: 0 });
    expect(await stateOf(order.id)).toEqual({
      refundSum: '0.00',
      paymentStatus: PaymentStatus.Paid,
      refunds: [{ status: RefundStatus.Failed, amount: '10.10', email }],
    });
    expect((await refund(order.uuid, '30.30')).body.response.payment_status).toBe(PaymentStatus.Refunded);
  });

  it('is not asked about while its call may still be under way', async () => {
    const order = await pendingRefund({ kind: 'timeout' });
    expect(await reconcilePendingRefunds(services())).toEqual({
      checked: 0,
      sent: 0,
      made: 0,
      notMade: 0,
      unknown: 0,
    });
    expect(defined((await stateOf(order.id)).refunds[0], 'the refund').status).toBe(RefundStatus.Pending);
  });

  it('stays pending while the provider cannot tell (down, or a 404 that is not its "no such refund")', async () => {
    const order = await pendingRefund({ kind: 'disconnect', phase: 'after' });
    await control.fault({ kind: 'error', status: 503, path: '/v1/payments/refunds/by-idempotency-key' });
    expect(await reconcile()).toMatchObject({ checked: 1, unknown: 1 });
    await control.clearFaults();
    await control.fault({ kind: 'error', status: 404, path: '/v1/payments/refunds/by-idempotency-key' });
    expect(await reconcile()).toMatchObject({ checked: 1, unknown: 1 });
    expect(defined((await stateOf(order.id)).refunds[0], 'the refund').status).toBe(RefundStatus.Pending);
    await control.clearFaults();
    expect(await reconcile()).toMatchObject({ made: 1 });
  });

  /** A refund reserved with the change that asked for it (Cancel order's), whose instance stopped before sending it. */
  async function queuedRefund(amount = '7.50') {
    const order = await createBillingOrder(server.prisma);
    const row = await server.prisma.refundHistory.create({
      data: {
        orderId: order.id,
        refundStatus: RefundStatus.Pending,
        amount,
        email,
        providerData: QUEUED_REFUND_DATA,
      },
    });
    return { order, row };
  }

  it('a queued refund the provider never had is sent by the reconciliation, once', async () => {
    const { order } = await queuedRefund();
    const before = (await providerRefunds()).length;
    const runs = await Promise.all([reconcile(), reconcile()]);
    expect(runs.reduce((made, run) => made + run.made, 0)).toBe(1);
    expect(await providerRefunds()).toHaveLength(before + 1);
    expect(await stateOf(order.id)).toEqual({
      refundSum: '7.50',
      paymentStatus: PaymentStatus.PartiallyRefunded,
      refunds: [{ status: RefundStatus.Success, amount: '7.50', email }],
    });
    expect(await reconcile()).toEqual({ checked: 0, sent: 0, made: 0, notMade: 0, unknown: 0 });
  });

  it('a queued refund stays queued while the provider cannot be asked', async () => {
    const { order } = await queuedRefund();
    await control.fault({ kind: 'disconnect', path: '/v1/payments/refunds/by-idempotency-key', times: 3 });
    expect(await reconcile()).toEqual({ checked: 1, sent: 0, made: 0, notMade: 0, unknown: 1 });
    await control.clearFaults();
    const row = await server.prisma.refundHistory.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row).toMatchObject({ refundStatus: RefundStatus.Pending, providerData: QUEUED_REFUND_DATA });
    expect(await reconcile()).toMatchObject({ checked: 1, sent: 1, made: 1 });
  });

  it('a queued refund the provider refuses is failed; one whose sending is unclear is asked about next time', async () => {
    const refused = await queuedRefund();
    await control.fault({
      kind: 'error',
      status: 400,
      path: '/v1/payments/refunds',
      method: 'POST',
      times: 1,
    });
    expect(await reconcile()).toEqual({ checked: 1, sent: 1, made: 0, notMade: 1, unknown: 0 });
    expect(defined((await stateOf(refused.order.id)).refunds[0], 'the refund').status).toBe(
      RefundStatus.Failed,
    );

    const unclear = await queuedRefund();
    await control.fault({
      kind: 'disconnect',
      phase: 'after',
      path: '/v1/payments/refunds',
      method: 'POST',
      times: 3,
    });
    expect(await reconcile()).toMatchObject({ checked: 1, sent: 1, unknown: 1 });
    await control.clearFaults();
    const row = await server.prisma.refundHistory.findFirstOrThrow({ where: { orderId: unclear.order.id } });
    expect(row.providerData).toMatchObject({ outcome: 'unknown' });
    // Asked by its key now, not sent again: the provider had made it.
    expect(await reconcile()).toEqual({ checked: 1, sent: 0, made: 1, notMade: 0, unknown: 0 });
  });

  it('two reconciliations at once (two instances) settle a refund once', async () => {
    const order = await pendingRefund({ kind: 'timeout', phase: 'after' });
    const runs = await Promise.all([reconcile(), reconcile()]);
    expect(runs.reduce((made, run) => made + run.made, 0)).toBe(1);
    expect(await stateOf(order.id)).toMatchObject({ refundSum: '10.10' });
    expect(
      await server.prisma.orderHistory.count({ where: { orderId: order.id, field: 'refund_sum' } }),
    ).toBe(1);
  });
});

describe('refunds at once', () => {
  it('two refunds of everything at once: exactly one is made', async () => {
    // The provider answers slowly, so both requests are in flight together.
    await control.fault({ kind: 'latency', latencyMs: 150, path: '/v1/payments' });
    const order = await createBillingOrder(server.prisma);
    const answers = await Promise.all([refund(order.uuid, '30.30'), refund(order.uuid, '30.30')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(
      defined(
        answers.find((answer) => answer.status === 409),
        'a 409 answer',
      ).body.message,
    ).toBe('The amount must be at most 0.00');
    expect(await stateOf(order.id)).toMatchObject({
      refundSum: '30.30',
      paymentStatus: PaymentStatus.Refunded,
    });
    expect(await providerRefunds()).toHaveLength(1);
  });

  it('a refund waiting for the provider holds its amount against the limit', async () => {
    await control.fault({ kind: 'latency', latencyMs: 250, path: '/v1/payments', times: 1 });
    const order = await createBillingOrder(server.prisma);
    const slow = refund(order.uuid, '20');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const pending = await server.prisma.refundHistory.findMany({ where: { orderId: order.id } });
    expect(pending.map((row) => row.refundStatus)).toEqual([RefundStatus.Pending]);
    const second = await refund(order.uuid, '10.31');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('The amount must be at most 10.30');
    expect((await slow).status).toBe(200);
    expect((await refund(order.uuid, '10.30')).body.response.payment_status).toBe(PaymentStatus.Refunded);
  });
});
