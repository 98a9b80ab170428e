import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';
import { bssControl } from './bss-fixtures';

// The offer calls of spec 002 section 7 against the real server, database and BSS simulator.
let server: TestServer;
let control: ReturnType<typeof bssControl>;
const categories: string[] = [];

beforeAll(async () => {
  // A short deadline keeps the BSS failure cases quick; no breaker so one case cannot open it for the next.
  server = await startTestServer({
    apiConfig: { bss: { timeoutMs: 1000, deadlineMs: 1500, backoffMs: 20, breakerFailureThreshold: 1000 } },
  });
  control = bssControl(server.bss.url);
  const { token } = await server.signIn(SystemRole.Admin);
  for (const name of ['Giga', 'Famiglia']) {
    const created = await server.request('/api/admin/offer-create-category', {
      token,
      body: { name: `${name} ${randomUUID().slice(0, 8)}`, priority: 1, publish: 1, url: '' },
    });
    categories.push(created.body.response);
  }
});
afterAll(() => server.close());
beforeEach(async () => {
  await control.reset();
});

const style = (color = '', bold = 0) => ({ color, bold });
const offerBody = (name = `Giga ${randomUUID().slice(0, 8)}`) => ({
  name,
  priority: 3,
  publish: 1,
  category: categories.join(','),
  price: '9,99',
  price_for: 'al mese',
  other_text: '',
  data: '150',
  sms: '100',
  min: 'Illimitati',
  additional_data: '<p>5G included</p>',
  additional_data_style: style('light-blue', 1),
  additional_data_two: '',
  additional_data_two_style: style(),
  additional_data_three: '',
  additional_data_three_style: style(),
  int_min: '200',
  int_min_style: style('light-gray'),
  countries: 'Europe, USA',
  rates_abroad: 1,
  rates_abroad_style: style(),
  free: 1,
  free_style: style('light-red', 1),
  activation_info: 'Activation online',
  display_roaming: 1,
  overview: '<p>Overview</p>',
  note: '<p>Note</p>',
  design: 'Blue',
  photo_list: '',
  alt_list: 'List photo',
  photo_slide: '',
  alt_slide: '',
  photo_slide_lg: '',
  alt_slide_lg: '',
  photo_slide_m: '',
  alt_slide_m: '',
  display_offers: 1,
  display_home: 0,
  display_slider: 0,
  active: 1,
  tariff_overview: 'Tariff overview',
  prospects_info: '',
  contract: '',
  title: 'Giga SEO',
  description: 'Giga description',
  keywords: 'giga',
  url: '',
  external_id: -1,
});

const ROW_FIELDS = [
  ...Object.keys(offerBody()),
  'uuid',
  'external_data',
  'price_vodafone',
  'price_others',
  'bss_plan_withdrawn_at',
  'slider_sort',
  'create_at',
];

type Row = Record<string, any>;
const adminToken = async () => (await server.signIn(SystemRole.Admin)).token;
const create = (token: string, body: Row) => server.request('/api/shop/offer/offer-create', { token, body });
const change = (token: string, body: Row) => server.request('/api/shop/offer/offer-change', { token, body });
async function readOffer(token: string, uuid: string): Promise<Row> {
  const response = await server.request('/api/shop/offer/get-offer-by', {
    token,
    body: { offer_uuid: uuid },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

describe('Offers (2.1)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'Offer',
    versioned: true,
    list: { path: '/api/shop/offer/get-offers', envelope: 'data' },
    get: { method: 'POST', path: '/api/shop/offer/get-offer-by', idKey: 'offer_uuid' },
    create: { path: '/api/shop/offer/offer-create', body: () => offerBody() },
    update: {
      path: '/api/shop/offer/offer-change',
      idKey: 'uuid',
      body: () => ({ ...offerBody('Giga 200'), price: 12, design: 'Transparent', category: categories[1] }),
      expected: () => ({ name: 'Giga 200', price: '12.00', design: 'Transparent', category: categories[1] }),
    },
    publish: { path: '/api/shop/offer/change-offer-publish', idKey: 'uuid' },
    delete: { path: '/api/shop/offer/delete-offer', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: ROW_FIELDS,
  });

  it("gives a new offer the spec's defaults and answers no match as -1 with empty external data", async () => {
    const token = await adminToken();
    const created = await create(token, { name: 'Minimal', priority: '7', price: 5, design: 'Orange' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await readOffer(token, created.body.response)).toMatchObject({
      publish: 1,
      display_offers: 1,
      display_home: 0,
      display_slider: 0,
      active: 1,
      free: 1,
      rates_abroad: 1,
      display_roaming: 1,
      price_for: 'al mese',
      priority: 7,
      price: '5.00',
      category: '',
      external_id: -1,
      external_data: '',
      price_vodafone: null,
      price_others: null,
      free_style: { color: '', bold: 0 },
    });
  });

  it('keeps categories as a relation, styles as colour and bold, other_text only for "other", cleaned rich text', async () => {
    const token = await adminToken();
    const id = (
      await create(token, {
        ...offerBody(),
        category: `${categories[1]}, ${categories[0]},${categories[1]}`,
        price_for: 'con 2 mesi inclusi',
        other_text: 'dropped',
        additional_data: '<p>Fast</p><script>alert(1)</script>',
      })
    ).body.response as string;
    const row = await readOffer(token, id);
    expect(row.category.split(',').sort()).toEqual([...categories].sort());
    expect(row.other_text).toBe('');
    expect(row.additional_data).toBe('<p>Fast</p>');
    expect(row.additional_data_style).toEqual({ color: 'light-blue', bold: 1 });
    expect(row.free_style).toEqual({ color: 'light-red', bold: 1 });
    expect(await server.prisma.offerCategoryOffer.count({ where: { offerId: id } })).toBe(2);

    expect(
      (
        await change(token, {
          ...offerBody(),
          uuid: id,
          category: '',
          price_for: 'other',
          other_text: 'al giorno',
        })
      ).status,
    ).toBe(200);
    const changed = await readOffer(token, id);
    expect(changed).toMatchObject({ category: '', price_for: 'other', other_text: 'al giorno' });
    expect(await server.prisma.offerCategoryOffer.count({ where: { offerId: id } })).toBe(0);
  });

  it('generates the url from the name, normalises a typed one and answers 409 for a taken url', async () => {
    const token = await adminToken();
    const suffix = randomUUID().slice(0, 6);
    const generated = await create(token, offerBody(`Супер Giga ${suffix}`));
    expect((await readOffer(token, generated.body.response)).url).toBe(`super-giga-${suffix}`);
    const typed = await create(token, { ...offerBody(), url: `My.Offer$Page ${suffix}` });
    expect((await readOffer(token, typed.body.response)).url).toBe(`my-offer-page-${suffix}`);
    const clash = await create(token, { ...offerBody(), url: `my-offer-page-${suffix}` });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/URL/);
  });

  it('answers 400 naming the field for each invalid value, writing nothing', async () => {
    const token = await adminToken();
    const before = await server.prisma.offer.count();
    const cases: [string, unknown][] = [
      ['name', ' '],
      ['priority', 'first'],
      ['priority', ''],
      ['price', '9.999'],
      ['price', '-1'],
      ['design', 'Red'],
      ['design', undefined],
      ['price_for', 'weekly'],
      ['category', 'not-a-uuid'],
      ['category', randomUUID()],
      ['external_id', 0],
      ['external_id', 'plan'],
      ['free_style', { color: 'pink', bold: 0 }],
      ['publish', 2],
    ];
    for (const [field, value] of cases) {
      const response = await create(token, { ...offerBody(), [field]: value });
      expect({ field, value, status: response.status }).toEqual({ field, value, status: 400 });
      expect(response.body.message).toMatch(new RegExp(field.replace('_style', '')));
    }
    expect(await server.prisma.offer.count()).toBe(before);
  });

  it('answers the slider position that change-offer-sort sets', async () => {
    const token = await adminToken();
    const id = (await create(token, { ...offerBody(), display_slider: 1 })).body.response as string;
    const sorted = await server.request('/api/admin/change-offer-sort', {
      token,
      body: { uuid: id, slider_sort: 12 },
    });
    expect(sorted.body).toEqual({ response: true });
    expect(await readOffer(token, id)).toMatchObject({ display_slider: 1, slider_sort: 12 });
  });

  it('takes uploaded images for the photos and PDFs only for prospects_info and contract', async () => {
    const token = await adminToken();
    const image = await uploadFile(server, token, {
      kind: 'image',
      directory: 'offers',
      file: SAMPLE_FILES.png,
    });
    const pdf = await uploadFile(server, token, { kind: 'pdf', directory: 'offers', file: SAMPLE_FILES.pdf });
    for (const [field, path] of [
      ['contract', image],
      ['prospects_info', image],
      ['photo_list', pdf],
      ['photo_slide_m', '/storage/app/public/uploads/offers/2026/01/missing.png'],
    ] as const) {
      const response = await create(token, { ...offerBody(), [field]: path });
      expect({ field, status: response.status }).toEqual({ field, status: 400 });
      expect(response.body.message).toMatch(new RegExp(field));
    }
    const images = { photo_list: image, photo_slide: image, photo_slide_lg: image, photo_slide_m: image };
    const created = await create(token, {
      ...offerBody(),
      ...images,
      alt_slide_lg: 'Large slide',
      prospects_info: pdf,
      contract: pdf,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await readOffer(token, created.body.response)).toMatchObject({
      ...images,
      alt_slide_lg: 'Large slide',
      prospects_info: pdf,
      contract: pdf,
    });
  });
});

describe('Offers matched to a billing plan (2.1 matching from BSS)', () => {
  it("stores the BSS's own plan as the snapshot (never the client's) with its activation prices", async () => {
    const token = await adminToken();
    const plans = (await server.request('/api/admin/get-active-offers', { token })).body.response as Row[];
    const plan = defined(
      plans.find((item) => item.ID === 1004),
      'plan 1004',
    );
    const created = await create(token, {
      ...offerBody(),
      external_id: 1004,
      external_data: JSON.stringify({ ...plan, RenewalPrice: 0 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await readOffer(token, created.body.response);
    expect(row.external_id).toBe(1004);
    expect(JSON.parse(row.external_data)).toEqual(plan);
    // Port-in from the first named network (donor 29) and from the other networks.
    expect(row).toMatchObject({ price_vodafone: '4.99', price_others: '9.99' });

    // The type 1 discount choices now include the plan's dependent options.
    const choices = (await server.request('/api/admin/discount-codes/get-option-choices', { token })).body
      .data;
    expect(choices.map((choice: Row) => choice.ID)).toEqual(expect.arrayContaining([503, 504]));

    // -1 removes the match and its snapshot.
    expect(
      (await change(token, { ...offerBody(), uuid: created.body.response, external_id: -1 })).status,
    ).toBe(200);
    expect(await readOffer(token, created.body.response)).toMatchObject({
      external_id: -1,
      external_data: '',
      price_vodafone: null,
    });
  });

  it('refuses a plan the BSS does not sell (unknown or withdrawn) with a 400', async () => {
    const token = await adminToken();
    for (const externalId of [9999, 1010]) {
      const response = await create(token, { ...offerBody(), external_id: externalId });
      expect({ externalId, status: response.status }).toEqual({ externalId, status: 400 });
      expect(response.body.message).toMatch(/not on sale/);
    }
  });

  it("answers the spec's BSS error when a new match cannot be read, writing nothing; keeping a match needs no BSS", async () => {
    const token = await adminToken();
    const id = (await create(token, { ...offerBody(), external_id: 1001 })).body.response as string;
    const before = await server.prisma.offer.findUniqueOrThrow({ where: { id } });

    await control.fault({ kind: 'error', status: 500 });
    const broken = await change(token, { ...offerBody('Changed'), uuid: id, external_id: 1002 });
    expect(broken.status).toBe(502);
    expect(broken.body.message).toBe('The offers could not be read from the BSS');
    await control.clearFaults();
    await control.fault({ kind: 'disconnect' });
    const down = await create(token, { ...offerBody(), external_id: 1002 });
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('The offers could not be read from the BSS');
    expect(await server.prisma.offer.findUniqueOrThrow({ where: { id } })).toEqual(before);

    // The same plan kept: the edit goes through without asking the BSS.
    await control.clearFaults();
    await control.fault({ kind: 'timeout' });
    const kept = await change(token, { ...offerBody('Kept'), uuid: id, external_id: 1001 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await readOffer(token, id)).toMatchObject({ name: 'Kept', external_id: 1001 });
    await control.clearFaults();
  });

  it("'Update BSS offers' refreshes a matched offer's snapshot and prices", async () => {
    const token = await adminToken();
    const id = (await create(token, { ...offerBody(), external_id: 1003 })).body.response as string;
    await control.changePlan(1003, { ActivationPrices: { OtherNetworks: 2.5 } });
    const refreshed = await server.request('/api/web-api/admin/update-bss-offers', { token });
    expect(refreshed.status).toBe(200);
    expect(await readOffer(token, id)).toMatchObject({ price_others: '2.50', bss_plan_withdrawn_at: null });
  });
});
