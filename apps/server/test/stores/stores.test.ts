import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { itHonoursResourceContract } from '../support/resource-contract';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const milan = {
  store_name: 'Duomo',
  address: 'Piazza del Duomo, Milano',
  latitude: 45.4642,
  longitude: 9.19,
  status: 1,
};

describe('Stores (sales points)', () => {
  itHonoursResourceContract(() => server, {
    entityType: 'Store',
    versioned: true,
    list: { path: '/api/admin/get-sales-points', envelope: 'data' },
    get: { method: 'GET', path: '/api/admin/get-sale-point', idKey: 'uuid' },
    create: { path: '/api/admin/create-sale-point', body: () => ({ ...milan, latitude: '45.4642' }) },
    update: {
      path: '/api/admin/update-sale-point',
      idKey: 'uuid',
      body: () => ({
        store_name: 'Porta Nuova',
        address: 'Via Roma 10, Torino',
        latitude: 45.07,
        longitude: 7.68,
        status: 0,
      }),
      expected: () => ({
        store_name: 'Porta Nuova',
        address: 'Via Roma 10, Torino',
        latitude: 45.07,
        longitude: 7.68,
        status: 0,
      }),
    },
    publish: { path: '/api/admin/change-sale-point-publish', idKey: 'uuid', flagKey: 'status' },
    delete: { path: '/api/admin/delete-sale-point', idKey: 'uuid', policy: 'admin' },
    rowFields: [
      'uuid',
      'store_name',
      'address',
      'latitude',
      'longitude',
      'status',
      'created_at',
      'instructions',
    ],
  });

  it('refuses coordinates out of bounds with 400 naming the field, writing nothing', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const before = await server.prisma.store.count();
    for (const [body, field] of [
      [{ ...milan, latitude: 90.5 }, 'latitude'],
      [{ ...milan, latitude: '-91' }, 'latitude'],
      [{ ...milan, longitude: 180.01 }, 'longitude'],
      [{ ...milan, longitude: -181 }, 'longitude'],
    ] as const) {
      const response = await server.request('/api/admin/create-sale-point', { token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toMatch(field);
    }
    const id = (await server.request('/api/admin/create-sale-point', { token, body: milan })).body.response;
    const changed = await server.request('/api/admin/update-sale-point', {
      token,
      body: { ...milan, uuid: id, latitude: 100 },
    });
    expect(changed.status).toBe(400);
    expect(await server.prisma.store.count()).toBe(before + 1);
    expect((await server.prisma.store.findUnique({ where: { id } }))?.latitude).toBe(45.4642);
    // The edges themselves are valid.
    const edge = await server.request('/api/admin/create-sale-point', {
      token,
      body: { ...milan, latitude: -90, longitude: 180 },
    });
    expect(edge.status).toBe(200);
  });

  it('requires the store name and the address (400)', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const response = await server.request('/api/admin/create-sale-point', {
      token,
      body: { ...milan, store_name: ' ', address: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/store_name/);
    expect(response.body.message).toMatch(/address/);
  });

  it('stores the switch as status: change-sale-point-publish takes status, not publish', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const id = (await server.request('/api/admin/create-sale-point', { token, body: milan })).body.response;
    const wrongKey = await server.request('/api/admin/change-sale-point-publish', {
      token,
      body: { uuid: id, publish: 0 },
    });
    expect(wrongKey.status).toBe(400);
    const switched = await server.request('/api/admin/change-sale-point-publish', {
      token,
      body: { uuid: id, status: 0 },
    });
    expect(switched.status).toBe(200);
    expect((await server.prisma.store.findUnique({ where: { id } }))?.active).toBe(false);
  });

  it('refuses staff without the administrator role every store call (403)', async () => {
    const admin = (await server.signIn(SystemRole.Admin)).token;
    const id = (await server.request('/api/admin/create-sale-point', { token: admin, body: milan })).body
      .response;
    for (const role of [SystemRole.ChiefAgent, SystemRole.NoRole]) {
      const { token } = await server.signIn(role);
      const calls = [
        await server.request('/api/admin/get-sales-points', { token }),
        await server.request('/api/admin/get-sales-points?page=1', { token }),
        await server.request(`/api/admin/get-sale-point?uuid=${id}`, { token }),
        await server.request('/api/admin/create-sale-point', { token, body: milan }),
        await server.request('/api/admin/update-sale-point', { token, body: { ...milan, uuid: id } }),
        await server.request('/api/admin/change-sale-point-publish', {
          token,
          body: { uuid: id, status: 0 },
        }),
        await server.request('/api/admin/delete-sale-point', { token, body: { uuid: id } }),
      ];
      expect(calls.map((call) => call.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    }
    expect(await server.prisma.store.findUnique({ where: { id } })).toMatchObject({ active: true });
    expect((await server.request('/api/admin/get-sales-points')).status).toBe(401);
  });
});

describe('GET /api/admin/get-sales-points: every row without paging parameters, one page with them', () => {
  let token: string;
  beforeAll(async () => {
    await server.prisma.store.deleteMany();
    token = (await server.signIn(SystemRole.Admin)).token;
    await server.prisma.store.createMany({
      data: Array.from({ length: 40 }, (_, index) => ({
        storeName: `Negozio ${String(index).padStart(2, '0')}`,
        address: index % 4 === 0 ? `Via Roma ${index}, Torino` : `Corso Buenos Aires ${index}, Milano`,
        latitude: 45,
        longitude: 9,
        priority: 40 - index,
        active: index % 2 === 0,
      })),
    });
  });

  it('answers all 40 rows (no total) without paging parameters, by priority', async () => {
    const response = await server.request('/api/admin/get-sales-points', { token });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(40);
    expect(response.body.total).toBeUndefined();
    expect(response.body.data[0].store_name).toBe('Negozio 39');
  });

  it('pages by priority by default, 15 a page, with the total', async () => {
    const first = await server.request('/api/admin/get-sales-points?page=1', { token });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(40);
    expect(first.body.data).toHaveLength(15);
    expect(first.body.data.map((row: { store_name: string }) => row.store_name).slice(0, 2)).toEqual([
      'Negozio 39',
      'Negozio 38',
    ]);
    const third = await server.request('/api/admin/get-sales-points?page=3', { token });
    expect(third.body.data).toHaveLength(10);
    expect(third.body.data.at(-1).store_name).toBe('Negozio 00');
    const offset = await server.request('/api/admin/get-sales-points?limit=5&offset=38', { token });
    expect(offset.body.data).toHaveLength(2);
  });

  it('searches name and address, every word, case-insensitively, in the database', async () => {
    const torino = await server.request('/api/admin/get-sales-points?page=1&search=TORINO', { token });
    expect(torino.body.total).toBe(10);
    expect(torino.body.data.every((row: { address: string }) => row.address.includes('Torino'))).toBe(true);
    const both = await server.request(
      `/api/admin/get-sales-points?page=1&search=${encodeURIComponent('negozio 08 roma')}`,
      {
        token,
      },
    );
    expect(both.body.total).toBe(1);
    expect(both.body.data[0].store_name).toBe('Negozio 08');
  });

  it('sorts by the declared columns and refuses others (400)', async () => {
    const byName = await server.request('/api/admin/get-sales-points?page=1&sort=store_name&direction=desc', {
      token,
    });
    expect(byName.body.data[0].store_name).toBe('Negozio 39');
    const asc = await server.request('/api/admin/get-sales-points?page=2&pageSize=10&sort=store_name', {
      token,
    });
    expect(asc.body.data[0].store_name).toBe('Negozio 10');
    const byStatus = await server.request(
      '/api/admin/get-sales-points?pageSize=40&sort=status&direction=desc',
      {
        token,
      },
    );
    expect(byStatus.body.data.slice(0, 20).every((row: { status: number }) => row.status === 1)).toBe(true);
    const bad = await server.request('/api/admin/get-sales-points?page=1&sort=latitude', { token });
    expect(bad.status).toBe(400);
    const tooBig = await server.request('/api/admin/get-sales-points?pageSize=100000', { token });
    expect(tooBig.status).toBe(400);
  });
});
