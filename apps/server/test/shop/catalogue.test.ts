import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itTakesOnlySafeLinks } from '../support/link-fields';
import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const categoryBody = (name = 'Giga plans') => ({
  name,
  priority: 2,
  publish: 1,
  title: 'Giga',
  description: 'Plans with much data',
  keywords: 'giga, data',
  url: '',
  h1: 'Giga plans',
});

describe('Offer categories (2.2)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'OfferCategory',
    versioned: true,
    list: { path: '/api/admin/get-offer-categories', envelope: 'data' },
    get: { method: 'POST', path: '/api/admin/get-offer-category-by', idKey: 'offer_category_uuid' },
    create: { path: '/api/admin/offer-create-category', body: () => categoryBody(`Cat ${randomUUID()}`) },
    update: {
      path: '/api/admin/change-offer-category-info',
      idKey: 'uuid',
      body: () => ({
        ...categoryBody('Unlimited'),
        url: `Unlimited Now ${randomUUID().slice(0, 8)}`,
        priority: '5',
      }),
      expected: () => ({ name: 'Unlimited', priority: 5, h1: 'Giga plans' }),
    },
    publish: { path: '/api/admin/change-offer-category-publish', idKey: 'uuid' },
    delete: { path: '/api/admin/delete-offer-category', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: [
      'uuid',
      'name',
      'priority',
      'publish',
      'title',
      'description',
      'keywords',
      'url',
      'h1',
      'create_at',
    ],
  });

  it('lists by priority, generates the url from the name and normalises a typed one', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const suffix = randomUUID().slice(0, 6);
    const low = await server.request('/api/admin/offer-create-category', {
      token,
      body: { ...categoryBody(`Смарт Plan ${suffix}`), priority: -100 },
    });
    const typed = await server.request('/api/admin/offer-create-category', {
      token,
      body: { ...categoryBody('Typed'), priority: -99, url: `My.Url$Here ${suffix}` },
    });
    const list = (await server.request('/api/admin/get-offer-categories', { token })).body.data as {
      uuid: string;
      url: string;
      priority: number;
    }[];
    const priorities = list.map((row) => row.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(list.find((row) => row.uuid === low.body.response)?.url).toBe(`smart-plan-${suffix}`);
    expect(list.find((row) => row.uuid === typed.body.response)?.url).toBe(`my-url-here-${suffix}`);
  });

  it('requires name and priority (400 naming them) and answers 409 for a taken url', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const invalid = await server.request('/api/admin/offer-create-category', {
      token,
      body: { ...categoryBody(' '), priority: 'first' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/name/);
    expect(invalid.body.message).toMatch(/priority/);
    const url = `same-${randomUUID().slice(0, 8)}`;
    expect(
      (await server.request('/api/admin/offer-create-category', { token, body: { ...categoryBody(), url } }))
        .status,
    ).toBe(200);
    const clash = await server.request('/api/admin/offer-create-category', {
      token,
      body: { ...categoryBody(), url },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/URL/);
  });

  it('refuses to delete a category offers use (409 with a message), deletes it once unused', async () => {
    const { token } = await server.signIn(SystemRole.SuperAdmin);
    const category = (
      await server.request('/api/admin/offer-create-category', {
        token,
        body: categoryBody(`Used ${randomUUID()}`),
      })
    ).body.response as string;
    const offer = await server.prisma.offer.create({
      data: {
        name: 'Giga 100',
        price: '9.99',
        url: `giga-${randomUUID()}`,
        categories: { create: { categoryId: category } },
      },
    });
    const refused = await server.request('/api/admin/delete-offer-category', {
      token,
      body: { uuid: category },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/used by 1 offer/);
    expect(await server.prisma.offerCategory.count({ where: { id: category } })).toBe(1);
    await server.prisma.offer.delete({ where: { id: offer.id } });
    const deleted = await server.request('/api/admin/delete-offer-category', {
      token,
      body: { uuid: category },
    });
    expect(deleted.body).toEqual({ response: true });
  });
});

const optionBody = (name = 'Extra Giga 10') => ({
  name,
  priority: 1,
  publish: 1,
  type: 'extra',
  price: '4,9',
  period: 'al mese',
  value: '10',
  measure: 'Giga',
  connect: 'Send GIGA to 40400',
  link_for_button: 'https://example.com/giga',
  limits: 'Once a month',
  overview: '<p>Ten more gigabytes</p><script>alert(1)</script>',
  note: '<p>Note</p>',
  bss: '7001',
  seo_title: 'Extra Giga',
  seo_description: 'More data',
  seo_keywords: 'giga',
  seo_url: '',
  active: 1,
  tariff_overview: 'Overview',
  prospects_info: '',
  contract: '',
});

describe('Options: extras and services (2.4)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'Option',
    versioned: true,
    list: { path: '/api/shop/options/get-options', envelope: 'data' },
    get: { method: 'POST', path: '/api/shop/options/get-option-by', idKey: 'uuid' },
    create: { path: '/api/shop/options/create-option', body: () => optionBody(`Option ${randomUUID()}`) },
    update: {
      path: '/api/shop/options/change-option-info',
      idKey: 'uuid',
      body: () => ({
        ...optionBody(`Roaming ${randomUUID().slice(0, 8)}`),
        type: 'service',
        price: 12,
        period: '',
        measure: null,
        active: 0,
      }),
      expected: () => ({ type: 'service', price: '12.00', period: '', measure: '', active: 0 }),
    },
    publish: { path: '/api/shop/options/change-option-publish', idKey: 'uuid' },
    delete: { path: '/api/shop/options/delete-option', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: Object.keys({ uuid: 1, ...optionBody(), create_at: 1 }),
  });

  it('stores the price as a decimal (no float), cleans rich text and generates the SEO url', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const name = `Giga Extra ${randomUUID().slice(0, 6)}`;
    const id = (
      await server.request('/api/shop/options/create-option', {
        token,
        body: { ...optionBody(name), price: '0,1' },
      })
    ).body.response as string;
    const row = (await server.request('/api/shop/options/get-option-by', { token, body: { uuid: id } })).body
      .data;
    expect(row.price).toBe('0.10');
    expect(row.overview).not.toMatch(/script/);
    expect(row.seo_url).toBe(name.toLowerCase().replace(/ /g, '-'));
    const stored = await server.prisma.option.findUniqueOrThrow({ where: { id } });
    expect(stored.price.toString()).toBe('0.1');
  });

  it('refuses a wrong type, period, measure or price, and a non-PDF contract (400)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    for (const [field, value] of [
      ['type', 'bundle'],
      ['period', 'al secolo'],
      ['measure', 'Litri'],
      ['price', '12.345'],
      ['price', '-1'],
      ['price', ''],
    ] as const) {
      const response = await server.request('/api/shop/options/create-option', {
        token,
        body: { ...optionBody(`Bad ${randomUUID()}`), [field]: value },
      });
      expect({ field, value, status: response.status }).toEqual({ field, value, status: 400 });
      expect(response.body.message).toMatch(new RegExp(field));
    }
    const image = await uploadFile(server, token, {
      kind: 'image',
      directory: 'options',
      file: SAMPLE_FILES.png,
    });
    const notPdf = await server.request('/api/shop/options/create-option', {
      token,
      body: { ...optionBody(`Png ${randomUUID()}`), contract: image },
    });
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.message).toMatch(/contract/);
    const pdf = await uploadFile(server, token, {
      kind: 'pdf',
      directory: 'options',
      file: SAMPLE_FILES.pdf,
    });
    const withPdf = await server.request('/api/shop/options/create-option', {
      token,
      body: { ...optionBody(`Pdf ${randomUUID()}`), contract: pdf, prospects_info: pdf },
    });
    expect(withPdf.status, JSON.stringify(withPdf.body)).toBe(200);
  });

  itTakesOnlySafeLinks(() => server, {
    field: 'link_for_button',
    body: (link) => ({ ...optionBody(`Link ${randomUUID()}`), link_for_button: link }),
    create: '/api/shop/options/create-option',
    update: '/api/shop/options/change-option-info',
    get: '/api/shop/options/get-option-by',
  });
});

describe('Offer details (2.3)', () => {
  let detail = '';
  beforeAll(async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const refreshed = await server.request('/api/web-api/admin/update-bss-offers', { token });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const list = await server.request('/api/admin/offer-details/get-list', { token });
    detail = list.body.response[0].uuid;
  });

  const otherTexts = {
    other_text_one_it: 'al mese per sempre',
    other_text_one_en: 'a month forever',
    other_text_two_it: 'solo online',
    other_text_two_en: 'online only',
  };
  const editBody = () => ({
    uuid: detail,
    price_for: 4,
    act_price_for: '4',
    name_it: 'Giga 100 IT',
    name_en: 'Giga 100 EN',
    price_eur: '7,99',
    act_price_eur: '',
    other_texts: JSON.stringify(otherTexts),
  });

  it('lists the refreshed plans under response with the contract fields and decimal prices', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const list = await server.request('/api/admin/offer-details/get-list', { token });
    expect(list.status).toBe(200);
    expect(list.body.response.length).toBeGreaterThan(10);
    const row = list.body.response[0];
    expect(Object.keys(row).sort()).toEqual(
      [
        'uuid',
        'publish',
        'bss_details_id',
        'bss_details_title',
        'bss_details_renewal_price',
        'bss_details_activation_price',
        'name_it',
        'name_en',
        'price_eur',
        'act_price_eur',
        'price_for',
        'act_price_for',
        'other_text_one_it',
        'other_text_one_en',
        'other_text_two_it',
        'other_text_two_en',
        'create_at',
      ].sort(),
    );
    expect(row.bss_details_renewal_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('edits the texts (other_texts as one JSON string), keeps the BSS columns, audits, and reads back', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const before = (
      await server.request('/api/admin/offer-details/get-offer', { token, body: { uuid: detail } })
    ).body.data;
    const edited = await server.request('/api/admin/offer-details/edit', { token, body: editBody() });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({ response: true });
    const row = (
      await server.request('/api/admin/offer-details/get-offer', { token, body: { uuid: detail } })
    ).body.data;
    expect(row).toMatchObject({
      ...otherTexts,
      price_for: 4,
      act_price_for: 4,
      name_it: 'Giga 100 IT',
      price_eur: '7.99',
      act_price_eur: null,
      bss_details_id: before.bss_details_id,
      bss_details_renewal_price: before.bss_details_renewal_price,
    });
    const audit = await server.prisma.auditLog.findMany({
      where: { entityType: 'OfferDetail', entityId: detail },
    });
    expect(audit.map((entry) => entry.action)).toContain('shop.offer-detail.update');

    // A refresh keeps the staff's texts.
    await server.request('/api/web-api/admin/update-bss-offers', { token });
    const after = (
      await server.request('/api/admin/offer-details/get-offer', { token, body: { uuid: detail } })
    ).body.data;
    expect(after.name_en).toBe('Giga 100 EN');
    expect(after.other_text_two_en).toBe('online only');
  });

  it('answers 400 for malformed other_texts JSON, unknown keys, or a price text outside 1-4', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    for (const change of [
      { other_texts: '{"other_text_one_it": "x"' },
      { other_texts: JSON.stringify({ ...otherTexts, other_text_three_it: 'x' }) },
      { other_texts: '[1,2]' },
      { price_for: 5 },
      { price_eur: 'free' },
    ]) {
      const response = await server.request('/api/admin/offer-details/edit', {
        token,
        body: { ...editBody(), ...change },
      });
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
    }
  });

  it('switches publish as 1 and 0; answers 404 for unknown ids', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    for (const publish of [0, 1]) {
      const switched = await server.request('/api/admin/offer-details/change-publish', {
        token,
        body: { uuid: detail, publish },
      });
      expect(switched.body).toEqual({ response: true });
      const row = (
        await server.request('/api/admin/offer-details/get-offer', { token, body: { uuid: detail } })
      ).body.data;
      expect(row.publish).toBe(publish);
    }
    const unknown = randomUUID();
    for (const [path, body] of [
      ['/api/admin/offer-details/get-offer', { uuid: unknown }],
      ['/api/admin/offer-details/change-publish', { uuid: unknown, publish: 1 }],
      ['/api/admin/offer-details/edit', { ...editBody(), uuid: unknown }],
    ] as const) {
      expect({ path, status: (await server.request(path, { token, body })).status }).toEqual({
        path,
        status: 404,
      });
    }
  });

  it('is for administrators: a chief agent gets 403 on every call', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    for (const [path, body] of [
      ['/api/admin/offer-details/get-list', undefined],
      ['/api/admin/offer-details/get-offer', { uuid: detail }],
      ['/api/admin/offer-details/change-publish', { uuid: detail, publish: 0 }],
      ['/api/admin/offer-details/edit', editBody()],
      ['/api/shop/options/get-options', undefined],
      ['/api/admin/get-offer-categories', undefined],
    ] as const) {
      expect({ path, status: (await server.request(path, { token, body })).status }).toEqual({
        path,
        status: 403,
      });
    }
  });
});
