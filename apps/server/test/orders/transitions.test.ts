import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  decideTransition,
  defined,
  ORDER_STATUSES,
  OrderStatus,
  PAYMENT_STATUSES,
  PaymentStatus,
  SIM_STATUSES,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { createOrders, inBatches, type Post, poster } from './actions-fixtures';

/**
 * The whole transition table over HTTP: every action from every state, allowed or refused (409 with
 * the table's reason), and the database afterwards. The expected sets are written out from the spec,
 * not read from the table.
 */
let server: TestServer;
let post: Post;
let email: string;
let adminPost: Post;
let adminEmail: string;
beforeAll(async () => {
  server = await startTestServer();
  const staff = await server.signIn(SystemRole.NoRole);
  post = poster(server, staff.token);
  email = staff.user.email;
  // Setting the payment status by hand is an administrator's (spec 002).
  const admin = await server.signIn(SystemRole.Admin);
  adminPost = poster(server, admin.token);
  adminEmail = admin.user.email;
});
afterAll(() => server.close());

const WIDTH = 6;
const historyOf = (orderId: number) =>
  server.prisma.orderHistory.findMany({ where: { orderId }, orderBy: [{ productId: 'asc' }] });

const orderMoves = [
  { action: 'to-progress', path: '/api/web-api/order/status/to-progress', allowed: [OrderStatus.New] },
  { action: 'to-delivery', path: '/api/web-api/order/status/to-delivery', allowed: [OrderStatus.InProcess] },
  {
    action: 'cancel',
    path: '/api/web-api/order/cancel',
    allowed: [0, 1, 2, 3, 4],
  },
] as const;

describe('order status moves from every order status', () => {
  it.each(orderMoves)('$action', async ({ action, path, allowed }) => {
    // Every SIM status in every order, so cancel's effect on each is checked too.
    const orders = await createOrders(
      server.prisma,
      ORDER_STATUSES.map((status) => ({ status, simStatuses: [...SIM_STATUSES] })),
    );
    const answers = await inBatches(orders, WIDTH, (order) => post(path, { order_uuid: order.uuid }));
    for (const [index, status] of ORDER_STATUSES.entries()) {
      const order = defined(orders[index], `order ${index}`);
      const answer = defined(answers[index], 'answers[index]');
      const row = await server.prisma.order.findUniqueOrThrow({
        where: { id: order.id },
        include: { products: { orderBy: { id: 'asc' } } },
      });
      const history = await historyOf(order.id);
      if (!allowed.includes(status as never)) {
        expect({ status, code: answer.status }).toEqual({ status, code: 409 });
        const decision = decideTransition(
          { machine: 'order', action, from: status },
          {
            status,
            paymentStatus: PaymentStatus.Paid,
            paymentSum: 0,
            refundSum: 0,
            products: [],
            unpaidServiceAllowed: false,
          },
        );
        expect(answer.body.message).toBe(decision.allowed ? null : decision.reason);
        expect(row.status).toBe(status);
        expect(row.products.map((product) => product.simStatus)).toEqual(SIM_STATUSES);
        expect(history).toEqual([]);
        continue;
      }
      expect({ status, code: answer.status, body: answer.body }).toEqual({
        status,
        code: 200,
        body: { response: true },
      });
      const to = { 'to-progress': 1, 'to-delivery': 2, cancel: 5 }[action];
      expect(row.status).toBe(to);
      expect(history.filter((entry) => entry.type === 'OrderStatus')).toMatchObject([
        { from: String(status), to: String(to), email, productId: null },
      ]);
      if (action !== 'cancel') {
        expect(row.products.map((product) => product.simStatus)).toEqual(SIM_STATUSES);
        expect(history).toHaveLength(1);
        continue;
      }
      // Cancel: every SIM not already cancelled (8, 9) becomes CancelledByCustomer, one row each.
      expect(row.products.map((product) => product.simStatus)).toEqual(
        SIM_STATUSES.map((simStatus) => (simStatus === 8 ? 8 : 9)),
      );
      const simRows = history.filter((entry) => entry.type === 'ProductStatus');
      expect(simRows.map((entry) => [entry.productId, entry.from, entry.to, entry.email])).toEqual(
        order.products
          .filter((product) => product.simStatus !== 8 && product.simStatus !== 9)
          .map((product) => [product.id, String(product.simStatus), '9', email]),
      );
    }
  });
});

describe('change-sim-status from every SIM status to every SIM status', () => {
  it('cancels one SIM only from 1-6 and 100-102, only to CancelledByCustomer, only among several products', async () => {
    const cases = [
      ...SIM_STATUSES.flatMap((from) => SIM_STATUSES.map((to) => ({ from, to, products: 2 }))),
      ...SIM_STATUSES.map((from) => ({ from, to: SimStatus.CancelledByCustomer, products: 1 })),
    ];
    const orders = await createOrders(
      server.prisma,
      cases.map(({ from, products }) => ({
        status: OrderStatus.InProcess,
        simStatuses: products === 1 ? [from] : [from, SimStatus.New],
      })),
    );
    const answers = await inBatches(cases, WIDTH, (item, index) =>
      post('/api/web-api/order/change-sim-status', {
        product_uuid: defined(defined(orders[index], `order ${index}`).products[0], 'its first product').uuid,
        status: item.to,
      }),
    );
    const cancellable: number[] = [1, 2, 3, 4, 5, 6, 100, 101, 102];
    const products = await server.prisma.orderProduct.findMany({
      where: { orderId: { in: orders.map((order) => order.id) } },
      orderBy: { id: 'asc' },
    });
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: { in: orders.map((order) => order.id) } },
    });
    const outcome = cases.map((item, index) => {
      const target = defined(defined(orders[index], `order ${index}`).products[0], 'its first product');
      return {
        ...item,
        code: defined(answers[index], 'answers[index]').status,
        simStatus: defined(
          products.find((product) => product.id === target.id),
          'the target product',
        ).simStatus,
        rows: history
          .filter((entry) => entry.productId === target.id)
          .map((entry) => [entry.type, entry.from, entry.to, entry.email]),
        otherRows: history.filter(
          (entry) =>
            entry.orderId === defined(orders[index], `order ${index}`).id && entry.productId !== target.id,
        ).length,
      };
    });
    const expected = cases.map((item) => {
      const allowed =
        item.products > 1 && item.to === SimStatus.CancelledByCustomer && cancellable.includes(item.from);
      return {
        ...item,
        code: allowed ? 200 : 409,
        simStatus: allowed ? SimStatus.CancelledByCustomer : item.from,
        rows: allowed ? [['ProductStatus', String(item.from), '9', email]] : [],
        otherRows: 0,
      };
    });
    expect(outcome).toEqual(expected);
    const singleRefusal = defined(
      answers[cases.findIndex((item) => item.products === 1 && item.from === 1)],
      'the answer for one SIM from status 1',
    );
    expect(singleRefusal.body.message).toBe(
      'A single SIM can be cancelled only in an order of several products; cancel the order instead',
    );
    const wrongTarget = defined(
      answers[cases.findIndex((item) => item.from === 1 && item.to === 7)],
      'the answer from 1 to 7',
    );
    expect(wrongTarget.body.message).toBe(
      'This action can only set CancelledByCustomer, not AcceptedFromCompletedKYC',
    );
  });

  it('answers 400 for a status value outside the SIM statuses, and changes nothing', async () => {
    const [order] = await createOrders(server.prisma, [{ simStatuses: [1, 1] }]);
    for (const status of [10, 99, 103, -1, 1.5, 'nine', null]) {
      const answer = await post('/api/web-api/order/change-sim-status', {
        product_uuid: defined(order.products[0], 'order.products[0]').uuid,
        status,
      });
      expect({ status, code: answer.status }).toEqual({ status, code: 400 });
    }
    expect(await historyOf(order.id)).toEqual([]);
  });
});

describe('to-refunded from every payment status', () => {
  it('sets Refunded or PartiallyRefunded only on a Paid order with a cancelled SIM (8 or 9)', async () => {
    const simSets = [
      [SimStatus.CancelledFailedKYC, SimStatus.PendingWaitingKYC],
      [SimStatus.CancelledByCustomer, SimStatus.AcceptedFromCompletedKYC],
      [SimStatus.AcceptedFromCompletedKYC, SimStatus.New],
    ];
    const cases = PAYMENT_STATUSES.flatMap((from) =>
      [true, false].flatMap((full) => simSets.map((simStatuses) => ({ from, full, simStatuses }))),
    );
    // Everything paid was refunded already, so Refunded needs no reason (tested in actions.test.ts).
    const orders = await createOrders(
      server.prisma,
      cases.map(({ from, simStatuses }) => ({ paymentStatus: from, simStatuses, refundSum: '30.30' })),
    );
    const answers = await inBatches(cases, WIDTH, (item, index) =>
      adminPost('/api/web-api/payment/status/to-refunded', {
        order_uuid: defined(orders[index], `order ${index}`).uuid,
        full_refunded: item.full,
      }),
    );
    const rows = await server.prisma.order.findMany({
      where: { id: { in: orders.map((order) => order.id) } },
      include: { history: true },
    });
    const outcome = cases.map((item, index) => {
      const row = defined(
        rows.find((order) => order.id === defined(orders[index], `order ${index}`).id),
        'the order row',
      );
      return {
        ...item,
        code: defined(answers[index], 'answers[index]').status,
        paymentStatus: row.paymentStatus,
        history: row.history.map((entry) => [entry.type, entry.from, entry.to, entry.email]),
      };
    });
    const expected = cases.map((item) => {
      const allowed =
        item.from === PaymentStatus.Paid && item.simStatuses.some((status) => status === 8 || status === 9);
      const to = item.full ? PaymentStatus.Refunded : PaymentStatus.PartiallyRefunded;
      return {
        ...item,
        code: allowed ? 200 : 409,
        paymentStatus: allowed ? to : item.from,
        history: allowed ? [['PaymentStatus', '1', String(to), adminEmail]] : [],
      };
    });
    expect(outcome).toEqual(expected);
    const noCancelledSim = defined(
      answers[cases.findIndex((item) => item.from === 1 && item.simStatuses[0] === 7)],
      'the answer from 1 with a SIM in 7',
    );
    expect(noCancelledSim.body.message).toBe(
      'The payment status can be set to Refunded or PartiallyRefunded only when at least one SIM is cancelled',
    );
  });
});

describe('two staff members at once', () => {
  const race = async (path: string, status: number) => {
    const orders = await createOrders(
      server.prisma,
      Array.from({ length: 4 }, () => ({ status })),
    );
    for (const order of orders) {
      const codes = (
        await Promise.all([post(path, { order_uuid: order.uuid }), post(path, { order_uuid: order.uuid })])
      ).map((answer) => answer.status);
      expect(codes.sort()).toEqual([200, 409]);
      expect(
        await server.prisma.orderHistory.count({ where: { orderId: order.id, type: 'OrderStatus' } }),
      ).toBe(1);
    }
    return orders;
  };

  it('two cancels of one order: one wins, one history row, each SIM cancelled once', async () => {
    const orders = await race('/api/web-api/order/cancel', OrderStatus.InProcess);
    for (const order of orders)
      expect(
        await server.prisma.orderHistory.count({ where: { orderId: order.id, type: 'ProductStatus' } }),
      ).toBe(2);
  });

  it('two to-progress of one order: one wins, one history row', async () => {
    await race('/api/web-api/order/status/to-progress', OrderStatus.New);
  });
});
