import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  assertDefined,
  defined,
  OrderHistoryType,
  OrderStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { bssControl } from '../shop/bss-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createBillingOrder } from './billing-fixtures';

// 'Resend product' and the SIM status refresh over real HTTP, against the BSS simulator. The BSS
// client's limits are shortened (1.5 s per attempt, 3 s per call) so that faults stay fast.
let server: TestServer;
let control: ReturnType<typeof bssControl>;
let token: string;
let email: string;
beforeAll(async () => {
  server = await startTestServer({
    apiConfig: { bss: { timeoutMs: 1500, deadlineMs: 3000, backoffMs: 20, breakerFailureThreshold: 100 } },
  });
  control = bssControl(server.bss.url);
  const staff = await server.signIn(SystemRole.NoRole);
  token = staff.token;
  email = staff.user.email;
});
afterAll(() => server.close());
beforeEach(() => control.reset());

const resend = (order_uuid: string) =>
  server.request('/api/web-api/order/again-create-order-bss', { token, body: { order_uuid } });
const refresh = () => server.request('/api/web-api/order/refresh-statuses', { token });
const productsOf = (orderId: number) =>
  server.prisma.orderProduct.findMany({ where: { orderId }, orderBy: { id: 'asc' } });
const historyOf = async (orderId: number) =>
  (await server.prisma.orderHistory.findMany({ where: { orderId }, orderBy: [{ productId: 'asc' }] })).map(
    ({ type, field, from, to, email: by, productId }) => ({ type, field, from, to, by, productId }),
  );
const advanceBss = (advanceMs: number) =>
  fetch(`${server.bss.url}/_control/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });

describe('again-create-order-bss', () => {
  it('sends the products with a billing error or never sent, and writes the outcome into them', async () => {
    const order = await createBillingOrder(server.prisma, {
      products: [
        {},
        { errorBss: 'The BSS could not be reached' },
        { isSendBss: true, externalId: '699999', simStatus: SimStatus.PendingWaitingKYC },
      ],
    });
    const answer = await resend(order.uuid);
    expect(answer.status).toBe(200);
    expect(answer.body.response).toMatchObject({ sent: 2, failed: 0 });
    expect([...server.bss.state.sims.values()].map((sim) => sim.Reference).sort()).toEqual(
      [
        defined(order.products[0], 'order.products[0]').uuid,
        defined(order.products[1], 'order.products[1]').uuid,
      ].sort(),
    );

    const [first, second, untouched] = await productsOf(order.id);
    assertDefined(first, 'first');
    assertDefined(second, 'second');
    for (const product of [first, second]) {
      expect(product).toMatchObject({
        isSendBss: true,
        errorBss: null,
        simStatus: SimStatus.PendingStartActivation,
      });
      expect(Number(product.externalId)).toBeGreaterThan(700000);
      expect(product.externalData).toMatchObject({ Reference: product.uuid, PlanID: 1001 });
      expect(product.msisdn).toMatch(/^39\d{10}$/);
    }
    expect(untouched).toMatchObject({ externalId: '699999', simStatus: SimStatus.PendingWaitingKYC });
    expect(
      (await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).bssResendStartedAt,
    ).toBeNull();
    const started = { type: OrderHistoryType.ProductStatus, field: null, from: '100', to: '1', by: email };
    expect(await historyOf(order.id)).toEqual(
      expect.arrayContaining([
        { ...started, productId: first.id },
        {
          type: OrderHistoryType.ChangeValue,
          field: 'is_send_bss',
          from: '0',
          to: '1',
          by: email,
          productId: first.id,
        },
        { ...started, productId: second.id },
        {
          type: OrderHistoryType.ChangeValue,
          field: 'error_bss',
          from: 'The BSS could not be reached',
          to: null,
          by: email,
          productId: second.id,
        },
      ]),
    );

    // Everything is in the BSS now.
    const again = await resend(order.uuid);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Every product of this order is in the BSS already');
  });

  it.each([
    [
      'a plan the BSS no longer sells',
      { offerExternalId: 1010 },
      [],
      'PLAN_NOT_ON_SALE: Plan 1010 is not on sale',
    ],
    [
      'an offer not matched to a plan',
      { offerExternalId: null },
      [],
      'The offer of this SIM is not matched to a BSS plan',
    ],
    ['a BSS error', {}, [{ kind: 'error', status: 500, path: '/v1/orders' }], 'The BSS answered 500'],
    [
      'a BSS that does not answer',
      {},
      [{ kind: 'timeout', path: '/v1/orders' }],
      'The BSS could not be reached',
    ],
  ] as const)(
    '%s: 502, the error kept in error_bss, the marker cleared',
    async (_name, product, faults, error) => {
      for (const fault of faults) await control.fault(fault);
      const order = await createBillingOrder(server.prisma, { products: [product] });
      const answer = await resend(order.uuid);
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe('The order could not be created in the BSS');
      expect(await productsOf(order.id)).toEqual([
        expect.objectContaining({
          isSendBss: false,
          errorBss: error,
          externalId: null,
          simStatus: SimStatus.New,
        }),
      ]);
      expect(
        (await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).bssResendStartedAt,
      ).toBeNull();
      expect(await historyOf(order.id)).toEqual([
        expect.objectContaining({
          type: OrderHistoryType.ChangeValue,
          field: 'error_bss',
          from: null,
          to: error,
        }),
      ]);
    },
  );

  it('a second resend while one runs is a 409; a marker left by a dead send expires', async () => {
    await control.fault({ kind: 'latency', latencyMs: 250, path: '/v1/orders', times: 1 });
    const order = await createBillingOrder(server.prisma);
    const running = resend(order.uuid);
    await new Promise((resolve) => setTimeout(resolve, 120));
    const second = await resend(order.uuid);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('A resend of this order to the BSS is already running');
    expect((await running).status).toBe(200);
    expect(defined((await productsOf(order.id))[0], 'the first product').isSendBss).toBe(true);

    const fresh = await createBillingOrder(server.prisma, {
      bssResendStartedAt: new Date(Date.now() - 30_000),
    });
    expect((await resend(fresh.uuid)).status).toBe(409);
    const stale = await createBillingOrder(server.prisma, {
      bssResendStartedAt: new Date(Date.now() - 180_000),
    });
    expect((await resend(stale.uuid)).status).toBe(200);
  });

  it('refuses an unknown order (404), a malformed uuid (400) and no session (401)', async () => {
    expect((await resend(randomUUID())).status).toBe(404);
    expect((await resend('order-1')).status).toBe(400);
    const order = await createBillingOrder(server.prisma);
    const anonymous = await server.request('/api/web-api/order/again-create-order-bss', {
      body: { order_uuid: order.uuid },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('refresh-statuses', () => {
  // The refresh reads every open order: each test starts from an empty order table.
  beforeEach(() => server.prisma.order.deleteMany());

  /** Orders whose SIMs the BSS knows: each `plan` entry is one SIM, created in the BSS first. */
  async function ordersInBss(specs: Array<{ status?: number; sims: number[] }>) {
    const orders = [];
    for (const spec of specs) {
      const order = await createBillingOrder(server.prisma, {
        status: spec.status,
        products: spec.sims.map((simStatus) => ({ simStatus, isSendBss: true })),
      });
      for (const product of order.products) {
        const response = await fetch(`${server.bss.url}/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            Reference: product.uuid,
            OrderNumber: order.id,
            PlanID: 1001,
            IsEsim: true,
          }),
        });
        const sim = (await response.json()) as { ID: number };
        await server.prisma.orderProduct.update({
          where: { id: product.id },
          data: { externalId: String(sim.ID) },
        });
      }
      orders.push(order);
    }
    await fetch(`${server.bss.url}/_control/requests`, { method: 'DELETE' });
    return orders;
  }

  it('applies the BSS statuses in one batched call, closes settled orders, and is idempotent', async () => {
    // BSS IDs 700001-700004: paths end activated, activated, activated, failed KYC (ID mod 4).
    const pending = SimStatus.PendingStartActivation;
    const [both, mixed, cancelled, settled] = await ordersInBss([
      { sims: [pending, pending] },
      { sims: [pending, pending] },
      { status: OrderStatus.Cancelled, sims: [SimStatus.CancelledByCustomer] },
      { sims: [SimStatus.AcceptedFromCompletedKYC] },
    ]);
    assertDefined(mixed, 'mixed');
    assertDefined(both, 'both');
    assertDefined(cancelled, 'cancelled');
    assertDefined(settled, 'settled');
    await server.prisma.orderProduct.update({
      where: { id: defined(mixed.products[0], 'mixed.products[0]').id },
      data: { simStatus: SimStatus.CancelledByCustomer },
    });

    const unchanged = await refresh();
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.response).toEqual({ checked: 3, updated: 0, unknown: 0, orders_closed: 0 });
    expect(await control.requests()).toEqual(['POST /v1/orders/statuses']);

    await advanceBss(60 * 60_000);
    const answer = await refresh();
    expect(answer.body.response).toEqual({ checked: 3, updated: 3, unknown: 0, orders_closed: 2 });
    expect((await productsOf(both.id)).map((product) => product.simStatus)).toEqual([7, 7]);
    const mixedProducts = await productsOf(mixed.id);
    expect(mixedProducts.map((product) => product.simStatus)).toEqual([SimStatus.CancelledByCustomer, 7]);
    const orderStatus = async (id: number) =>
      (await server.prisma.order.findUniqueOrThrow({ where: { id } })).status;
    expect(await orderStatus(both.id)).toBe(OrderStatus.Finished);
    expect(await orderStatus(mixed.id)).toBe(OrderStatus.PartiallyFinished);
    expect(await orderStatus(cancelled.id)).toBe(OrderStatus.Cancelled);
    expect(defined((await productsOf(settled.id))[0], 'the first product').simStatus).toBe(
      SimStatus.AcceptedFromCompletedKYC,
    );
    expect(await historyOf(both.id)).toEqual([
      {
        type: OrderHistoryType.ProductStatus,
        field: null,
        from: '1',
        to: '7',
        by: email,
        productId: defined(both.products[0], 'both.products[0]').id,
      },
      {
        type: OrderHistoryType.ProductStatus,
        field: null,
        from: '1',
        to: '7',
        by: email,
        productId: defined(both.products[1], 'both.products[1]').id,
      },
      { type: OrderHistoryType.OrderStatus, field: null, from: '1', to: '7', by: email, productId: null },
    ]);

    expect((await refresh()).body.response).toEqual({ checked: 0, updated: 0, unknown: 0, orders_closed: 0 });
  });

  it('a failed KYC is kept with its reason, and an order of failed SIMs is NotFinished', async () => {
    // The third SIM the BSS creates (700003) fails its identity check.
    await ordersInBss([{ sims: [1, 1] }]);
    const [failing] = await ordersInBss([{ sims: [1] }]);
    assertDefined(failing, 'failing');
    await advanceBss(60 * 60_000);
    await refresh();
    const [product] = await productsOf(failing.id);
    assertDefined(product, 'product');
    expect(product).toMatchObject({ simStatus: SimStatus.CancelledFailedKYC });
    expect(product.simStatusReason).toContain('Identity check failed');
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: failing.id } })).status).toBe(
      OrderStatus.NotFinished,
    );
  });

  it('after a simulator restart (demo adoption) the stored SIMs move on; non-integer IDs are skipped', async () => {
    server.bss.state.adoptUnknownSims = true;
    try {
      const order = await createBillingOrder(server.prisma, {
        products: [
          { isSendBss: true, externalId: '90000004', simStatus: SimStatus.InDelivery },
          { isSendBss: true, externalId: 'BSS-1', simStatus: SimStatus.InDelivery },
        ],
      });
      await advanceBss(60 * 60_000);
      expect((await refresh()).body.response).toEqual({
        checked: 1,
        updated: 1,
        unknown: 0,
        orders_closed: 0,
      });
      expect((await productsOf(order.id)).map((product) => product.simStatus)).toEqual([
        SimStatus.AcceptedFromCompletedKYC,
        SimStatus.InDelivery,
      ]);
    } finally {
      server.bss.state.adoptUnknownSims = false;
    }
  });

  it('a BSS failure is a 502 with the text, and nothing changes', async () => {
    const [order] = await ordersInBss([{ sims: [1] }]);
    assertDefined(order, 'order');
    await advanceBss(60 * 60_000);
    await control.fault({ kind: 'error', status: 500, path: '/v1/orders/statuses' });
    const answer = await refresh();
    expect(answer.status).toBe(502);
    expect(answer.body.message).toBe('The SIM statuses could not be read from the BSS');
    expect(defined((await productsOf(order.id))[0], 'the first product').simStatus).toBe(1);
  });
});
