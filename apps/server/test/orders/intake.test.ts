import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type Prisma } from '@backoffice/db';
import {
  assertDefined,
  DiscountType,
  OrderStatus,
  PaymentStatus,
  priceOrder,
  type PricingDiscountCode,
  SimStatus,
  SystemRole,
} from '@backoffice/shared';

import { ORDER_BSS_SEND_KIND } from '../../../../packages/api/src/services/orders/bss-send-job';
import { startTestServer, type TestServer } from '../support/test-server';

const PATH = '/api/web-api/orders/create';

let server: TestServer;
let token: string;
/** Catalogue rows of the fixtures, by role. */
const ids = {
  offer: '',
  portInOnly: '',
  unpublished: '',
  inactive: '',
  unmatched: '',
  planOption: '',
  shopOption: '',
  hiddenOption: '',
};
/** The plans as the BSS sends them (the snapshots the offers keep). */
let proPlan: { ActivationPrices: { NewActivation: number; FirstNetwork: number; OtherNetworks: number } };
const SETTINGS = { eshopPrice: '4.99', esimPrice: '9.99', esimMnpPrice: '2.50' };
const CODE: PricingDiscountCode & { name: string } = {
  name: 'PORTA29',
  only_mnp: false,
  actions: [
    { discount_type: DiscountType.SpecificOptions, amount: '50', amount_type: 1, params: [503] },
    { discount_type: DiscountType.SimCardSupport, amount: '100', amount_type: 1, params: [0, 2] },
    { discount_type: DiscountType.TotalOrderAmount, amount: '3.00', amount_type: 0, params: [] },
  ],
};

async function plan(id: number) {
  const response = await fetch(`${server.bss.url}/v1/plans/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Prisma.InputJsonObject & typeof proPlan & { ID: number };
}

async function offer(data: Partial<Prisma.OfferCreateInput> & { name: string }) {
  const row = await server.prisma.offer.create({
    data: { price: '14.99', url: `offer-${randomUUID()}`, ...data },
  });
  return row.id;
}

async function option(data: Partial<Prisma.OptionCreateInput> & { name: string; price: string }) {
  return (await server.prisma.option.create({ data })).id;
}

beforeAll(async () => {
  server = await startTestServer();
  // Sales channels sign in with their own account; a call-center agent's role is enough.
  token = (await server.signIn(SystemRole.NoRole)).token;
  const pro = await plan(1004);
  const portIn = await plan(1006);
  proPlan = pro;
  ids.offer = await offer({ name: 'Illimitata Pro 5G', externalId: 1004, externalData: pro });
  ids.portInOnly = await offer({
    name: 'Passa a Noi 120',
    price: '6.99',
    externalId: 1006,
    externalData: portIn,
  });
  ids.unpublished = await offer({ name: 'Draft', publish: false, externalId: 1004, externalData: pro });
  ids.inactive = await offer({ name: 'Old', active: false, externalId: 1004, externalData: pro });
  ids.unmatched = await offer({ name: 'Unmatched' });
  ids.planOption = await option({ name: 'Roaming Plus Extra UE', price: '7.99', bss: '503' });
  ids.shopOption = await option({ name: 'SMS 500', price: '1.99' });
  ids.hiddenOption = await option({ name: 'Hidden', price: '1.00', publish: false });
  await server.prisma.donorOperator.createMany({
    data: [
      { id: '29', displayedName: 'Vodafone' },
      { id: '10', displayedName: 'TIM' },
      { id: '55', displayedName: 'Iliad' },
      { id: '99', displayedName: 'Gone', active: false },
    ],
  });
  await server.prisma.shopSettings.create({ data: { id: 1, ...SETTINGS } });
  const actions = (code: PricingDiscountCode) =>
    code.actions.map((action, position) => ({
      discountType: action.discount_type,
      amount: String(action.amount),
      amountType: action.amount_type ?? 0,
      position,
      params: { create: (action.params ?? []).map((value) => ({ value: Number(value) })) },
    }));
  await server.prisma.discountCode.create({
    data: { name: CODE.name, actions: { create: actions(CODE) } },
  });
  for (const data of [
    { name: 'OLDCODE', expiresAt: new Date('2020-01-01T00:00:00Z') },
    { name: 'OFFCODE', active: false },
    { name: 'ONLYMNP', onlyMnp: true },
  ]) {
    await server.prisma.discountCode.create({
      data: { ...data, actions: { create: { discountType: DiscountType.TotalOrderAmount, amount: '1.00' } } },
    });
  }
});
afterAll(() => server.close());

const address = {
  street_name: 'Via Roma',
  street_number: '12',
  city: 'Milano',
  province: 'MI',
  zip_code: '20121',
  country: 'Italia',
};

/** Three SIMs: an eSIM ported from '29', an eSIM ported from '10' with options and a top-up, a new pSIM. */
function cart(overrides: Record<string, unknown> = {}) {
  return {
    platform: 'web',
    customer_info: {
      first_name: 'Giulia',
      last_name: 'Verdi',
      fiscal_code: 'vrdglu90a41f205x',
      birth_place: 'Milano',
      date_of_birth: '1990-01-01',
      gender: 'f',
      email: 'giulia.verdi@example.test',
      phone: '+393331234567',
    },
    delivery_info: address,
    residential_info: { ...address, street_name: 'Via Dante' },
    products: [
      {
        offer_uuid: ids.offer,
        is_esim: 1,
        portation_donor_network: '29',
        portation_mobile_number: '+39 333 1112223',
      },
      {
        offer_uuid: ids.offer,
        is_esim: true,
        portation_donor_network: '10',
        portation_mobile_number: '3334445556',
        option_uuids: [ids.planOption, ids.shopOption],
        topup_amount: '10,00',
        consent: 1,
      },
      { offer_uuid: ids.offer, is_esim: 0 },
    ],
    discount_code: ' porta-29 ',
    note: 'Citofono Verdi',
    ...overrides,
  };
}

const post = (body: unknown, key: string | null = randomUUID(), path = PATH) =>
  server.request(path, {
    body,
    headers: { authorization: `Bearer ${token}`, ...(key === null ? {} : { 'idempotency-key': key }) },
  });

/** Rows an intake writes; a refused cart must leave all of them as they were. */
async function written() {
  const { prisma } = server;
  return {
    orders: await prisma.order.count(),
    products: await prisma.orderProduct.count(),
    options: await prisma.orderProductOption.count(),
    // The background BSS sends of earlier orders add their own history rows meanwhile.
    created: await prisma.orderHistory.count({ where: { type: 'OrderCreate' } }),
    jobs: await prisma.job.count({ where: { kind: ORDER_BSS_SEND_KIND } }),
    keys: await prisma.orderIntakeRequest.count(),
  };
}

describe('POST /api/web-api/orders/create (order intake, our extension)', () => {
  it('is in the OpenAPI document with its Idempotency-Key header, input and output', async () => {
    const document = await server.request('/api/openapi.json');
    expect(document.status).toBe(200);
    const operation = document.body.paths[PATH]?.post;
    expect(operation).toBeDefined();
    expect(operation.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    const input = operation.requestBody.content['application/json'].schema;
    expect(input.required).toEqual(
      expect.arrayContaining(['customer_info', 'delivery_info', 'residential_info', 'products']),
    );
    const output = operation.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(output)).toContain('discount_amount');
  });

  it('prices the cart with priceOrder (donor rule, eSIM with MNP, options, top-up, delivery, code) and stores it', async () => {
    const before = await written();
    const response = await post(cart());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = response.body.response;

    const activation = proPlan.ActivationPrices;
    const expected = priceOrder(
      {
        products: [
          { offerPrice: '14.99', activationPrices: activation, donorNetwork: '29', isEsim: true },
          {
            offerPrice: '14.99',
            activationPrices: activation,
            donorNetwork: '10',
            isEsim: true,
            options: [
              { id: 503, price: '7.99', name: 'Roaming Plus Extra UE' },
              { id: ids.shopOption, price: '1.99', name: 'SMS 500' },
            ],
            topUp: '10.00',
          },
          { offerPrice: '14.99', activationPrices: activation, donorNetwork: null, isEsim: false },
        ],
        delivery: SETTINGS.eshopPrice,
        esimPrices: { newActivation: SETTINGS.esimPrice, withMnp: SETTINGS.esimMnpPrice },
      },
      CODE,
    );
    // The donor rule: '29' the first named network's price, '10' the other networks', none the new one.
    const activations = expected.lines.filter((line) => line.kind === 'activation').map((line) => line.price);
    expect(activations).toEqual(['4.99', '9.99', '19.99']);
    expect(expected.lines.filter((line) => line.kind === 'esim').map((line) => line.price)).toEqual([
      '2.50',
      '2.50',
    ]);
    expect(Number(expected.discount)).toBeGreaterThan(3);

    expect(answer).toMatchObject({
      subtotal: expected.subtotal,
      discount_amount: expected.discount,
      amount: expected.total,
      shipment_price: '4.99',
      discount_code: { name: 'PORTA29', applied: true, refusal: null },
    });
    expect(
      answer.lines.map((line: Record<string, unknown>) => [line.product, line.kind, line.price, line.total]),
    ).toEqual(expected.lines.map((line) => [line.product, line.kind, line.price, line.total]));
    expect(answer.lines[0]).toMatchObject({ kind: 'offer', name: 'Illimitata Pro 5G' });

    const order = await server.prisma.order.findUniqueOrThrow({
      where: { uuid: answer.uuid },
      include: {
        products: { include: { options: true }, orderBy: { id: 'asc' } },
        history: true,
      },
    });
    expect(order.id).toBe(answer.id);
    expect(order).toMatchObject({
      status: OrderStatus.New,
      paymentStatus: PaymentStatus.NotPaid,
      platform: 'web',
      note: 'Citofono Verdi',
      fiscalCode: 'VRDGLU90A41F205X',
      gender: 'F',
      deliveryStreetName: 'Via Roma',
      residentialStreetName: 'Via Dante',
      discountCodeName: 'PORTA29',
    });
    expect(order.amount.toFixed(2)).toBe(expected.total);
    expect(order.discountAmount.toFixed(2)).toBe(expected.discount);
    expect(order.shipmentPrice.toFixed(2)).toBe('4.99');
    expect(order.history).toEqual([
      expect.objectContaining({
        type: 'OrderCreate',
        to: String(OrderStatus.New),
        email: 'giulia.verdi@example.test',
      }),
    ]);
    expect(order.products.map((product) => product.uuid)).toEqual(
      answer.products.map((product: { uuid: string }) => product.uuid),
    );
    const [ported29, ported10, fresh] = order.products;
    assertDefined(ported29, 'ported29');
    assertDefined(ported10, 'ported10');
    assertDefined(fresh, 'fresh');
    expect(ported29).toMatchObject({
      portationDonorNetwork: '29',
      portationMobileNumber: '+393331112223',
      isEsim: true,
      simStatus: SimStatus.NoActive,
      offerExternalId: 1004,
      isSendBss: false,
    });
    expect(ported29.activationPrice.toFixed(2)).toBe('4.99');
    expect(ported10.activationPrice.toFixed(2)).toBe('9.99');
    expect(ported10.esimPrice.toFixed(2)).toBe('2.50');
    expect(ported10.topupAmount.toFixed(2)).toBe('10.00');
    expect(ported10.consent).toBe(true);
    expect(fresh.activationPrice.toFixed(2)).toBe('19.99');
    expect(fresh.isEsim).toBe(false);
    expect(ported10.options.map((row) => [row.optionalName, row.optionalPrice.toFixed(2)])).toEqual([
      ['Roaming Plus Extra UE', '7.99'],
      ['SMS 500', '1.99'],
    ]);
    // The order page's price rows, and product sums before the order's discount.
    expect(ported10.tableItems).toEqual(
      expected.lines
        .filter((line) => line.product === 1)
        .map((line) => ({
          type: line.kind,
          name:
            { offer: 'Illimitata Pro 5G', activation: 'Attivazione', esim: 'eSIM', topup: 'Ricarica' }[
              line.kind as string
            ] ?? line.name,
          price: line.price,
          discount: line.discount,
          total: line.total,
        })),
    );
    const productSums = order.products.reduce((sum, product) => sum + Number(product.totalSum), 0);
    expect(Number(order.amount)).toBeCloseTo(productSums + 4.99 - Number(order.discountAmount), 2);

    const after = await written();
    expect(after.orders - before.orders).toBe(1);
    expect(after.products - before.products).toBe(3);
    expect(after.keys - before.keys).toBe(1);
    // Not paid yet: the order is not sent to the billing system.
    expect(after.jobs - before.jobs).toBe(0);
  });

  it('sends the order to the BSS only once the payment provider holds its payment (job runner, simulator)', async () => {
    const response = await post(cart());
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { uuid, id, amount } = response.body.response;
    const confirm = () => post({ order_uuid: uuid }, null, '/api/web-api/order/confirm-payment');
    const charge = (cents: number, key: string) =>
      fetch(`${server.bss.url}/v1/payments/charges`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          PaymentReference: uuid,
          AmountCents: cents,
          Currency: 'EUR',
          Card: { Brand: 'VISA', Last4: '4242' },
        }),
      });

    const unpaid = await confirm();
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('The payment provider has no payment for this order');
    const amountCents = Math.round(Number(amount) * 100);
    expect((await charge(amountCents - 100, 'first')).status).toBe(201);
    const short = await confirm();
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(
      `The payment provider holds ${((amountCents - 100) / 100).toFixed(2)} of the ${amount} this order costs`,
    );
    expect(
      await server.prisma.job.count({
        where: { kind: ORDER_BSS_SEND_KIND, payload: { equals: { orderId: id } } },
      }),
    ).toBe(0);

    expect((await charge(100, 'second')).status).toBe(201);
    const paid = await confirm();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.response).toMatchObject({ payment_status: PaymentStatus.Paid, payment_sum: amount });
    const order = await server.prisma.order.findUniqueOrThrow({ where: { uuid } });
    expect(order).toMatchObject({ paymentStatus: PaymentStatus.Paid, paidMethod: 'card' });
    expect(order.paidData).toMatchObject({
      cardCompany: 'VISA',
      cardNumber: '************4242',
      totalAmount: amount,
    });
    expect(await server.prisma.outboxEvent.count({ where: { orderId: id, type: 'order.paid' } })).toBe(1);
    // Asked again, the payment is answered as it is and nothing is written twice.
    expect((await confirm()).body).toEqual(paid.body);

    const sendJob = () =>
      server.prisma.job.findFirstOrThrow({
        where: { kind: ORDER_BSS_SEND_KIND, payload: { equals: { orderId: id } } },
      });
    // Each SIM is marked sent as soon as the BSS took it; the job's own outcome commits after that.
    const deadline = Date.now() + 20_000;
    let job = await sendJob();
    while (job.status !== 'succeeded' && job.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      job = await sendJob();
    }
    expect(job).toMatchObject({ status: 'succeeded', current: 1, end: 1 });
    const products = await server.prisma.orderProduct.findMany({ where: { order: { uuid } } });
    expect(products.map((product) => [product.isSendBss, product.errorBss])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
    for (const product of products) expect(product.externalId).toBeTruthy();
  });

  it('eSIM-only carts ship nothing; an only-MNP code without portability gives nothing and is not kept', async () => {
    const response = await post(
      cart({ products: [{ offer_uuid: ids.offer, is_esim: 1 }], discount_code: 'ONLYMNP' }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const answer = response.body.response;
    expect(answer).toMatchObject({
      shipment_price: '0.00',
      discount_amount: '0.00',
      amount: '44.97',
      discount_code: { name: 'ONLYMNP', applied: false, refusal: 'no_mnp_product' },
    });
    const order = await server.prisma.order.findUniqueOrThrow({ where: { uuid: answer.uuid } });
    expect(order.discountCodeName).toBeNull();
    expect(order.discountCodeId).toBeNull();
  });

  it('answers the same order for a repeat with the same key and body, and 409 for another body', async () => {
    const key = randomUUID();
    const first = await post(cart(), key);
    expect(first.status).toBe(200);
    const before = await written();
    const again = await post(cart(), key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await post(cart({ note: 'Another note' }), key);
    expect(other.status).toBe(409);
    expect(other.body.message).toMatch(/Idempotency-Key/);
    expect(await written()).toEqual(before);
    // Keys belong to their caller: another channel's same key is its own order.
    const otherChannel = (await server.signIn(SystemRole.NoRole)).token;
    const theirs = await server.request(PATH, {
      body: cart(),
      token: otherChannel,
      headers: { 'idempotency-key': key },
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.response.uuid).not.toBe(first.body.response.uuid);
  });

  it('stores one order when the same key arrives twice at once', async () => {
    const key = randomUUID();
    const before = await written();
    const [one, two] = await Promise.all([post(cart(), key), post(cart(), key)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(two.body.response.uuid).toBe(one.body.response.uuid);
    expect((await written()).orders - before.orders).toBe(1);
  });

  it('refuses bad carts with a 400 naming the field, and writes nothing', async () => {
    const base = cart();
    const product = (index: number, patch: Record<string, unknown>) =>
      base.products.map((item, at) => (at === index ? { ...item, ...patch } : item));
    const cases: Array<[string, unknown, string | null, RegExp]> = [
      ['no key', base, null, /Idempotency-Key header is required/],
      ['a key with spaces', base, 'two words', /Idempotency-Key header must be/],
      ['no products', { ...base, products: [] }, 'k', /products: This field is required/],
      [
        'unknown offer',
        { ...base, products: product(0, { offer_uuid: randomUUID() }) },
        'k',
        /products\.0\.offer_uuid: No such offer/,
      ],
      [
        'unpublished offer',
        { ...base, products: product(1, { offer_uuid: ids.unpublished }) },
        'k',
        /products\.1\.offer_uuid: The offer is not published/,
      ],
      [
        'inactive offer',
        { ...base, products: product(2, { offer_uuid: ids.inactive }) },
        'k',
        /products\.2\.offer_uuid: The offer can no longer be activated/,
      ],
      [
        'unmatched offer',
        { ...base, products: product(2, { offer_uuid: ids.unmatched }) },
        'k',
        /products\.2\.offer_uuid: The offer is not matched/,
      ],
      [
        'unknown option',
        { ...base, products: product(1, { option_uuids: [randomUUID()] }) },
        'k',
        /products\.1\.option_uuids\.0: No such option/,
      ],
      [
        'unpublished option',
        { ...base, products: product(1, { option_uuids: [ids.hiddenOption] }) },
        'k',
        /products\.1\.option_uuids\.0: The option is not on sale/,
      ],
      [
        'unknown donor',
        { ...base, products: product(0, { portation_donor_network: '98' }) },
        'k',
        /products\.0\.portation_donor_network: Unknown donor operator/,
      ],
      [
        'inactive donor',
        { ...base, products: product(0, { portation_donor_network: '99' }) },
        'k',
        /products\.0\.portation_donor_network: Unknown donor operator/,
      ],
      [
        'donor without number',
        { ...base, products: product(0, { portation_mobile_number: '' }) },
        'k',
        /products\.0\.portation_mobile_number: This field is required/,
      ],
      [
        'number without donor',
        { ...base, products: product(2, { portation_mobile_number: '3331234567' }) },
        'k',
        /products\.2\.portation_donor_network: This field is required/,
      ],
      [
        'port-in only offer without donor',
        { ...base, products: product(2, { offer_uuid: ids.portInOnly }) },
        'k',
        /products\.2\.portation_donor_network: The offer is sold only with number portability/,
      ],
      [
        'excluded donor',
        { ...base, products: product(0, { offer_uuid: ids.portInOnly, portation_donor_network: '55' }) },
        'k',
        /products\.0\.portation_donor_network: Numbers from this operator cannot be ported/,
      ],
      ['no customer', { ...base, customer_info: undefined }, 'k', /customer_info: This field is required/],
      [
        'no fiscal code',
        { ...base, customer_info: { ...base.customer_info, fiscal_code: ' ' } },
        'k',
        /customer_info\.fiscal_code: This field is required/,
      ],
      [
        'bad email',
        { ...base, customer_info: { ...base.customer_info, email: 'nope' } },
        'k',
        /customer_info\.email: Invalid email address/,
      ],
      [
        'no delivery city',
        { ...base, delivery_info: { ...address, city: '' } },
        'k',
        /delivery_info\.city: This field is required/,
      ],
      [
        'no residential zip code',
        { ...base, residential_info: { ...address, zip_code: undefined } },
        'k',
        /residential_info\.zip_code: This field is required/,
      ],
      ['unknown code', { ...base, discount_code: 'NOPE' }, 'k', /discount_code: No such discount code/],
      [
        'expired code',
        { ...base, discount_code: 'OLDCODE' },
        'k',
        /discount_code: The discount code has expired/,
      ],
      [
        'inactive code',
        { ...base, discount_code: 'OFFCODE' },
        'k',
        /discount_code: The discount code is not active/,
      ],
      [
        'negative top-up',
        { ...base, products: product(1, { topup_amount: '-5' }) },
        'k',
        /products\.1\.topup_amount: Please enter a number/,
      ],
    ];
    const before = await written();
    for (const [name, body, key, message] of cases) {
      const response = await post(body, key === 'k' ? randomUUID() : key);
      expect(response.status, name).toBe(400);
      expect(response.body.message, name).toMatch(message);
    }
    expect(await written()).toEqual(before);
  });
});
