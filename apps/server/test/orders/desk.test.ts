import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  defined,
  EVERY_ORDER_DATE,
  OrderHistoryType,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { ORDER_REFUND_RECONCILE_KIND } from '../../../../packages/api/src/services/orders/periodic-jobs';
import { startTestServer, type TestServer } from '../support/test-server';
import { holdPeriodicJob } from './billing-fixtures';
import { createOrders } from './actions-fixtures';

/**
 * The order desk's own calls (tRPC) and the versions every order action may carry: a stale version is
 * refused with 409 and the change that moved the order on, the REST calls without one work as
 * documented; bulk moves answer per order through the transition table; comments are history rows.
 */
let server: TestServer;
let token: string;
let staffEmail: string;
let other: { token: string; email: string };
beforeAll(async () => {
  server = await startTestServer();
  await holdPeriodicJob(server.prisma, ORDER_REFUND_RECONCILE_KIND);
  const staff = await server.signIn(SystemRole.NoRole);
  token = staff.token;
  staffEmail = staff.user.email;
  const second = await server.signIn(SystemRole.NoRole);
  other = { token: second.token, email: second.user.email };
});
afterAll(() => server.close());

const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const query = (procedure: string, input: unknown, as = token) =>
  server.request(`/trpc/orders.${procedure}?input=${encode(input)}`, { method: 'GET', token: as });
const mutate = (procedure: string, input: unknown, as = token) =>
  server.request(`/trpc/orders.${procedure}`, { token: as, body: input });
const rest = (path: string, body: unknown, as = token) =>
  server.request(`/api/web-api/${path}`, { token: as, body });

const versionOf = async (id: number) =>
  (await server.prisma.order.findUniqueOrThrow({ where: { id }, select: { version: true } })).version;

describe('order versions', () => {
  it('move on with every change of the order or of one of its SIMs', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const first = await versionOf(order.id);
    await server.prisma.orderProduct.update({
      where: { id: defined(order.products[0], 'order.products[0]').id },
      data: { msisdn: '393330001111' },
    });
    const second = await versionOf(order.id);
    expect(second).toBeGreaterThan(first);
    await server.prisma.order.update({ where: { id: order.id }, data: { note: 'changed' } });
    expect(await versionOf(order.id)).toBeGreaterThan(second);
  });

  it('refuse an action made on a stale version with 409, who changed it and when, and write nothing', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const seen = await versionOf(order.id);
    expect(
      (await rest('order/edit-note', { uuid: order.uuid, note: 'by the other agent' }, other.token)).status,
    ).toBe(200);

    const stale = await mutate('toProgress', { order_uuid: order.uuid, version: seen });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toContain(`changed by ${other.email}`);
    expect(stale.body.error.data.staleOrder).toMatchObject({
      version: await versionOf(order.id),
      changedBy: other.email,
    });
    const staleRest = await rest('order/status/to-progress', { order_uuid: order.uuid, version: seen });
    expect(staleRest.status).toBe(409);
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.status).toBe(OrderStatus.New);

    for (const [path, body] of [
      ['order/edit-note', { uuid: order.uuid, note: 'mine' }],
      ['order/update-tracking', { uuid: order.uuid, tracking: 'TRK1', tracking_link: '' }],
      ['order/cancel', { order_uuid: order.uuid }],
      [
        'order/change-sim-status',
        {
          product_uuid: defined(order.products[0], 'order.products[0]').uuid,
          status: SimStatus.CancelledByCustomer,
        },
      ],
      ['ricarica/refund', { order_uuid: order.uuid, amount: '1.00' }],
    ] as const) {
      const response = await rest(path, { ...body, version: seen });
      expect(response.status, path).toBe(409);
    }
    expect(await server.prisma.orderHistory.count({ where: { orderId: order.id, email: staffEmail } })).toBe(
      0,
    );
  });

  it('let the action through on the current version, and without a version as the contract documents', async () => {
    const [first, second] = await createOrders(server.prisma, [{}, {}]);
    const current = await versionOf(first.id);
    const moved = await mutate('toProgress', { order_uuid: first.uuid, version: current });
    expect(moved.status).toBe(200);
    expect(await versionOf(first.id)).toBeGreaterThan(current);

    await rest('order/edit-note', { uuid: second.uuid, note: 'meanwhile' }, other.token);
    const unversioned = await rest('order/status/to-progress', { order_uuid: second.uuid });
    expect(unversioned.status).toBe(200);
    expect(unversioned.body).toEqual({ response: true });
  });

  it('let an edit made on its fields’ values through after changes to other fields', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const base = { phone: row.phone, email: row.email };
    expect(
      (await rest('order/edit-note', { uuid: order.uuid, note: 'by the other agent' }, other.token)).status,
    ).toBe(200);
    const mine = await rest('order/update-contact-info', {
      uuid: order.uuid,
      phone: '+393339998877',
      email: row.email,
      base,
    });
    expect(mine.status).toBe(200);
    expect(await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      note: 'by the other agent',
      phone: '+393339998877',
    });
  });

  it('refuse an edit of a field changed meanwhile, naming who changed it to what; mine goes over it when sent on the new value', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    const base = { phone: row.phone, email: row.email };
    expect(
      (
        await rest(
          'order/update-contact-info',
          { uuid: order.uuid, phone: '+393330000001', email: row.email },
          other.token,
        )
      ).status,
    ).toBe(200);
    const refused = await mutate('updateContactInfo', {
      uuid: order.uuid,
      phone: '+393339998877',
      email: row.email,
      base,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.data.fieldChanges).toEqual([
      {
        field: 'phone',
        value: '+393330000001',
        changedBy: other.email,
        changedByName: expect.any(String),
        changedAt: expect.any(String),
      },
    ]);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).phone).toBe(
      '+393330000001',
    );
    // The same value as theirs is no conflict; mine over theirs is sent on their value.
    const over = await mutate('updateContactInfo', {
      uuid: order.uuid,
      phone: '+393339998877',
      email: row.email,
      base: { ...base, phone: '+393330000001' },
    });
    expect(over.status).toBe(200);
    expect((await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).phone).toBe(
      '+393339998877',
    );
    const restRefused = await rest('order/update-contact-info', {
      uuid: order.uuid,
      phone: '+393331112222',
      email: row.email,
      base,
    });
    expect(restRefused.status).toBe(409);
    expect(restRefused.body.message).toContain('phone is now "+393339998877"');
  });

  it('refuse a version that is not a whole number of 1 or more, naming the field', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const response = await rest('order/status/to-progress', { order_uuid: order.uuid, version: 'two' });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['version']);
  });
});

describe('bulk status moves', () => {
  it('move each order through the transition table and say which moved and why the others did not', async () => {
    const [fresh, inProcess, cancelled] = await createOrders(server.prisma, [
      { status: OrderStatus.New },
      { status: OrderStatus.InProcess },
      { status: OrderStatus.Cancelled },
    ]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await mutate('bulkMove', {
      order_uuids: [fresh.uuid, inProcess.uuid, cancelled.uuid, unknown],
      action: 'to-progress',
    });
    expect(response.status).toBe(200);
    const outcomes = response.body.result.data.outcomes;
    expect(outcomes[0]).toEqual({
      order_uuid: fresh.uuid,
      id: fresh.id,
      moved: true,
      from: OrderStatus.New,
      to: OrderStatus.InProcess,
    });
    expect(
      outcomes.slice(1).map((outcome: { moved: boolean; id: number | null }) => [outcome.moved, outcome.id]),
    ).toEqual([
      [false, inProcess.id],
      [false, cancelled.id],
      [false, null],
    ]);
    expect(outcomes[3].reason).toBe('Order not found');
    expect(outcomes[1].reason).not.toBe('');

    const statuses = await server.prisma.order.findMany({
      where: { id: { in: [fresh.id, inProcess.id, cancelled.id] } },
      orderBy: { id: 'asc' },
      select: { status: true },
    });
    expect(statuses.map((row) => row.status)).toEqual([
      OrderStatus.InProcess,
      OrderStatus.InProcess,
      OrderStatus.Cancelled,
    ]);
    const history = await server.prisma.orderHistory.findMany({
      where: { orderId: { in: [fresh.id, inProcess.id, cancelled.id] } },
      select: { orderId: true, type: true, from: true, to: true, email: true },
    });
    expect(history).toEqual([
      { orderId: fresh.id, type: OrderHistoryType.OrderStatus, from: '0', to: '1', email: staffEmail },
    ]);
  });

  it('refuse an empty selection, an unknown action and more than 100 orders', async () => {
    expect((await mutate('bulkMove', { order_uuids: [], action: 'to-progress' })).status).toBe(400);
    expect((await mutate('bulkMove', { order_uuids: [crypto.randomUUID()], action: 'cancel' })).status).toBe(
      400,
    );
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await mutate('bulkMove', { order_uuids: many, action: 'to-progress' })).status).toBe(400);
  });
});

describe('order comments', () => {
  it('are kept as history rows, listed by the REST history beside the changes, and leave the version', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    await rest('order/edit-note', { uuid: order.uuid, note: 'a change' });
    const before = await versionOf(order.id);
    const added = await mutate('addComment', {
      order_uuid: order.uuid,
      text: '  Customer called: ship Monday  ',
    });
    expect(added.status).toBe(200);
    expect(await versionOf(order.id)).toBe(before);

    const history = await server.request(`/api/web-api/order/get-history?order_uuid=${order.uuid}`, {
      token,
    });
    expect(history.status).toBe(200);
    const [comment, change] = history.body.data;
    expect(comment).toMatchObject({
      uuid: added.body.result.data.uuid,
      type: 'Comment',
      field: null,
      from: null,
      to: 'Customer called: ship Monday',
      email: staffEmail,
    });
    expect(change).toMatchObject({ type: 'ChangeValue', field: 'note', from: 'first note', to: 'a change' });
  });

  it('refuse an empty comment and an unknown order', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const empty = await mutate('addComment', { order_uuid: order.uuid, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.data.issues[0].path).toEqual(['text']);
    expect((await mutate('addComment', { order_uuid: crypto.randomUUID(), text: 'hello' })).status).toBe(404);
  });
});

describe('the desk queue', () => {
  it('searches over all dates, by customer, SIM number, ICCID, tracking code and phone as written', async () => {
    const [old] = await createOrders(server.prisma, [{}]);
    await server.prisma.order.update({
      where: { id: old.id },
      data: {
        createdAt: new Date('2025-10-03T09:00:00Z'),
        firstName: 'Lorenzo',
        lastName: 'Mancini',
        email: 'lorenzo.mancini@example.test',
        phone: '+393125351084',
        tracking: 'BRT-778812',
      },
    });
    await server.prisma.orderProduct.update({
      where: { id: defined(old.products[0], 'old.products[0]').id },
      data: { msisdn: '393471234567', iccid: '8939104500012345678' },
    });
    const find = async (search: string, openBounds: readonly string[] = EVERY_ORDER_DATE, window = {}) =>
      (await query('deskList', { list: { search, page: 1, ...window }, open_bounds: openBounds })).body.result
        .data;

    // The default window (the last week) misses it; opening its start, or choosing its day, finds it.
    expect((await find('lorenzo.mancini', [])).orders).toBe(0);
    expect((await find('lorenzo.mancini', ['endDate'])).orders).toBe(0);
    expect((await find('lorenzo.mancini', ['startDate'])).orders).toBe(1);
    const before = { startDate: '2025-10-01 00:00:00', endDate: '2025-10-02 23:59:59' };
    expect((await find('lorenzo.mancini', ['startDate'], before)).orders).toBe(0);
    expect((await find('lorenzo.mancini', ['endDate'], before)).orders).toBe(1);
    for (const search of [
      'lorenzo.mancini',
      'Mancini Lorenzo',
      '347 123 4567',
      '8939104500012345678',
      'BRT-778812',
      '+39 312 535 1084',
      '312-535-1084',
      '0039 3125351084',
    ]) {
      const found = await find(search);
      expect(found.orders, search).toBe(1);
      expect(found.total, search).toBe(2);
      expect(found.data[0].uuid, search).toBe(old.uuid);
      expect(found.data[0].version, search).toBe(await versionOf(old.id));
    }
    // The REST list keeps its documented window.
    const restList = await server.request('/api/web-api/orders/get-list?page=1&search=lorenzo.mancini', {
      token,
    });
    expect(restList.body.total).toBe(0);
  });

  it('puts the order a number names first, and shows it alone when written #number', async () => {
    // Orders whose phone numbers hold the digits of the order number searched for, newest first.
    const orders = await createOrders(
      server.prisma,
      Array.from({ length: 12 }, () => ({})),
    );
    const named = defined(orders[0], 'orders[0]');
    for (const order of orders.slice(1)) {
      await server.prisma.order.update({
        where: { id: order.id },
        data: { phone: `+39333${named.id}00${order.id}` },
      });
    }
    const find = async (search: string) =>
      (await query('deskList', { list: { search, page: 1, pageSize: 5 }, open_bounds: EVERY_ORDER_DATE }))
        .body.result.data;

    const digits = await find(String(named.id));
    expect(digits.orders).toBeGreaterThanOrEqual(12);
    expect(digits.data[0].uuid).toBe(named.uuid);
    const hashed = await find(`#${named.id}`);
    expect(hashed.orders).toBe(1);
    expect(hashed.data.map((row: { uuid: string }) => row.uuid)).toEqual([named.uuid]);
    expect((await find('#999999999')).orders).toBe(0);
    // The REST list takes the same search.
    const rest = await server.request(
      `/api/web-api/orders/get-list?page=1&pageSize=5&search=${encodeURIComponent(`#${named.id}`)}`,
      { token },
    );
    expect(new Set(rest.body.data.map((row: { uuid: string }) => row.uuid))).toEqual(new Set([named.uuid]));
  });

  it('answers one row per order with its SIMs, its counts those of the SIMs', async () => {
    const [order] = await createOrders(server.prisma, [
      {
        simStatuses: [SimStatus.AcceptedFromCompletedKYC, SimStatus.PendingWaitingKYC, SimStatus.New],
      },
    ]);
    await server.prisma.orderProduct.update({
      where: { id: defined(order.products[0], 'order.products[0]').id },
      data: { isEsim: true },
    });
    const found = (
      await query('deskList', { list: { search: `#${order.id}`, page: 1 }, open_bounds: EVERY_ORDER_DATE })
    ).body.result.data;
    expect([found.orders, found.total, found.data.length]).toEqual([1, 3, 1]);
    expect(found.data[0]).toMatchObject({ uuid: order.uuid, esim_count: 1, psim_count: 2 });
    expect(found.data[0].sims).toEqual(
      order.products.map((product, index) => ({
        uuid: product.uuid,
        is_esim: index === 0 ? 1 : 0,
        sim_status: product.simStatus,
      })),
    );
    // A SIM filter keeps the order of a SIM that meets it, still one row with all its SIMs.
    const pending = (
      await query('deskList', {
        list: { search: `${order.id}`, sim_status: [SimStatus.PendingWaitingKYC], page: 1 },
        open_bounds: EVERY_ORDER_DATE,
      })
    ).body.result.data;
    expect(pending.data.filter((row: { uuid: string }) => row.uuid === order.uuid)).toHaveLength(1);
    expect(pending.data[0].sims).toHaveLength(3);
  });

  it('answers every order over every date when nothing narrows the list', async () => {
    const answer = await query('deskList', { list: { page: 1 }, open_bounds: EVERY_ORDER_DATE });
    expect(answer.status).toBe(200);
    const orders = await server.prisma.order.count({ where: { products: { some: {} } } });
    expect(answer.body.result.data.orders).toBe(orders);
    expect(answer.body.result.data.total).toBe(await server.prisma.orderProduct.count());
  });

  it('counts orders and SIMs, and reports changed rows and new orders since it was read', async () => {
    const [first, second] = await createOrders(server.prisma, [
      { simStatuses: [SimStatus.New, SimStatus.New, SimStatus.New] },
      { simStatuses: [SimStatus.New] },
    ]);
    await server.prisma.order.updateMany({
      where: { id: { in: [first.id, second.id] } },
      data: { lastName: 'Deskcount' },
    });
    const list = { search: 'Deskcount', page: 1 };
    const page = (await query('deskList', { list, open_bounds: EVERY_ORDER_DATE })).body.result.data;
    expect({ orders: page.orders, total: page.total }).toEqual({ orders: 2, total: 4 });
    const shown = [
      ...new Map(page.data.map((row: { uuid: string; version: number }) => [row.uuid, row])).values(),
    ].map((row) => ({ uuid: (row as { uuid: string }).uuid, version: (row as { version: number }).version }));

    const unchanged = await query('deskChanges', {
      list,
      open_bounds: EVERY_ORDER_DATE,
      after_id: page.newest_id,
      shown,
    });
    expect(unchanged.body.result.data).toEqual({ changed: [], new_orders: 0 });

    await rest('order/status/to-progress', { order_uuid: second.uuid }, other.token);
    const [arrived] = await createOrders(server.prisma, [{}]);
    await server.prisma.order.update({ where: { id: arrived.id }, data: { lastName: 'Deskcount' } });
    const changes = (
      await query('deskChanges', { list, open_bounds: EVERY_ORDER_DATE, after_id: page.newest_id, shown })
    ).body.result.data;
    expect(changes.new_orders).toBe(1);
    expect(changes.changed).toEqual([
      {
        uuid: second.uuid,
        version: await versionOf(second.id),
        status: OrderStatus.InProcess,
        payment_status: PaymentStatus.Paid,
        tracking: '',
      },
    ]);
  });
});

describe('presence and the customer panel', () => {
  it('shows who else has the order open until they leave or stop saying so', async () => {
    const [order] = await createOrders(server.prisma, [{}]);
    const beat = (as: string, leaving = false) => mutate('presence', { order_uuid: order.uuid, leaving }, as);
    expect((await beat(token)).body.result.data.viewers).toEqual([]);
    const seen = (await beat(other.token)).body.result.data;
    expect(seen.viewers.map((viewer: { email: string }) => viewer.email)).toEqual([staffEmail]);
    expect(seen.version).toBe(await versionOf(order.id));

    await beat(token, true);
    expect((await beat(other.token)).body.result.data.viewers).toEqual([]);

    await beat(token);
    await server.prisma.orderViewer.updateMany({
      where: { orderId: order.id },
      data: { seenAt: new Date(Date.now() - 31_000) },
    });
    expect((await beat(other.token)).body.result.data.viewers).toEqual([]);
  });

  it("lists the customer's other orders by email in any case or by phone, newest first", async () => {
    const [main, sameEmail, samePhone, stranger] = await createOrders(server.prisma, [{}, {}, {}, {}]);
    await server.prisma.order.update({
      where: { id: main.id },
      data: { email: 'Anna.Verdi@example.test', phone: '+393470000001' },
    });
    await server.prisma.order.update({
      where: { id: sameEmail.id },
      data: {
        email: 'anna.verdi@example.test',
        phone: '+390000000000',
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
    });
    await server.prisma.order.update({
      where: { id: samePhone.id },
      data: {
        email: 'other@example.test',
        phone: '+393470000001',
        createdAt: new Date('2026-02-01T10:00:00Z'),
      },
    });
    await server.prisma.order.update({
      where: { id: stranger.id },
      data: { email: 'x@example.test', phone: '+1' },
    });
    const answer = (await query('otherOrders', { order_uuid: main.uuid })).body.result.data;
    expect(answer.total).toBe(2);
    expect(answer.data.map((row: { id: number }) => row.id)).toEqual([samePhone.id, sameEmail.id]);
    expect(answer.data[0]).toMatchObject({
      status: OrderStatus.New,
      payment_status: PaymentStatus.Paid,
      amount: '30.30',
    });
  });
});

describe('Cancel order with its refund', () => {
  it('cancels a paid order and refunds the amount asked in one step, reporting each part', async () => {
    const [order] = await createOrders(server.prisma, [{ paymentSum: '30.30' }]);
    const response = await mutate('cancelOrder', {
      order_uuid: order.uuid,
      version: await versionOf(order.id),
      refund: 'amount',
      amount: '10,50',
    });
    expect(response.status).toBe(200);
    const outcome = response.body.result.data;
    expect(outcome.sims.map((sim: { bss: string }) => sim.bss)).toEqual(['not-in-bss', 'not-in-bss']);
    expect(outcome.refund).toEqual({
      status: 'made',
      amount: '10.50',
      refund_sum: '10.50',
      payment_status: PaymentStatus.PartiallyRefunded,
    });
    const row = await server.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect([row.status, row.paymentStatus, row.refundSum.toFixed(2)]).toEqual([
      OrderStatus.Cancelled,
      PaymentStatus.PartiallyRefunded,
      '10.50',
    ]);
  });

  it('refunds all that is left by default', async () => {
    const [order] = await createOrders(server.prisma, [
      { paymentSum: '30.30', refundSum: '0.30', paymentStatus: PaymentStatus.PartiallyRefunded },
    ]);
    const outcome = (await mutate('cancelOrder', { order_uuid: order.uuid, refund: 'full' })).body.result
      .data;
    expect(outcome.refund).toMatchObject({
      status: 'made',
      amount: '30.00',
      payment_status: PaymentStatus.Refunded,
    });
  });

  it('cancels nothing when the amount is above what is left, or an unpaid order is asked for a refund', async () => {
    const [paid, unpaid] = await createOrders(server.prisma, [
      { paymentSum: '30.30' },
      { paymentStatus: PaymentStatus.NotPaid, paymentSum: '0' },
    ]);
    const tooMuch = await mutate('cancelOrder', {
      order_uuid: paid.uuid,
      refund: 'amount',
      amount: '30.31',
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.data.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'The amount must be at most 30.30',
    });
    const nothing = await mutate('cancelOrder', { order_uuid: unpaid.uuid, refund: 'full' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.data.issues[0].path).toEqual(['refund']);
    const statuses = await server.prisma.order.findMany({
      where: { id: { in: [paid.id, unpaid.id] } },
      select: { status: true },
    });
    expect(statuses.map((row) => row.status)).toEqual([OrderStatus.New, OrderStatus.New]);

    const withoutRefund = await mutate('cancelOrder', { order_uuid: unpaid.uuid, refund: 'none' });
    expect(withoutRefund.body.result.data.refund).toEqual({ status: 'none' });
  });
});
