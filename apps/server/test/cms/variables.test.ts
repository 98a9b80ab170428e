import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;
const uniqueName = () => `promo_price-${++counter}`;

describe('variables', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'Variable',
    versioned: true,
    list: { path: '/api/cms/variables/get-list', envelope: 'response' },
    create: {
      path: '/api/cms/variables/create',
      body: () => ({ name: uniqueName(), value: '9,99 €', publish: 1 }),
    },
    update: {
      path: '/api/cms/variables/edit',
      idKey: 'uuid',
      body: () => ({ name: 'renamed_variable', value: '7,99 €', publish: 1 }),
      expected: () => ({ name: 'renamed_variable', value: '7,99 €' }),
    },
    publish: { path: '/api/cms/variables/change-publish', idKey: 'uuid' },
    delete: { path: '/api/cms/variables/delete', idKey: 'uuid', policy: 'superAdmin' },
    rowFields: ['uuid', 'name', 'value', 'publish', 'create_at', 'update_at'],
  });

  it('keeps only 0-9 a-z _ - in the name, on the server too', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const created = await server.request('/api/cms/variables/create', {
      token,
      body: { name: 'Offer Price! €_2-b', value: 'x', publish: 1 },
    });
    expect(created.status).toBe(200);
    const rows = (await server.request('/api/cms/variables/get-list', { token })).body.response;
    expect(rows.find((row: { uuid: string }) => row.uuid === created.body.response).name).toBe(
      'fferrice_2-b',
    );
  });

  it('refuses a name that is already taken (409) and a name with nothing left (400)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const body = { name: 'taken_name', value: '1', publish: 1 };
    expect((await server.request('/api/cms/variables/create', { token, body })).status).toBe(200);
    const taken = await server.request('/api/cms/variables/create', { token, body });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A variable with this name already exists');
    const empty = await server.request('/api/cms/variables/create', {
      token,
      body: { ...body, name: 'ÀÉ!' },
    });
    expect(empty.status).toBe(400);
  });

  it('cleans the value with the rich-text allowlist, as {{{name}}} puts it into pages as HTML', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const valueStored = async (value: string) => {
      const created = await server.request('/api/cms/variables/create', {
        token,
        body: { name: uniqueName(), value, publish: 1 },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const rows = (await server.request('/api/cms/variables/get-list', { token })).body.response;
      return rows.find((row: { uuid: string }) => row.uuid === created.body.response).value as string;
    };
    expect(await valueStored('<strong>9,99 €</strong> al mese')).toBe('<strong>9,99 €</strong> al mese');
    expect(await valueStored('<a href="javascript:alert(1)">offer</a>')).toBe('offer');
    expect(await valueStored('<img src=x onerror=alert(1)>')).toBe('<img src="x" alt="">');
    expect(await valueStored('<script>alert(1)</script>Promo')).toBe('Promo');
    expect(await valueStored('"><svg onload=alert(1)>')).toBe('"&gt;');
    expect(await valueStored('Tim & Vodafone < 10 €')).toBe('Tim &amp; Vodafone &lt; 10 €');
  });

  it('limits the value to 256 characters', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const ok = await server.request('/api/cms/variables/create', {
      token,
      body: { name: uniqueName(), value: 'v'.repeat(256), publish: 1 },
    });
    expect(ok.status).toBe(200);
    const tooLong = await server.request('/api/cms/variables/create', {
      token,
      body: { name: uniqueName(), value: 'v'.repeat(257), publish: 1 },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/256/);
  });
});
