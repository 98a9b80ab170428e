import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Prisma } from '@backoffice/db';
import {
  defined,
  ORDER_LIST_DEFAULTS,
  orderListDefaultRange,
  OrderStatus,
  PaymentStatus,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import {
  getOrderHistoryOutput,
  getOrderListOutput,
  getOrderOutput,
  getRefundHistoryOutput,
} from '../../../../packages/api/src/services/orders/shapes';
import { startTestServer, type TestServer } from '../support/test-server';

const LIST = '/api/web-api/orders/get-list';
const WINDOW = 'startDate=2026-01-10 00:00:00&endDate=2026-01-20 23:59:59';
/** A Rome wall time in January (CET, UTC+1) as an instant. */
const rome = (text: string) => new Date(`${text}+01:00`);

let server: TestServer;
let token: string;
const orders: Record<string, { id: number; uuid: string; products: string[] }> = {};

type ProductInput = Partial<Prisma.OrderProductCreateWithoutOrderInput>;

async function makeOrder(
  key: string,
  data: Partial<Prisma.OrderCreateInput>,
  products: ProductInput[] = [{}],
) {
  const order = await server.prisma.order.create({
    data: {
      amount: '19.90',
      ...data,
      products: { create: products.map((product) => ({ offerName: 'Giga 100', ...product })) },
    },
    include: { products: { orderBy: { id: 'asc' } } },
  });
  orders[key] = { id: order.id, uuid: order.uuid, products: order.products.map((product) => product.uuid) };
}

const list = (query: string) => server.request(`${LIST}?${WINDOW}&${query}`.replace(/ /g, '%20'), { token });

beforeAll(async () => {
  server = await startTestServer();
  // Orders are for every active staff role: a call-center agent here.
  token = (await server.signIn(SystemRole.NoRole)).token;
  await makeOrder(
    'mario',
    {
      firstName: 'Mario',
      lastName: 'Rossi',
      email: 'mario.rossi@example.test',
      phone: '+39 333 1111111',
      fiscalCode: 'RSSMRA80A01H501U',
      amount: '19.90',
      status: OrderStatus.New,
      paymentStatus: PaymentStatus.Paid,
      createdAt: rome('2026-01-10T10:00:00'),
    },
    [{ isEsim: true }, { isEsim: false }],
  );
  await makeOrder('anna', {
    firstName: 'Anna',
    lastName: 'Bianchi',
    email: 'anna@example.test',
    phone: '+39 347 2222222',
    fiscalCode: 'BNCNNA90B41F205X',
    amount: '50.00',
    status: OrderStatus.InProcess,
    paymentStatus: PaymentStatus.NotPaid,
    createdAt: rome('2026-01-12T09:30:00'),
  });
  await makeOrder(
    'luca',
    {
      firstName: 'Luca',
      lastName: 'Verdi',
      email: 'luca@example.test',
      phone: '+39 320 3333333',
      fiscalCode: 'VRDLCU85C10L219K',
      amount: '50.01',
      status: OrderStatus.Cancelled,
      paymentStatus: PaymentStatus.Paid,
      createdAt: rome('2026-01-15T18:00:00'),
    },
    [{ isEsim: true }, { isEsim: true }, { isEsim: false }],
  );
  // The last half second of the range's last day is inside it.
  await makeOrder(
    'giulia',
    {
      firstName: 'Giulia',
      lastName: 'Neri',
      email: 'giulia@example.test',
      phone: '+39 340 4444444',
      fiscalCode: 'NREGLI95D50H501Z',
      amount: '10.00',
      status: OrderStatus.InDelivery,
      paymentStatus: PaymentStatus.Refunded,
      createdAt: new Date(rome('2026-01-20T23:59:59').getTime() + 500),
    },
    [{ isEsim: true }],
  );
  await makeOrder('after', { lastName: 'Rossi', createdAt: rome('2026-01-21T00:00:00') });
  await makeOrder('before', {
    lastName: 'Rossi',
    createdAt: new Date(rome('2026-01-10T00:00:00').getTime() - 1),
  });
  // Around the default range: 6 days ago is in, 9 days ago is out.
  await makeOrder('recent', { lastName: 'Recent', createdAt: new Date(Date.now() - 6 * 86_400_000) });
  await makeOrder('old', { lastName: 'Old', createdAt: new Date(Date.now() - 9 * 86_400_000) });
}, 60_000);
afterAll(() => server.close());

const rowsOf = (body: { data: Array<{ uuid: string }> }) =>
  body.data.map((row) =>
    Object.keys(orders).find((key) => defined(orders[key], 'orders[key]').uuid === row.uuid),
  );

describe('GET /api/web-api/orders/get-list', () => {
  it('answers one row per SIM with the documented fields and the order SIM counts', async () => {
    const response = await list('page=1&pageSize=15');
    expect(response.status).toBe(200);
    expect(getOrderListOutput.strict().parse(response.body)).toEqual(response.body);
    expect(response.body.total).toBe(7);
    expect(rowsOf(response.body)).toEqual(['giulia', 'luca', 'luca', 'luca', 'anna', 'mario', 'mario']);
    const mario = response.body.data.filter(
      (row: { uuid: string }) => row.uuid === defined(orders.mario, 'orders.mario').uuid,
    );
    expect(mario).toEqual([
      {
        id: defined(orders.mario, 'orders.mario').id,
        uuid: defined(orders.mario, 'orders.mario').uuid,
        create_at: '2026-01-10T09:00:00.000Z',
        first_name: 'Mario',
        last_name: 'Rossi',
        email: 'mario.rossi@example.test',
        fiscal_code: 'RSSMRA80A01H501U',
        phone: '+39 333 1111111',
        amount: '19.90',
        status: OrderStatus.New,
        payment_status: PaymentStatus.Paid,
        is_esim: 0,
        product_uuid: defined(orders.mario, 'orders.mario').products[1],
        esim_count: 1,
        psim_count: 1,
      },
      expect.objectContaining({
        is_esim: 1,
        product_uuid: defined(orders.mario, 'orders.mario').products[0],
      }),
    ]);
  });

  it('defaults to the start of the day a week ago to the end of today, Rome, newest first', async () => {
    const range = orderListDefaultRange();
    const [implicit, explicit] = await Promise.all([
      server.request(`${LIST}?page=1`, { token }),
      server.request(
        `${LIST}?page=1&startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}`,
        { token },
      ),
    ]);
    expect(implicit.status).toBe(200);
    expect(rowsOf(implicit.body)).toEqual(['recent']);
    expect(implicit.body).toEqual(explicit.body);
    expect(ORDER_LIST_DEFAULTS).toMatchObject({
      page: 1,
      pageSize: 15,
      sort: 'create_at',
      direction: 'desc',
    });
  });

  it.each([
    ['status=0', ['mario', 'mario']],
    ['status=0,5', ['luca', 'luca', 'luca', 'mario', 'mario']],
    ['status=0&status=5', ['luca', 'luca', 'luca', 'mario', 'mario']],
    ['payment_status=0', ['anna']],
    ['payment_status=1,2', ['giulia', 'luca', 'luca', 'luca', 'mario', 'mario']],
    ['is_esim=1', ['giulia', 'luca', 'luca', 'mario']],
    ['is_esim=0', ['luca', 'anna', 'mario']],
    ['total_from=50', ['luca', 'luca', 'luca', 'anna']],
    ['total_from=50.01', ['luca', 'luca', 'luca']],
    ['total_to=50', ['giulia', 'anna', 'mario', 'mario']],
    ['total_to=19,9', ['giulia', 'mario', 'mario']],
    ['total_from=19.90&total_to=50.00', ['anna', 'mario', 'mario']],
    ['status=5&is_esim=1&total_from=50', ['luca', 'luca']],
  ])('filters %s', async (query, expected) => {
    const response = await list(`page=1&pageSize=20&${query}`);
    expect(response.status).toBe(200);
    expect(rowsOf(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it.each([
    ['rossi', ['mario', 'mario']],
    ['MARIO ROSSI', ['mario', 'mario']],
    ['anna@example', ['anna']],
    ['3333333', ['luca', 'luca', 'luca']],
    ['NREGLI95', ['giulia']],
    ['mario anna', []],
    ['100%', []],
  ])('searches "%s" in order number, name, email, phone and fiscal code', async (search, expected) => {
    const response = await list(`page=1&search=${encodeURIComponent(search)}`);
    expect(response.status).toBe(200);
    expect(rowsOf(response.body)).toEqual(expected);
  });

  it('finds an order by its number', async () => {
    const response = await list(`page=1&search=${defined(orders.anna, 'orders.anna').id}`);
    expect(rowsOf(response.body)).toContain('anna');
  });

  it.each([
    ['amount', 'asc', ['giulia', 'mario', 'mario', 'anna', 'luca', 'luca', 'luca']],
    ['last_name', 'asc', ['anna', 'giulia', 'mario', 'mario', 'luca', 'luca', 'luca']],
    ['create_at', 'asc', ['mario', 'mario', 'anna', 'luca', 'luca', 'luca', 'giulia']],
    ['payment_status', 'desc', ['giulia', 'luca', 'luca', 'luca', 'mario', 'mario', 'anna']],
  ])('sorts by %s %s', async (sort, direction, expected) => {
    const response = await list(`page=1&sort=${sort}&direction=${direction}`);
    expect(rowsOf(response.body)).toEqual(expected);
  });

  it('pages by SIM rows with the total', async () => {
    const response = await list('page=2&pageSize=3&sort=create_at&direction=asc');
    expect(response.body.total).toBe(7);
    expect(rowsOf(response.body)).toEqual(['luca', 'luca', 'luca']);
    expect((await list('page=4&pageSize=3')).body).toEqual({ data: [], total: 7 });
  });

  it.each([
    ['startDate=2026-13-01%2000:00:00', 'startDate'],
    ['startDate=2026-02-30%2000:00:00', 'startDate'],
    ['startDate=2026-01-10', 'startDate'],
    ['endDate=20-01-2026%2023:59:59', 'endDate'],
    ['startDate=2026-01-20%2000:00:00&endDate=2026-01-10%2000:00:00', 'endDate'],
    ['status=9', 'status'],
    ['is_esim=2', 'is_esim'],
    ['total_from=abc', 'total_from'],
    ['total_from=-1', 'total_from'],
    ['total_from=20&total_to=10', 'total_to'],
    ['sort=nope', 'sort'],
    ['pageSize=1000', 'pageSize'],
  ])('refuses %s with a 400 naming %s, paged or streamed', async (query, field) => {
    for (const paging of ['page=1&', '']) {
      const response = await server.request(`${LIST}?${paging}${query}`, { token });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('BAD_REQUEST');
      expect(response.body.issues.map((issue: { path: string[] }) => issue.path[0])).toContain(field);
    }
  });

  it('needs an active staff session', async () => {
    expect((await server.request(`${LIST}?page=1`, { token: null })).status).toBe(401);
    expect((await server.request(LIST, { token: null })).status).toBe(401);
  });

  it('answers the same page over tRPC, and the whole range without paging', async () => {
    const input = (value: object) => encodeURIComponent(JSON.stringify(value));
    const range = { startDate: '2026-01-10 00:00:00', endDate: '2026-01-20 23:59:59' };
    const [page, whole, rest] = await Promise.all([
      server.request(`/trpc/orders.getList?input=${input({ ...range, page: 1, status: [0, 5] })}`, { token }),
      server.request(`/trpc/orders.getList?input=${input(range)}`, { token }),
      list('page=1&status=0,5'),
    ]);
    expect(page.body.result.data).toEqual(rest.body);
    expect(whole.body.result.data.total).toBeUndefined();
    expect(rowsOf(whole.body.result.data)).toEqual([
      'giulia',
      'luca',
      'luca',
      'luca',
      'anna',
      'mario',
      'mario',
    ]);
  });
});

describe('GET /api/web-api/orders/get-list without paging (streamed)', () => {
  const ORDERS = 3000;
  const from = '2025-06-01 00:00:00';
  const to = '2025-06-30 23:59:59';
  let sims = 0;

  beforeAll(async () => {
    // Set-based, as the bench seeds: 1 to 3 SIMs per order, one minute apart.
    await server.prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, amount, first_name, last_name, email, created_at, updated_at)
       SELECT gen_random_uuid(), 10 + i % 40, 'Name' || i, 'Stream', 's' || i || '@example.test',
         timestamptz '2025-06-01 08:00:00+02' + i * interval '1 minute', now()
       FROM generate_series(1, ${ORDERS}) AS i`,
    );
    sims = await server.prisma.$executeRawUnsafe(
      `INSERT INTO order_products (uuid, order_id, offer_name, is_esim, updated_at)
       SELECT gen_random_uuid(), o.id, 'Basic', k = 2, now()
       FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 3) AS k WHERE o.last_name = 'Stream'`,
    );
  }, 60_000);

  it('streams every SIM of the range as valid rows, in order', async () => {
    const response = await fetch(
      `${server.url}${LIST}?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}`,
      { headers: { 'x-session-token': token } },
    );
    expect(response.status).toBe(200);
    // Written as it is read: no length known up front.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const body = getOrderListOutput.strict().parse(await response.json());
    expect(body.total).toBeUndefined();
    expect(body.data).toHaveLength(sims);
    expect(new Set(body.data.map((row) => row.product_uuid)).size).toBe(sims);
    const keys = body.data.map((row) => `${row.create_at} ${String(row.id).padStart(9, '0')}`);
    expect(keys).toEqual([...keys].sort().reverse());
    for (const row of body.data) expect(row.esim_count + row.psim_count).toBe(1 + (row.id % 3));
  });

  it('streams filtered, searched and sorted ranges too', async () => {
    const response = await server.request(
      `${LIST}?startDate=${encodeURIComponent(from)}&endDate=${encodeURIComponent(to)}&is_esim=1&search=stream&sort=amount&direction=asc`,
      { token },
    );
    expect(response.status).toBe(200);
    const rows = getOrderListOutput.parse(response.body).data;
    const expected = await server.prisma.orderProduct.count({
      where: { isEsim: true, order: { lastName: 'Stream' } },
    });
    expect(rows).toHaveLength(expected);
    const amounts = rows.map((row) => Number(row.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('refuses an unpaged tRPC range past its bound, which REST streams', async () => {
    const input = encodeURIComponent(JSON.stringify({ startDate: '2025-01-01 00:00:00', endDate: to }));
    const response = await server.request(`/trpc/orders.getList?input=${input}`, { token });
    expect(response.status).toBe(413);
  });
});

describe('GET /api/web-api/order/get and its histories', () => {
  let uuid: string;
  let actorEmail: string;

  beforeAll(async () => {
    const actor = await server.createUser({ role: SystemRole.Admin });
    actorEmail = actor.email;
    const order = await server.prisma.order.create({
      data: {
        amount: '41.98',
        note: 'Call before delivery',
        status: OrderStatus.InProcess,
        paymentStatus: PaymentStatus.PartiallyRefunded,
        paymentSum: '41.98',
        refundSum: '5.00',
        shipmentPrice: '4.99',
        paidAt: new Date('2026-01-05T10:00:00Z'),
        paidMethod: 'card',
        paidData: {
          responseTimeStamp: '2026-01-05T10:00:00Z',
          totalAmount: 4198,
          brand: 'VISA',
          pan: '4111****1111',
        },
        firstName: 'Maria',
        lastName: 'Verdi',
        fiscalCode: 'VRDMRA70A41H501T',
        birthPlace: 'Roma',
        dateOfBirth: new Date('1970-01-01'),
        gender: 'F',
        email: 'maria@example.test',
        phone: '+39 333 5555555',
        deliveryStreetName: 'Via Roma',
        deliveryStreetNumber: '10',
        deliveryCity: 'Torino',
        deliveryProvince: 'TO',
        deliveryZipCode: '10121',
        deliveryCountry: 'IT',
        residentialStreetName: 'Via Po',
        residentialStreetNumber: '2',
        residentialCity: 'Milano',
        residentialProvince: 'MI',
        residentialZipCode: '20121',
        residentialCountry: 'IT',
        tracking: 'TRK1',
        trackingLink: 'https://track.example.test/TRK1',
        createdAt: new Date('2026-01-05T09:59:00Z'),
        products: {
          create: [
            {
              offerName: 'Giga 100',
              offerPrice: '9.99',
              simStatus: 7,
              isEsim: true,
              esimPrice: '4.99',
              tableItems: [
                { type: 'offer', name: 'Giga 100', price: 9.99 },
                { type: 'esim', name: 'eSIM', price: '4.99', discount: '1.00', total: '3.99' },
              ],
              totalSum: '24.98',
              topupAmount: '10.00',
              portationMobileNumber: '+393331234567',
              portationDonorNetwork: '29',
              friendCode: 'AMICO1',
              consent: true,
              externalId: 'BSS-1',
              externalData: { requestId: '1' },
              isSendBss: true,
              options: { create: [{ optionalName: 'Roaming', optionalPrice: '3.00' }] },
            },
            {
              offerName: 'Basic',
              offerPrice: '7.00',
              totalSum: '12.00',
              errorBss: 'Timeout',
              simStatus: 100,
            },
          ],
        },
        history: {
          create: [
            { type: 'OrderCreate', email: '', createdAt: new Date('2026-01-05T09:59:00Z') },
            {
              type: 'OrderStatus',
              from: '0',
              to: '1',
              email: actorEmail,
              createdAt: new Date('2026-01-06T08:00:00Z'),
            },
          ],
        },
        refundHistory: {
          create: [
            {
              refundStatus: 'completed',
              amount: '5.00',
              email: actorEmail,
              createdAt: new Date('2026-01-07T08:00:00Z'),
            },
            {
              refundStatus: 'failed',
              amount: '2.50',
              email: actorEmail,
              createdAt: new Date('2026-01-08T08:00:00Z'),
            },
          ],
        },
      },
      include: { products: { orderBy: { id: 'asc' } } },
    });
    uuid = order.uuid;
  });

  it('answers the order page in the documented shape', async () => {
    const response = await server.request(`/api/web-api/order/get?uuid=${uuid}`, { token });
    expect(response.status).toBe(200);
    const strict = getOrderOutput.strict();
    expect(strict.parse(response.body)).toEqual(response.body);
    const { data } = response.body;
    expect(data.order_info).toEqual({
      id: expect.any(Number),
      create_at: '2026-01-05T09:59:00.000Z',
      status: OrderStatus.InProcess,
      amount: '41.98',
      note: 'Call before delivery',
      bss_resend_running: false,
      version: expect.any(Number),
    });
    expect(data.order_payment).toEqual({
      payment_status: PaymentStatus.PartiallyRefunded,
      payment_sum: '41.98',
      refund_sum: '5.00',
      shipment_price: '4.99',
      paid_at: '2026-01-05T10:00:00.000Z',
      paid_method: 'card',
      paid_data: expect.any(String),
      unpaid_service_reason: null,
    });
    expect(JSON.parse(data.order_payment.paid_data)).toEqual({
      responseTimeStamp: '2026-01-05T10:00:00Z',
      totalAmount: 4198,
      brand: 'VISA',
      pan: '4111****1111',
    });
    expect(data.customer_info).toEqual({
      first_name: 'Maria',
      last_name: 'Verdi',
      fiscal_code: 'VRDMRA70A41H501T',
      birth_place: 'Roma',
      date_of_birth: '1970-01-01',
      gender: 'F',
      email: 'maria@example.test',
      phone: '+39 333 5555555',
    });
    expect(data.delivery_info).toEqual({
      street_name: 'Via Roma',
      street_number: '10',
      city: 'Torino',
      province: 'TO',
      zip_code: '10121',
      country: 'IT',
    });
    expect(data.residential_info.city).toBe('Milano');
    expect(data.delivery_track_info).toEqual({
      tracking: 'TRK1',
      tracking_link: 'https://track.example.test/TRK1',
    });
    expect(data.product_data).toHaveLength(2);
    expect(data.product_data[0]).toEqual({
      uuid: expect.any(String),
      id: expect.any(Number),
      offer_id: null,
      offer_name: 'Giga 100',
      offer_price: '9.99',
      sim_status: 7,
      sim_status_reason: '',
      is_esim: 1,
      esim_price: '4.99',
      table_items: [
        { type: 'offer', name: 'Giga 100', price: '9.99', discount: '0.00', total: '9.99' },
        { type: 'esim', name: 'eSIM', price: '4.99', discount: '1.00', total: '3.99' },
      ],
      total_sum: '24.98',
      topup_amount: '10.00',
      portation_mobile_number: '+393331234567',
      portation_donor_network: '29',
      friend_code: 'AMICO1',
      consent: 1,
      external_id: 'BSS-1',
      external_data: '{"requestId":"1"}',
      options: [{ optional_name: 'Roaming', optional_price: '3.00' }],
      error_bss: null,
      is_send_bss: 1,
      bss_cancel_status: null,
      bss_cancel_error: null,
    });
    expect(data.product_data[1]).toMatchObject({
      error_bss: 'Timeout',
      is_send_bss: 0,
      options: [],
      table_items: [],
    });
    expect(data.billing_problem).toBe(true);
  });

  it('answers the history and the refund history, newest first', async () => {
    const [history, refunds] = await Promise.all([
      server.request(`/api/web-api/order/get-history?order_uuid=${uuid}`, { token }),
      server.request(`/api/web-api/order/get-refund-history?order_uuid=${uuid}`, { token }),
    ]);
    expect(getOrderHistoryOutput.strict().parse(history.body)).toEqual(history.body);
    expect(history.body.data).toEqual([
      {
        uuid: expect.any(String),
        type: 'OrderStatus',
        field: null,
        from: '0',
        to: '1',
        email: actorEmail,
        create_at: '2026-01-06T08:00:00.000Z',
      },
      {
        uuid: expect.any(String),
        type: 'OrderCreate',
        field: null,
        from: null,
        to: null,
        email: '',
        create_at: '2026-01-05T09:59:00.000Z',
      },
    ]);
    expect(getRefundHistoryOutput.strict().parse(refunds.body)).toEqual(refunds.body);
    expect(refunds.body.data).toEqual([
      {
        uuid: expect.any(String),
        refund_status: 'failed',
        amount: '2.50',
        email: actorEmail,
        create_at: '2026-01-08T08:00:00.000Z',
      },
      {
        uuid: expect.any(String),
        refund_status: 'completed',
        amount: '5.00',
        email: actorEmail,
        create_at: '2026-01-07T08:00:00.000Z',
      },
    ]);
  });

  it('says which field a ChangeValue row changed, and whether a send to the billing system runs', async () => {
    const other = await server.prisma.order.create({
      data: {
        amount: '1.00',
        bssResendStartedAt: new Date(),
        history: {
          create: [{ type: 'ChangeValue', field: 'note', from: 'old', to: 'new', email: actorEmail }],
        },
      },
    });
    const [page, history] = await Promise.all([
      server.request(`/api/web-api/order/get?uuid=${other.uuid}`, { token }),
      server.request(`/api/web-api/order/get-history?order_uuid=${other.uuid}`, { token }),
    ]);
    expect(page.body.data.order_info.bss_resend_running).toBe(true);
    expect(history.body.data).toEqual([
      expect.objectContaining({ type: 'ChangeValue', field: 'note', from: 'old', to: 'new' }),
    ]);
    await server.prisma.order.update({
      where: { id: other.id },
      data: { bssResendStartedAt: new Date(Date.now() - 3 * 60_000) },
    });
    const stale = await server.request(`/api/web-api/order/get?uuid=${other.uuid}`, { token });
    expect(stale.body.data.order_info.bss_resend_running).toBe(false);
  });

  it('raises the billing problem only when a resend can send something (never for cancelled SIMs)', async () => {
    const cancelled = await server.prisma.order.create({
      data: {
        amount: '1.00',
        status: OrderStatus.Cancelled,
        paymentStatus: PaymentStatus.Paid,
        products: {
          create: [
            { offerName: 'Giga 100', simStatus: SimStatus.CancelledByCustomer, errorBss: 'Timeout' },
            { offerName: 'Giga 100', simStatus: SimStatus.CancelledFailedKYC, isSendBss: false },
          ],
        },
      },
    });
    const page = await server.request(`/api/web-api/order/get?uuid=${cancelled.uuid}`, { token });
    expect(page.body.data.billing_problem).toBe(false);
    const resend = await server.request('/api/web-api/order/again-create-order-bss', {
      token,
      body: { order_uuid: cancelled.uuid },
    });
    expect([resend.status, resend.body.message]).toEqual([
      409,
      'Every product of this order is in the BSS already',
    ]);
  });

  it.each([
    ['/api/web-api/order/get?uuid=', 404],
    ['/api/web-api/order/get-history?order_uuid=', 404],
    ['/api/web-api/order/get-refund-history?order_uuid=', 404],
  ])('%s answers 404 for an unknown order and 400 for a malformed uuid', async (path, status) => {
    const unknown = await server.request(`${path}00000000-0000-4000-8000-000000000000`, { token });
    expect(unknown.status).toBe(status);
    expect(unknown.body).toEqual({ message: 'Order not found', code: 'NOT_FOUND' });
    expect((await server.request(`${path}not-a-uuid`, { token })).status).toBe(400);
    expect((await server.request(`${path}${uuid}`, { token: null })).status).toBe(401);
  });
});
