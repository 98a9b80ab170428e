import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defaultApiConfig } from '@backoffice/api';
import {
  assertDefined,
  defined,
  OrderHistoryType,
  OrderStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { sendPendingBssCancels } from '../../../../packages/api/src/services/orders/bss-cancel';
import { ORDER_BSS_CANCEL_KIND } from '../../../../packages/api/src/services/orders/periodic-jobs';
import { bssControl } from '../shop/bss-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBillingOrder, holdPeriodicJob } from './billing-fixtures';

// Cancelling an order or one SIM sends the cancellation to the BSS simulator over real HTTP. The BSS
// client's limits are shortened (1.5 s per attempt, 3 s per call) so that faults stay fast.
const bssLimits = { timeoutMs: 1500, deadlineMs: 3000, backoffMs: 20, breakerFailureThreshold: 100 };
let server: TestServer;
let control: ReturnType<typeof bssControl>;
let token: string;
let email: string;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { bss: bssLimits } });
  control = bssControl(server.bss.url);
  await holdPeriodicJob(server.prisma, ORDER_BSS_CANCEL_KIND);
  const staff = await server.signIn(SystemRole.NoRole);
  token = staff.token;
  email = staff.user.email;
});
afterAll(() => server.close());
beforeEach(async () => {
  await control.reset();
  // The retry job takes every pending cancellation: those of earlier tests are not the next one's.
  await server.prisma.order.deleteMany();
});

const post = (path: string, body: unknown) => server.request(path, { token, body });
const cancelOrder = (order_uuid: string) => post('/api/web-api/order/cancel', { order_uuid });
const cancelSim = (product_uuid: string) =>
  post('/api/web-api/order/change-sim-status', { product_uuid, status: SimStatus.CancelledByCustomer });
const resend = (order_uuid: string) => post('/api/web-api/order/again-create-order-bss', { order_uuid });
const productsOf = (orderId: number) =>
  server.prisma.orderProduct.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const cancelStates = async (orderId: number) =>
  (await productsOf(orderId)).map((product) => ({
    simStatus: product.simStatus,
    bssCancelStatus: product.bssCancelStatus,
    bssCancelError: product.bssCancelError,
  }));
/** Whether the simulator holds the SIM of this BSS ID as cancelled. */
const cancelledInBss = (externalId: string | null) =>
  server.bss.state.sims.get(Number(externalId))?.CancelledAtMs !== undefined;
const cancelCalls = async () => (await control.requests()).filter((request) => request.endsWith('/cancel'));
/** The retry job's work, as the periodic job 'order-bss-cancel' runs it. */
const retryJob = () =>
  sendPendingBssCancels({
    prisma: server.prisma,
    config: { ...defaultApiConfig, bss: { url: server.bss.url, ...bssLimits } },
  });

const forgetRequests = () => fetch(`${server.bss.url}/_control/requests`, { method: 'DELETE' });

/** An order whose SIMs were sent to the BSS through 'Resend product' (the BSS knows each of them). */
async function orderInBss(sims = 2) {
  const order = await createBillingOrder(server.prisma, {
    products: Array.from({ length: sims }, () => ({})),
  });
  expect((await resend(order.uuid)).status).toBe(200);
  await control.clearFaults();
  await forgetRequests();
  return { ...order, products: await productsOf(order.id) };
}

describe('cancels reach the BSS', () => {
  it('cancelling the order cancels each of its SIMs in the BSS, with history rows', async () => {
    const order = await orderInBss(2);
    const answer = await cancelOrder(order.uuid);
    expect(answer.status).toBe(200);
    expect(await cancelStates(order.id)).toEqual([
      { simStatus: SimStatus.CancelledByCustomer, bssCancelStatus: 'done', bssCancelError: null },
      { simStatus: SimStatus.CancelledByCustomer, bssCancelStatus: 'done', bssCancelError: null },
    ]);
    expect((await cancelCalls()).sort()).toEqual(
      order.products.map((product) => `POST /v1/orders/${product.externalId}/cancel`).sort(),
    );
    for (const product of order.products) expect(cancelledInBss(product.externalId)).toBe(true);
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: order.id, field: 'bss_cancel_status' },
      orderBy: [{ productId: 'asc' }, { createdAt: 'asc' }],
    });
    expect(history.map(({ type, from, to, email: by }) => ({ type, from, to, by }))).toEqual([
      { type: OrderHistoryType.ChangeValue, from: null, to: 'pending', by: email },
      { type: OrderHistoryType.ChangeValue, from: 'pending', to: 'done', by: email },
      { type: OrderHistoryType.ChangeValue, from: null, to: 'pending', by: email },
      { type: OrderHistoryType.ChangeValue, from: 'pending', to: 'done', by: email },
    ]);
  });

  it('cancelling one SIM cancels only that SIM in the BSS', async () => {
    const order = await orderInBss(2);
    expect((await cancelSim(defined(order.products[0], 'order.products[0]').uuid)).status).toBe(200);
    expect(await cancelCalls()).toEqual([
      `POST /v1/orders/${defined(order.products[0], 'order.products[0]').externalId}/cancel`,
    ]);
    expect((await cancelStates(order.id)).map((state) => state.bssCancelStatus)).toEqual(['done', null]);
    expect(cancelledInBss(defined(order.products[1], 'order.products[1]').externalId)).toBe(false);
  });

  it('two staff members cancel the order at once: one wins, each SIM is cancelled in the BSS once', async () => {
    const order = await orderInBss(2);
    const answers = await Promise.all([cancelOrder(order.uuid), cancelOrder(order.uuid)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await cancelCalls()).sort()).toEqual(
      order.products.map((product) => `POST /v1/orders/${product.externalId}/cancel`).sort(),
    );
    expect((await cancelStates(order.id)).map((state) => state.bssCancelStatus)).toEqual(['done', 'done']);
  });

  it('a SIM never sent to the BSS is cancelled here only', async () => {
    const order = await createBillingOrder(server.prisma, { products: [{}, {}] });
    expect((await cancelOrder(order.uuid)).status).toBe(200);
    expect(await control.requests()).toEqual([]);
    expect((await cancelStates(order.id)).map((state) => state.bssCancelStatus)).toEqual([null, null]);
  });

  it('a BSS that cannot be reached: the local cancel stands, pending until the retry job gets through', async () => {
    const order = await orderInBss(1);
    await control.fault({ kind: 'timeout', path: '/v1/orders' });
    const answer = await cancelOrder(order.uuid);
    expect(answer.status).toBe(200);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      OrderStatus.Cancelled,
    );
    expect(await cancelStates(order.id)).toEqual([
      {
        simStatus: SimStatus.CancelledByCustomer,
        bssCancelStatus: 'pending',
        bssCancelError: 'The BSS could not be reached',
      },
    ]);
    expect(cancelledInBss(defined(order.products[0], 'order.products[0]').externalId)).toBe(false);
    // The order page shows it.
    const page = await server.request(`/api/web-api/order/get?uuid=${order.uuid}`, { token });
    expect(page.body.data.product_data[0]).toMatchObject({
      bss_cancel_status: 'pending',
      bss_cancel_error: 'The BSS could not be reached',
    });

    await control.clearFaults();
    await control.fault({ kind: 'error', status: 503, path: '/v1/orders' });
    expect(await retryJob()).toEqual({ tried: 1, done: 0, refused: 0, absent: 0, pending: 1 });
    expect(defined((await cancelStates(order.id))[0], 'the first SIM').bssCancelError).toBe(
      'The BSS answered 503',
    );

    await control.clearFaults();
    expect(await retryJob()).toEqual({ tried: 1, done: 1, refused: 0, absent: 0, pending: 0 });
    expect(defined((await cancelStates(order.id))[0], 'the first SIM')).toMatchObject({
      bssCancelStatus: 'done',
      bssCancelError: null,
    });
    expect(cancelledInBss(defined(order.products[0], 'order.products[0]').externalId)).toBe(true);
    expect(await retryJob()).toEqual({ tried: 0, done: 0, refused: 0, absent: 0, pending: 0 });
    // The job names nobody: the history row of its own move has no staff member.
    const settled = await server.prisma.orderHistory.findFirstOrThrow({
      where: { orderId: order.id, field: 'bss_cancel_status', to: 'done' },
    });
    expect(settled).toMatchObject({ email: '', actorUserId: null });
  });

  it('a cancel whose answer was lost is sent again and answered as done (the BSS cancel is idempotent)', async () => {
    const order = await orderInBss(1);
    await control.fault({ kind: 'disconnect', phase: 'after', path: '/v1/orders' });
    await cancelOrder(order.uuid);
    expect(defined((await cancelStates(order.id))[0], 'the first SIM').bssCancelStatus).toBe('pending');
    expect(cancelledInBss(defined(order.products[0], 'order.products[0]').externalId)).toBe(true);
    await control.clearFaults();
    expect(await retryJob()).toMatchObject({ done: 1 });
  });

  it('a SIM the BSS activated meanwhile: the BSS refuses, the refusal is kept, nothing is retried', async () => {
    const order = await orderInBss(1);
    await fetch(`${server.bss.url}/_control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 10 * 60_000 }),
    });
    const sim = defined(
      server.bss.state.sims.get(Number(defined(order.products[0], 'order.products[0]').externalId)),
      'the SIM in the BSS',
    );
    expect((await cancelOrder(order.uuid)).status).toBe(200);
    const [state] = await cancelStates(order.id);
    assertDefined(state, 'state');
    expect(state).toMatchObject({ simStatus: SimStatus.CancelledByCustomer, bssCancelStatus: 'refused' });
    expect(state.bssCancelError).toMatch(/^SIM_NOT_CANCELLABLE: SIM \d+ is in status [78] /);
    expect(sim.CancelledAtMs).toBeUndefined();
    expect(await retryJob()).toMatchObject({ tried: 0 });
  });

  it('a SIM whose send lost its answer: found in the BSS by its reference, then cancelled', async () => {
    const order = await createBillingOrder(server.prisma);
    await control.fault({ kind: 'disconnect', phase: 'after', path: '/v1/orders', method: 'POST' });
    expect((await resend(order.uuid)).status).toBe(502);
    await control.clearFaults();
    const [lost] = await productsOf(order.id);
    assertDefined(lost, 'lost');
    expect(lost).toMatchObject({
      isSendBss: false,
      externalId: null,
      errorBss: 'The BSS could not be reached',
    });
    const inBss = server.bss.state.simsByReference.get(lost.uuid);
    expect(inBss).toBeDefined();
    await forgetRequests();

    expect((await cancelOrder(order.uuid)).status).toBe(200);
    expect(await control.requests()).toEqual([
      `GET /v1/orders/by-reference/${lost.uuid}`,
      `POST /v1/orders/${inBss}/cancel`,
    ]);
    expect((await productsOf(order.id))[0]).toMatchObject({
      bssCancelStatus: 'done',
      externalId: String(inBss),
    });
    expect(
      defined(server.bss.state.sims.get(defined(inBss, 'the SIM ordered in the BSS')), 'the SIM in the BSS')
        .CancelledAtMs,
    ).toBeDefined();
  });

  it('a SIM whose send the BSS refused: the BSS has nothing, so nothing is left to cancel there', async () => {
    const order = await createBillingOrder(server.prisma, { products: [{ offerExternalId: 1010 }] });
    expect((await resend(order.uuid)).status).toBe(502);
    expect((await cancelOrder(order.uuid)).status).toBe(200);
    expect((await cancelStates(order.id))[0]).toMatchObject({ bssCancelStatus: null, bssCancelError: null });
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: order.id, field: 'bss_cancel_status' },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map(({ from, to }) => [from, to])).toEqual([
      [null, 'pending'],
      ['pending', null],
    ]);
  });

  it('a SIM cancelled while its send is under way is cancelled in the BSS once the send lands', async () => {
    const order = await createBillingOrder(server.prisma, { products: [{}, {}] });
    await control.fault({ kind: 'latency', latencyMs: 1000, path: '/v1/orders', method: 'POST', times: 2 });
    const sending = resend(order.uuid);
    // Cancel once both SIMs' orders have reached the BSS, while their answers are held back.
    while ((await control.requests()).length < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cancelSim(defined(order.products[0], 'order.products[0]').uuid)).status).toBe(200);
    expect((await sending).status).toBe(200);
    const [cancelled, kept] = await productsOf(order.id);
    assertDefined(cancelled, 'cancelled');
    expect(cancelled).toMatchObject({
      simStatus: SimStatus.CancelledByCustomer,
      isSendBss: true,
      bssCancelStatus: 'done',
    });
    expect(kept).toMatchObject({ simStatus: SimStatus.PendingStartActivation, bssCancelStatus: null });
    expect(
      defined(server.bss.state.sims.get(Number(cancelled.externalId)), 'the SIM in the BSS').CancelledAtMs,
    ).toBeDefined();
    expect((await control.requests()).filter((request) => request.endsWith('/cancel'))).toEqual([
      `POST /v1/orders/${cancelled.externalId}/cancel`,
    ]);
  });
});
