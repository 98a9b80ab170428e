import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settingsBody = () => ({
  eshopPrice: '4,90 €',
  esimPrice: '9.99',
  esimReplacementPrice: '1 000,5',
  esimMnpPrice: 0,
  SIMPrice: '5',
  publish: 1,
  overview: '<p>SIM</p><script>x()</script>',
  note: '<p>Note</p>',
  title: 'Replacement SIM',
  description: 'A new SIM',
  keywords: 'sim',
  url: 'Replacement SIM!',
  uuid: 'ignored',
  promoIsActive: 1,
});

describe('Other settings (2.6)', () => {
  it('reads the settings (defaults at first) under data, for every staff role', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    const response = await server.request('/api/shop/other-settings/get', { token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual(
      [
        'uuid',
        'eshopPrice',
        'esimPrice',
        'esimReplacementPrice',
        'esimMnpPrice',
        'SIMPrice',
        'publish',
        'overview',
        'note',
        'title',
        'description',
        'keywords',
        'url',
        'promoIsActive',
      ].sort(),
    );
    expect(response.body.data.eshopPrice).toBe('0.00');
  });

  it('edits: prices stripped to digits, space, dot and comma and stored as decimals; url normalised; audited', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const edited = await server.request('/api/shop/other-settings/edit', { token, body: settingsBody() });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toEqual({ response: true });
    const row = (await server.request('/api/shop/other-settings/get', { token })).body.data;
    expect(row).toMatchObject({
      eshopPrice: '4.90',
      esimPrice: '9.99',
      esimReplacementPrice: '1000.50',
      esimMnpPrice: '0.00',
      SIMPrice: '5.00',
      url: 'replacement-sim-',
      // read-only here
      promoIsActive: 0,
    });
    expect(row.overview).not.toMatch(/script/);
    const stored = await server.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } });
    expect(stored.esimReplacementPrice.toString()).toBe('1000.5');
    expect(await server.prisma.auditLog.count({ where: { action: 'shop.other-settings.update' } })).toBe(1);
  });

  it("requires every price ('Required.' when nothing is left of it) and the url (400, nothing written)", async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const before = await server.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } });
    for (const [change, text] of [
      [{ eshopPrice: '' }, 'eshopPrice: Required.'],
      [{ esimPrice: 'free' }, 'esimPrice: Required.'],
      [{ esimMnpPrice: undefined }, 'esimMnpPrice: Required.'],
      [{ SIMPrice: '1.234' }, 'SIMPrice: Please enter a number'],
      [{ url: ' ' }, 'url:'],
    ] as const) {
      const response = await server.request('/api/shop/other-settings/edit', {
        token,
        body: { ...settingsBody(), ...change },
      });
      expect({ change, status: response.status }).toEqual({ change, status: 400 });
      expect(response.body.message).toContain(text);
    }
    expect(await server.prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } })).toEqual(before);
  });

  it('answers the promo flag as JSON text with IsActive', async () => {
    const { token } = await server.signIn(SystemRole.NoRole);
    await server.prisma.shopSettings.update({ where: { id: 1 }, data: { promoIsActive: true } });
    const response = await server.request('/api/web-api/get-promo-data', { token });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.response)).toEqual({ IsActive: true });
    expect((await server.request('/api/shop/other-settings/get', { token })).body.data.promoIsActive).toBe(1);
  });

  it('refuses callers without a session (401)', async () => {
    for (const path of ['/api/shop/other-settings/get', '/api/web-api/get-promo-data'])
      expect((await server.request(path)).status).toBe(401);
    expect((await server.request('/api/shop/other-settings/edit', { body: settingsBody() })).status).toBe(
      401,
    );
  });
});
