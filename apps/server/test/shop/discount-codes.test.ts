import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // An offer matched to BSS plan 1001 (dependent options 501 and 505), through the offer call.
  const matched = await server.request('/api/shop/offer/offer-create', {
    token: (await server.signIn(SystemRole.Admin)).token,
    body: { name: 'Start 50', priority: 1, price: '5.99', design: 'Blue', external_id: 1001 },
  });
  expect(matched.status, JSON.stringify(matched.body)).toBe(200);
});
afterAll(() => server.close());

const codeName = () => `CODE${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
const codeBody = (name = codeName()) => ({
  name,
  active: 1,
  expires_at: '2099-12-31',
  only_mnp: 0,
  dont_send_to_logistic: 1,
  session_uuid: randomUUID(),
  actions: [
    { discount_type: 0, amount: '10,5', amount_type: 0 },
    { discount_type: 2, amount: 150, amount_type: 1, params: [0, 2] },
  ],
});

type Row = Record<string, unknown>;

async function create(token: string, body: Row = codeBody()) {
  return server.request('/api/admin/discount-codes/create', { token, body });
}
async function readCode(token: string, uuid: string) {
  return server.request('/api/admin/discount-codes/get', { token, body: { uuid } });
}

describe('Discount codes (2.5)', () => {
  it('any active staff role creates (36-character id), lists and reads with the contract fields', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const created = await create(token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.response).toMatch(/^[0-9a-f-]{36}$/);
    const list = await server.request('/api/admin/discount-codes/get-list', { token });
    expect(list.status).toBe(200);
    const row = (list.body.data as Row[]).find((item) => item.uuid === created.body.response);
    expect(Object.keys(defined(row, 'row')).sort()).toEqual(
      [
        'uuid',
        'name',
        'active',
        'expires_at',
        'created_at',
        'only_mnp',
        'dont_send_to_logistic',
        'actions',
      ].sort(),
    );
    expect(row).toMatchObject({
      active: 1,
      only_mnp: 0,
      // dont_send_to_logistic means something only beside action 4.
      dont_send_to_logistic: 0,
      actions: [
        { discount_type: 0, amount: '10.50', amount_type: 0, params: [] },
        // Percent amounts are capped at 100.
        { discount_type: 2, amount: '100.00', amount_type: 1, params: [0, 2] },
      ],
    });
    // A date-only expiry lasts to the end of that day in Rome.
    expect(defined(row, 'row').expires_at).toBe('2099-12-31T22:59:59.000Z');
    const one = await readCode(token, created.body.response);
    expect(one.body.data).toEqual(row);
  });

  it('strips the name to A-Z0-9 and upper-cases it on the server; a taken name is a 409', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const base = codeName();
    const created = await create(token, codeBody(`${base.toLowerCase()}-€ !`));
    expect(created.status).toBe(200);
    expect((await readCode(token, created.body.response)).body.data.name).toBe(base);
    const clash = await create(token, codeBody(base));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/already exists/);
    expect(clash.body.issues).toMatchObject([{ path: ['name'], messageId: 'valueTaken' }]);
    expect(await server.prisma.discountCode.count({ where: { name: base } })).toBe(1);
  });

  it('updates: replaces the actions, type 4 is 100 percent and keeps dont_send_to_logistic; audits', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const uuid = (await create(token)).body.response as string;
    const changed = await server.request('/api/admin/discount-codes/update', {
      token,
      body: {
        ...codeBody(),
        uuid,
        only_mnp: true,
        actions: [
          { discount_type: 4, amount: 5, amount_type: 0 },
          { discount_type: 1, amount: 3, amount_type: 0, params: ['505', 501] },
        ],
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ response: true });
    const row = (await readCode(token, uuid)).body.data;
    expect(row).toMatchObject({
      only_mnp: 1,
      dont_send_to_logistic: 1,
      actions: [
        { discount_type: 4, amount: '100.00', amount_type: 1, params: [] },
        { discount_type: 1, amount: '3.00', amount_type: 0, params: [501, 505] },
      ],
    });
    expect(await server.prisma.discountCodeAction.count({ where: { discountCodeId: uuid } })).toBe(2);
    const audit = await server.prisma.auditLog.findMany({
      where: { entityType: 'DiscountCode', entityId: uuid },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'shop.discount-code.create',
      'shop.discount-code.update',
    ]);
  });

  it('refuses the rules with a 400 and writes nothing', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const before = await server.prisma.discountCode.count();
    for (const change of [
      { name: '-- ' },
      { actions: [] },
      { actions: [{ discount_type: 0, amount_type: 0 }] },
      { actions: [{ discount_type: 3, amount: 0, amount_type: 0 }] },
      { actions: [{ discount_type: 1, amount: 5, amount_type: 0, params: [] }] },
      { actions: [{ discount_type: 2, amount: 5, amount_type: 0 }] },
      { actions: [{ discount_type: 2, amount: 5, amount_type: 0, params: [7] }] },
      { actions: [{ discount_type: 5, amount: 5, amount_type: 0 }] },
      {
        actions: [
          { discount_type: 0, amount: 5, amount_type: 0 },
          { discount_type: 0, amount: 6, amount_type: 0 },
        ],
      },
      { expires_at: 'soon' },
    ]) {
      const response = await create(token, { ...codeBody(), ...change });
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
    }
    expect(await server.prisma.discountCode.count()).toBe(before);
  });

  it('takes an expiry as a day, a Rome wall time or an ISO instant, and answers it as ISO 8601', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    for (const [expires_at, stored] of [
      ['2027-06-30', '2027-06-30T21:59:59.000Z'],
      ['2027-06-30 23:59:59', '2027-06-30T21:59:59.000Z'],
      ['2027-01-15 10:30:00', '2027-01-15T09:30:00.000Z'],
      ['2027-06-30T12:00:00+02:00', '2027-06-30T10:00:00.000Z'],
    ] as const) {
      const created = await create(token, { ...codeBody(), expires_at });
      expect({ expires_at, status: created.status }).toEqual({ expires_at, status: 200 });
      expect((await readCode(token, created.body.response)).body.data.expires_at).toBe(stored);
    }
  });

  it("refuses type 1 option IDs no matched offer's plan offers (400 naming them), on create and update", async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const uuid = (await create(token)).body.response as string;
    const unknownOption = { discount_type: 1, amount: 2, amount_type: 0, params: [501, 999, 502] };
    const created = await create(token, { ...codeBody(), actions: [unknownOption] });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/option 999, 502 is not a dependent option/);
    const changed = await server.request('/api/admin/discount-codes/update', {
      token,
      body: { ...codeBody(), uuid, actions: [unknownOption] },
    });
    expect(changed.status).toBe(400);
    expect((await readCode(token, uuid)).body.data.actions).toHaveLength(2);
  });

  it('the active switch has its own call (1 and 0, audited), for every staff role', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const uuid = (await create(token)).body.response as string;
    for (const active of [0, 1]) {
      const switched = await server.request('/api/admin/discount-codes/change-active', {
        token,
        body: { uuid, active },
      });
      expect(switched.body).toEqual({ response: true });
      expect((await readCode(token, uuid)).body.data.active).toBe(active);
    }
    const audit = await server.prisma.auditLog.count({
      where: { entityId: uuid, action: 'shop.discount-code.active' },
    });
    expect(audit).toBe(2);
  });

  it('deletes for the super administrator only, then 404; unknown ids are 404 everywhere', async () => {
    const staff = (await server.signIn(SystemRole.Admin)).token;
    const uuid = (await create(staff)).body.response as string;
    const refused = await server.request('/api/admin/discount-codes/delete', {
      token: staff,
      body: { uuid },
    });
    expect(refused.status).toBe(403);
    const superAdmin = (await server.signIn(SystemRole.SuperAdmin)).token;
    const deleted = await server.request('/api/admin/discount-codes/delete', {
      token: superAdmin,
      body: { uuid },
    });
    expect(deleted.body).toEqual({ response: true });
    expect(await server.prisma.discountCodeAction.count({ where: { discountCodeId: uuid } })).toBe(0);
    const unknown = randomUUID();
    for (const [path, body] of [
      ['/api/admin/discount-codes/get', { uuid: unknown }],
      ['/api/admin/discount-codes/update', { ...codeBody(), uuid: unknown }],
      ['/api/admin/discount-codes/change-active', { uuid: unknown, active: 1 }],
      ['/api/admin/discount-codes/delete', { uuid: unknown }],
      ['/api/admin/discount-codes/delete', { uuid }],
    ] as const) {
      const response = await server.request(path, { token: superAdmin, body });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it('refuses callers without a session (401)', async () => {
    for (const path of ['/api/admin/discount-codes/get-list', '/api/admin/discount-codes/get-option-choices'])
      expect((await server.request(path)).status).toBe(401);
  });

  it("offers the matched offers' DependentOptions as type 1 choices, to every staff role", async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const plans = (
      await server.request('/api/admin/get-active-offers', {
        token: (await server.signIn(SystemRole.Admin)).token,
      })
    ).body.response as { ID: number; DependentOptions: { ID: number; Title: string }[] }[];
    // The plan of the offer matched in beforeAll, so the choices are exactly its options.
    const plan = defined(
      plans.find((item) => item.ID === 1001),
      'plan 1001',
    );
    await server.prisma.offer.create({
      data: {
        name: 'Matched',
        price: '5',
        url: `matched-${randomUUID()}`,
        externalId: plan.ID,
        externalData: plan,
      },
    });
    await server.prisma.offer.create({
      data: {
        name: 'Twice',
        price: '5',
        url: `twice-${randomUUID()}`,
        externalId: plan.ID,
        externalData: plan,
      },
    });
    const choices = await server.request('/api/admin/discount-codes/get-option-choices', { token });
    expect(choices.status).toBe(200);
    expect(choices.body.data).toEqual(
      plan.DependentOptions.map(({ ID, Title }) => ({ ID, Title })).sort((a, b) => a.ID - b.ID),
    );
  });
});
