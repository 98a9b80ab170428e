import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, OrderStatus, PaymentStatus, SimStatus, SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { createOrders, type Post, poster } from './actions-fixtures';

let server: TestServer;
let post: Post;
let email: string;
let adminPost: Post;
let adminEmail: string;
beforeAll(async () => {
  server = await startTestServer();
  // The call-center agent (role 0, active) is the least of the staff and may act on orders.
  const staff = await server.signIn(SystemRole.NoRole);
  post = poster(server, staff.token);
  email = staff.user.email;
  // ...but only an administrator sets the payment status by hand (spec 002).
  const admin = await server.signIn(SystemRole.Admin);
  adminPost = poster(server, admin.token);
  adminEmail = admin.user.email;
});
afterAll(() => server.close());

const UNKNOWN = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
const address = {
  street_name: 'Corso Buenos Aires',
  street_number: '12/A',
  city: 'Torino',
  province: 'TO',
  zip_code: '10121',
  country: 'Italia',
};

/** Every call with a valid body for an order (and its first product). */
const calls: {
  name: string;
  path: string;
  body: (order: { uuid: string; productUuid: string }) => Record<string, unknown>;
  /** A body of the right shape that must be refused with 400. */
  invalid: Record<string, unknown>;
  notFound: 'Order not found' | 'Product not found';
  /** Who may call it: any staff member, or an administrator. */
  policy?: 'admin';
}[] = [
  {
    name: 'to-progress',
    path: '/api/web-api/order/status/to-progress',
    body: (order) => ({ order_uuid: order.uuid }),
    invalid: { order_uuid: 'not-a-uuid' },
    notFound: 'Order not found',
  },
  {
    name: 'to-delivery',
    path: '/api/web-api/order/status/to-delivery',
    body: (order) => ({ order_uuid: order.uuid }),
    invalid: {},
    notFound: 'Order not found',
  },
  {
    name: 'cancel',
    path: '/api/web-api/order/cancel',
    body: (order) => ({ order_uuid: order.uuid }),
    invalid: { order_uuid: 42 },
    notFound: 'Order not found',
  },
  {
    name: 'change-sim-status',
    path: '/api/web-api/order/change-sim-status',
    body: (order) => ({ product_uuid: order.productUuid, status: SimStatus.CancelledByCustomer }),
    invalid: { product_uuid: UNKNOWN, status: 55 },
    notFound: 'Product not found',
  },
  {
    name: 'to-refunded',
    path: '/api/web-api/payment/status/to-refunded',
    body: (order) => ({ order_uuid: order.uuid, full_refunded: true }),
    invalid: { order_uuid: UNKNOWN, full_refunded: 'maybe' },
    notFound: 'Order not found',
    policy: 'admin',
  },
  {
    name: 'edit-note',
    path: '/api/web-api/order/edit-note',
    body: (order) => ({ uuid: order.uuid, note: 'Call before 18:00' }),
    invalid: { uuid: UNKNOWN, note: 'x'.repeat(2001) },
    notFound: 'Order not found',
  },
  {
    name: 'update-contact-info',
    path: '/api/web-api/order/update-contact-info',
    body: (order) => ({ uuid: order.uuid, phone: '+39 333 1234567', email: 'new@example.test' }),
    invalid: { uuid: UNKNOWN, phone: '+39 333 1234567', email: 'not-an-email' },
    notFound: 'Order not found',
  },
  {
    name: 'update-delivery-address',
    path: '/api/web-api/order/update-delivery-address',
    body: (order) => ({ uuid: order.uuid, ...address }),
    invalid: { uuid: UNKNOWN, ...address, zip_code: ' ' },
    notFound: 'Order not found',
  },
  {
    name: 'update-tracking',
    path: '/api/web-api/order/update-tracking',
    body: (order) => ({ uuid: order.uuid, tracking: 'BRT123', tracking_link: 'https://brt.example/BRT123' }),
    invalid: { uuid: UNKNOWN, tracking: 'BRT123', tracking_link: 'javascript:alert(1)' },
    notFound: 'Order not found',
  },
];

const postAs = (call: (typeof calls)[number]) => (call.policy === 'admin' ? adminPost : post);

const historyOf = (orderId: number) =>
  server.prisma.orderHistory.findMany({
    where: { orderId },
    orderBy: [{ productId: 'asc' }, { field: 'asc' }],
  });

describe('order actions: the happy path of every call', () => {
  it('moves New to InProcess, then InProcess to InDelivery, one OrderStatus row each', async () => {
    const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
    const first = await post('/api/web-api/order/status/to-progress', { order_uuid: order.uuid });
    expect([first.status, first.body]).toEqual([200, { response: true }]);
    const second = await post('/api/web-api/order/status/to-delivery', { order_uuid: order.uuid });
    expect([second.status, second.body]).toEqual([200, { response: true }]);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(
      OrderStatus.InDelivery,
    );
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: order.id },
      orderBy: { to: 'asc' },
    });
    expect(
      history.map(({ type, from, to, email, productId, field }) => ({
        type,
        from,
        to,
        email,
        productId,
        field,
      })),
    ).toEqual([
      { type: 'OrderStatus', from: '0', to: '1', email, productId: null, field: null },
      { type: 'OrderStatus', from: '1', to: '2', email, productId: null, field: null },
    ]);
  });

  it('cancels the order and its SIMs not already cancelled', async () => {
    const [order] = await createOrders(server.prisma, [
      {
        status: OrderStatus.InDelivery,
        simStatuses: [SimStatus.PendingWaitingKYC, SimStatus.CancelledFailedKYC, SimStatus.InDelivery],
      },
    ]);
    const answer = await post('/api/web-api/order/cancel', { order_uuid: order.uuid });
    expect([answer.status, answer.body]).toEqual([200, { response: true }]);
    const row = await server.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { products: { orderBy: { id: 'asc' } } },
    });
    expect(row.status).toBe(OrderStatus.Cancelled);
    expect(row.products.map((product) => product.simStatus)).toEqual([9, 8, 9]);
    expect(
      (await historyOf(order.id)).map(({ type, from, to, productId }) => ({ type, from, to, productId })),
    ).toEqual([
      {
        type: 'ProductStatus',
        from: '2',
        to: '9',
        productId: defined(order.products[0], 'order.products[0]').id,
      },
      {
        type: 'ProductStatus',
        from: '102',
        to: '9',
        productId: defined(order.products[2], 'order.products[2]').id,
      },
      { type: 'OrderStatus', from: '2', to: '5', productId: null },
    ]);
    const again = await post('/api/web-api/order/cancel', { order_uuid: order.uuid });
    expect([again.status, again.body.message]).toEqual([
      409,
      'An order that is Cancelled cannot be cancelled',
    ]);
  });

  it('cancels one SIM of an order of several', async () => {
    const [order] = await createOrders(server.prisma, [
      { status: OrderStatus.InProcess, simStatuses: [SimStatus.New, SimStatus.PendingStartActivation] },
    ]);
    const answer = await post('/api/web-api/order/change-sim-status', {
      product_uuid: defined(order.products[1], 'order.products[1]').uuid,
      status: String(SimStatus.CancelledByCustomer),
    });
    expect([answer.status, answer.body]).toEqual([200, { response: true }]);
    const products = await server.prisma.orderProduct.findMany({
      where: { orderId: order.id },
      orderBy: { id: 'asc' },
    });
    expect(products.map((product) => product.simStatus)).toEqual([
      SimStatus.New,
      SimStatus.CancelledByCustomer,
    ]);
    expect(await historyOf(order.id)).toMatchObject([
      {
        type: 'ProductStatus',
        from: '1',
        to: '9',
        email,
        productId: defined(order.products[1], 'order.products[1]').id,
      },
    ]);
  });

  it('sets the payment Refunded with full_refunded true, PartiallyRefunded with false', async () => {
    const orders = await createOrders(server.prisma, [
      {
        paymentStatus: PaymentStatus.Paid,
        simStatuses: [SimStatus.CancelledByCustomer, SimStatus.New],
        paymentSum: '30.30',
        refundSum: '30.30',
      },
      { paymentStatus: PaymentStatus.Paid, simStatuses: [SimStatus.CancelledFailedKYC] },
    ]);
    for (const [index, full_refunded] of [1, 0].entries()) {
      const answer = await adminPost('/api/web-api/payment/status/to-refunded', {
        order_uuid: defined(orders[index], 'orders[index]').uuid,
        full_refunded,
      });
      expect([answer.status, answer.body]).toEqual([200, { response: true }]);
    }
    const rows = await server.prisma.order.findMany({
      where: { id: { in: orders.map((order) => order.id) } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => row.paymentStatus)).toEqual([
      PaymentStatus.Refunded,
      PaymentStatus.PartiallyRefunded,
    ]);
    expect(await historyOf(orders[1].id)).toMatchObject([
      { type: 'PaymentStatus', from: '1', to: '3', email: adminEmail },
    ]);
  });

  it('sets Refunded before everything paid was refunded only with a reason, kept in the history', async () => {
    const [order] = await createOrders(server.prisma, [
      {
        paymentStatus: PaymentStatus.Paid,
        simStatuses: [SimStatus.CancelledByCustomer],
        paymentSum: '30.30',
        refundSum: '10.00',
      },
    ]);
    for (const reason of [undefined, '', '   ']) {
      const refused = await adminPost('/api/web-api/payment/status/to-refunded', {
        order_uuid: order.uuid,
        full_refunded: true,
        reason,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toMatchObject([{ path: ['reason'], messageId: 'refundedNeedsReason' }]);
    }
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
      PaymentStatus.Paid,
    );
    const answer = await adminPost('/api/web-api/payment/status/to-refunded', {
      order_uuid: order.uuid,
      full_refunded: true,
      reason: ' Rest refunded by bank transfer ',
    });
    expect([answer.status, answer.body]).toEqual([200, { response: true }]);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
      PaymentStatus.Refunded,
    );
    expect(await historyOf(order.id)).toMatchObject([
      { type: 'ChangeValue', field: 'refund_reason', from: null, to: 'Rest refunded by bank transfer' },
      { type: 'PaymentStatus', from: '1', to: '2', email: adminEmail },
    ]);
  });

  it('lets only administrators set the payment status by hand (403 for the agents, nothing written)', async () => {
    const [order] = await createOrders(server.prisma, [
      { paymentStatus: PaymentStatus.Paid, simStatuses: [SimStatus.CancelledByCustomer] },
    ]);
    for (const role of [SystemRole.NoRole, SystemRole.ChiefAgent]) {
      const { token } = await server.signIn(role);
      for (const full_refunded of [true, false]) {
        const answer = await server.request('/api/web-api/payment/status/to-refunded', {
          token,
          body: { order_uuid: order.uuid, full_refunded, reason: 'agent' },
        });
        expect([role, full_refunded, answer.status]).toEqual([role, full_refunded, 403]);
      }
    }
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).paymentStatus).toBe(
      PaymentStatus.Paid,
    );
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('edits the note, contact, delivery address and tracking: one ChangeValue row per changed field', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const uuid = order.uuid;
    const edits: [string, Record<string, unknown>][] = [
      ['/api/web-api/order/edit-note', { uuid, note: '  Call before 18:00 ' }],
      // Only the email changes: the phone is sent as it is.
      ['/api/web-api/order/update-contact-info', { uuid, phone: '+39333000000', email: 'new@example.test' }],
      ['/api/web-api/order/update-delivery-address', { uuid, ...address, country: 'Italia' }],
      [
        '/api/web-api/order/update-tracking',
        { uuid, tracking: 'BRT123', tracking_link: 'https://brt.example/1' },
      ],
    ];
    for (const [path, body] of edits) {
      const answer = await post(path, body);
      expect([path, answer.status, answer.body]).toEqual([path, 200, { response: true }]);
    }
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({
      note: 'Call before 18:00',
      phone: '+39333000000',
      email: 'new@example.test',
      deliveryStreetName: 'Corso Buenos Aires',
      deliveryStreetNumber: '12/A',
      deliveryCity: 'Torino',
      deliveryProvince: 'TO',
      deliveryZipCode: '10121',
      deliveryCountry: 'Italia',
      tracking: 'BRT123',
      trackingLink: 'https://brt.example/1',
    });
    const history = await historyOf(order.id);
    const byField = (a: { field?: string | null }, b: { field?: string | null }) =>
      defined(a.field, 'a.field').localeCompare(defined(b.field, 'b.field'));
    expect(
      history.map(({ type, field, from, to, email }) => ({ type, field, from, to, email })).sort(byField),
    ).toEqual(
      [
        ['note', 'first note', 'Call before 18:00'],
        ['email', 'mario0@example.test', 'new@example.test'],
        ['street_name', 'Via Roma', 'Corso Buenos Aires'],
        ['street_number', '1', '12/A'],
        ['city', 'Milano', 'Torino'],
        ['province', 'MI', 'TO'],
        ['zip_code', '20121', '10121'],
        ['tracking', '', 'BRT123'],
        ['tracking_link', '', 'https://brt.example/1'],
      ]
        .map(([field, from, to]) => ({ type: 'ChangeValue', field, from, to, email }))
        .sort(byField),
    );
    // The same values again change nothing and write no row; empty tracking fields clear them.
    for (const [path, body] of edits) expect((await post(path, body)).status).toBe(200);
    expect(await historyOf(order.id)).toHaveLength(9);
    const cleared = await post('/api/web-api/order/update-tracking', {
      uuid,
      tracking: '',
      tracking_link: null,
    });
    expect(cleared.status).toBe(200);
    expect(await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      tracking: '',
      trackingLink: '',
    });
    expect(await historyOf(order.id)).toHaveLength(11);
  });
});

describe('order actions: refusals', () => {
  it('answers 400 for a malformed body, and writes nothing', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const before = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    for (const call of calls) {
      const answer = await postAs(call)(call.path, call.invalid);
      expect([call.name, answer.status]).toEqual([call.name, 400]);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    const required: [string, Record<string, unknown>, string][] = [
      ['/api/web-api/order/update-contact-info', { uuid: order.uuid, phone: '', email: 'a@b.it' }, 'phone'],
      ['/api/web-api/order/update-contact-info', { uuid: order.uuid, phone: '333' }, 'email'],
      ...Object.keys(address).map((field): [string, Record<string, unknown>, string] => [
        '/api/web-api/order/update-delivery-address',
        { uuid: order.uuid, ...address, [field]: undefined },
        field,
      ]),
      [
        '/api/web-api/order/update-tracking',
        { uuid: order.uuid, tracking: 'X', tracking_link: 'ftp://brt.example/1' },
        'tracking_link',
      ],
    ];
    for (const [path, body, field] of required) {
      const answer = await post(path, body);
      expect([path, field, answer.status]).toEqual([path, field, 400]);
      expect(answer.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([field]);
    }
    expect(await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toEqual(before);
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('answers 404 for an unknown order or product', async () => {
    for (const call of calls) {
      const answer = await postAs(call)(call.path, call.body({ uuid: UNKNOWN, productUuid: UNKNOWN }));
      expect([call.name, answer.status, answer.body.message]).toEqual([call.name, 404, call.notFound]);
    }
  });

  it('answers 401 without a session and 403 for an account not yet active, and writes nothing', async () => {
    const [order] = await createOrders(server.prisma, [
      { status: OrderStatus.New, simStatuses: [SimStatus.CancelledByCustomer, SimStatus.New] },
    ]);
    const target = { uuid: order.uuid, productUuid: defined(order.products[1], 'order.products[1]').uuid };
    const waiting = await server.signIn(SystemRole.Admin, UserStatus.Created);
    for (const call of calls) {
      const anonymous = await server.request(call.path, { body: call.body(target) });
      expect([call.name, anonymous.status]).toEqual([call.name, 401]);
      const inactive = await server.request(call.path, { token: waiting.token, body: call.body(target) });
      expect([call.name, inactive.status]).toEqual([call.name, 403]);
    }
    expect(await historyOf(order.id)).toEqual([]);
  });

  it('lets every active staff role act', async () => {
    const orders = await createOrders(
      server.prisma,
      [SystemRole.NoRole, SystemRole.ChiefAgent, SystemRole.Admin, SystemRole.SuperAdmin].map(() => ({})),
    );
    for (const [index, role] of [
      SystemRole.NoRole,
      SystemRole.ChiefAgent,
      SystemRole.Admin,
      SystemRole.SuperAdmin,
    ].entries()) {
      const { token, user } = await server.signIn(role);
      const answer = await server.request('/api/web-api/order/status/to-progress', {
        token,
        body: { order_uuid: defined(orders[index], 'orders[index]').uuid },
      });
      expect([role, answer.status]).toEqual([role, 200]);
      expect(await historyOf(defined(orders[index], 'orders[index]').id)).toMatchObject([
        { email: user.email },
      ]);
    }
  });
});
