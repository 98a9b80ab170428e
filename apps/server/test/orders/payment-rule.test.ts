import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  defined,
  OrderHistoryType,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  SystemRole,
  TRANSITION_MESSAGES,
} from '@backoffice/shared';

import { bssControl } from '../shop/bss-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBillingOrder } from './billing-fixtures';

/**
 * The payment rule of service (docs/decisions.md, "No service without payment"): an unpaid order is
 * not sent to the billing system, not moved into processing or delivery and not closed as served, by
 * any path (single and bulk moves over REST and tRPC, resend, the status refresh), unless an
 * administrator allows it with a reason; a payment the provider holds opens every path.
 */
let server: TestServer;
let control: ReturnType<typeof bssControl>;
let agent: string;
let admin: { token: string; email: string };
beforeAll(async () => {
  server = await startTestServer();
  control = bssControl(server.bss.url);
  agent = (await server.signIn(SystemRole.NoRole)).token;
  const signedIn = await server.signIn(SystemRole.Admin);
  admin = { token: signedIn.token, email: signedIn.user.email };
});
afterAll(() => server.close());
beforeEach(() => control.reset());

const rest = (path: string, body: unknown, token = agent) =>
  server.request(`/api/web-api/${path}`, { token, body });
const trpc = (procedure: string, input: unknown, token = agent) =>
  server.request(`/trpc/orders.${procedure}`, { token, body: input });
const read = (path: string, token = agent) =>
  server.request(`/api/web-api/${path}`, { method: 'GET', token });
const detailOf = async (uuid: string) => (await read(`order/get?uuid=${uuid}`)).body.data;
const allow = (order_uuid: string, reason: unknown, token = admin.token) =>
  rest('order/allow-unpaid-service', { order_uuid, reason }, token);
const orderRow = (id: number) => server.prisma.order.findUniqueOrThrow({ where: { id } });
const sentSims = () => [...server.bss.state.sims.values()].map((sim) => sim.Reference);

function unpaidOrder(spec: Parameters<typeof createBillingOrder>[1] = {}) {
  return createBillingOrder(server.prisma, {
    status: OrderStatus.New,
    paymentStatus: PaymentStatus.NotPaid,
    paymentSum: '0',
    ...spec,
  });
}

describe('an unpaid order', () => {
  it('is not moved into processing or delivery, over REST or tRPC', async () => {
    const fresh = await unpaidOrder();
    for (const answer of [
      await rest('order/status/to-progress', { order_uuid: fresh.uuid }),
      await trpc('toProgress', { order_uuid: fresh.uuid }),
    ]) {
      expect(answer.status).toBe(409);
      expect(JSON.stringify(answer.body)).toContain(TRANSITION_MESSAGES.notPaid);
    }
    const inProcess = await unpaidOrder({ status: OrderStatus.InProcess });
    expect((await rest('order/status/to-delivery', { order_uuid: inProcess.uuid })).status).toBe(409);
    expect((await orderRow(fresh.id)).status).toBe(OrderStatus.New);
    expect((await orderRow(inProcess.id)).status).toBe(OrderStatus.InProcess);
  });

  it('is refused by a bulk move with the reason, while the paid orders beside it move', async () => {
    const unpaid = await unpaidOrder();
    const paid = await createBillingOrder(server.prisma, { status: OrderStatus.New });
    const answer = await trpc('bulkMove', { order_uuids: [unpaid.uuid, paid.uuid], action: 'to-progress' });
    expect(answer.status).toBe(200);
    expect(answer.body.result.data.outcomes).toEqual([
      { order_uuid: unpaid.uuid, id: unpaid.id, moved: false, reason: TRANSITION_MESSAGES.notPaid },
      { order_uuid: paid.uuid, id: paid.id, moved: true, from: OrderStatus.New, to: OrderStatus.InProcess },
    ]);
  });

  it('is not sent to the billing system by Resend product', async () => {
    const order = await unpaidOrder({ products: [{}, { errorBss: 'timeout' }] });
    const answer = await rest('order/again-create-order-bss', { order_uuid: order.uuid });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(TRANSITION_MESSAGES.notPaid);
    expect(sentSims()).toEqual([]);
  });

  it('is not closed as served by the status refresh: its activated SIM is recorded, the problem shown and filtered', async () => {
    const order = await unpaidOrder({ status: OrderStatus.InProcess, products: [{}] });
    await allow(order.uuid, 'Sent before the payment rule');
    // The permission let it be sent; withdrawn again, as for an order sent before the rule existed.
    await waitForSend(order.id);
    await server.prisma.order.update({ where: { id: order.id }, data: { unpaidServiceReason: null } });
    await fetch(`${server.bss.url}/_control/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 24 * 3600_000 }),
    });

    const refreshed = await read('order/refresh-statuses');
    expect(refreshed.status).toBe(200);
    const product = await server.prisma.orderProduct.findFirstOrThrow({ where: { orderId: order.id } });
    // The simulator's first SIM after a reset (ID 700001) takes a path that activates it.
    expect(product.simStatus).toBe(SimStatus.AcceptedFromCompletedKYC);
    expect((await orderRow(order.id)).status).toBe(OrderStatus.InProcess);

    expect(await detailOf(order.uuid)).toMatchObject({ activated_unpaid: true, billing_problem: false });
    const listed = await read(
      'orders/get-list?activated_unpaid=1&startDate=2000-01-01%2000:00:00&page=1&pageSize=100',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toContain(order.id);

    // Paid at last: the order closes as served.
    await charge(order.uuid, 3030);
    const confirmed = await rest('order/confirm-payment', { order_uuid: order.uuid });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({
      status: OrderStatus.Finished,
      paymentStatus: PaymentStatus.Paid,
    });
    expect((await detailOf(order.uuid)).activated_unpaid).toBe(false);
  });
});

describe('allowing service without payment', () => {
  it('is an administrator’s, with a reason, recorded in the history; it opens the moves and sends the order', async () => {
    const order = await unpaidOrder();
    expect((await allow(order.uuid, 'Customer paid at the store', agent)).status).toBe(403);
    const noReason = await allow(order.uuid, '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.issues[0].path).toEqual(['reason']);
    expect((await orderRow(order.id)).unpaidServiceReason).toBeNull();

    const allowed = await allow(order.uuid, 'Customer paid at the store');
    expect(allowed.status).toBe(200);
    expect(allowed.body.response).toMatchObject({
      payment_status: PaymentStatus.NotPaid,
      unpaid_service_reason: 'Customer paid at the store',
    });
    const history = await server.prisma.orderHistory.findMany({ where: { orderId: order.id } });
    expect(history).toEqual([
      expect.objectContaining({
        type: OrderHistoryType.ChangeValue,
        field: 'unpaid_service_reason',
        from: null,
        to: 'Customer paid at the store',
        email: admin.email,
      }),
    ]);
    await waitForSend(order.id);
    expect(sentSims()).toEqual([defined(order.products[0], 'order.products[0]').uuid]);
    expect((await rest('order/status/to-progress', { order_uuid: order.uuid })).status).toBe(200);
    expect((await detailOf(order.uuid)).order_payment.unpaid_service_reason).toBe(
      'Customer paid at the store',
    );
  });

  it('is refused for a paid order, and answered as given when asked again', async () => {
    const paid = await createBillingOrder(server.prisma, { status: OrderStatus.New });
    const refused = await allow(paid.uuid, 'No reason needed');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is paid: it is served without a permission');

    const order = await unpaidOrder({ status: OrderStatus.Cancelled });
    expect((await allow(order.uuid, 'First')).status).toBe(200);
    const again = await allow(order.uuid, 'Second');
    expect(again.body.response.unpaid_service_reason).toBe('First');
    // A cancelled order is not sent, permission or not.
    expect(
      await server.prisma.job.count({
        where: { kind: 'order-bss-send', payload: { equals: { orderId: order.id } } },
      }),
    ).toBe(0);
  });
});

describe('confirm-payment', () => {
  it('is open to a channel key and believes the payment provider only', async () => {
    const created = await server.request('/api/admin/api-keys/create', {
      token: (await server.signIn(SystemRole.SuperAdmin)).token,
      body: { name: 'Shop checkout', policy: 'channel' },
    });
    const secret = created.body.response.secret as string;
    const order = await unpaidOrder();
    const asChannel = () =>
      server.request('/api/web-api/order/confirm-payment', {
        body: { order_uuid: order.uuid },
        headers: { authorization: `Bearer ${secret}` },
      });
    expect((await asChannel()).status).toBe(409);
    await charge(order.uuid, 3030);
    const confirmed = await asChannel();
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.response).toMatchObject({
      payment_status: PaymentStatus.Paid,
      payment_sum: '30.30',
    });
  });

  it('answers 502 naming the provider when its answer cannot be read, and writes nothing', async () => {
    const order = await unpaidOrder();
    await charge(order.uuid, 3030);
    await control.fault({ kind: 'malformed', body: 'not-json', method: 'GET', path: '/v1/payments/charges' });
    const answer = await rest('order/confirm-payment', { order_uuid: order.uuid });
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('The payments could not be read from the payment provider');
    expect((await orderRow(order.id)).paymentStatus).toBe(PaymentStatus.NotPaid);
  });
});

async function charge(reference: string, cents: number) {
  const response = await fetch(`${server.bss.url}/v1/payments/charges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `${reference}-${cents}` },
    body: JSON.stringify({
      PaymentReference: reference,
      AmountCents: cents,
      Currency: 'EUR',
      Card: { Brand: 'MASTERCARD', Last4: '1234' },
    }),
  });
  expect(response.status).toBe(201);
}

/** Waits for the order's queued send to the billing system to finish. */
async function waitForSend(orderId: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await server.prisma.job.findFirst({
      where: { kind: 'order-bss-send', payload: { equals: { orderId } } },
    });
    if (job?.status === 'succeeded') return;
    if (job?.status === 'failed' || Date.now() > deadline)
      throw new Error(`send of order ${orderId}: ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
