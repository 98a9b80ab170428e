import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OrderStatus, SystemRole } from '@backoffice/shared';

import { createOrders } from '../orders/actions-fixtures';
import { sellableOffer } from '../support/catalogue';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
let offerUuid: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn(SystemRole.Admin)).token;
  offerUuid = await sellableOffer(server);
});
afterAll(() => server.close());

const address = {
  street_name: 'Corso Buenos Aires',
  street_number: '12/A',
  city: 'Torino',
  province: 'TO',
  zip_code: '10121',
  country: 'Italia',
};

const cart = () => ({
  platform: 'app',
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
  residential_info: address,
  products: [{ offer_uuid: offerUuid, is_esim: 1 }],
});

async function createKey(name: string, policy: 'staff' | 'channel') {
  const created = await server.request('/api/admin/api-keys/create', {
    token: admin,
    body: { name, policy },
  });
  expect(created.status).toBe(200);
  return created.body.response as { uuid: string; secret: string };
}

/** A REST call as another channel: the key as a bearer token, no session, no password. */
const withKey = (secret: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  server.request(path, { body, headers: { authorization: `Bearer ${secret}`, ...headers } });

describe('API keys', () => {
  it('answers the secret once and lists keys by their prefix; administrators only', async () => {
    const key = await createKey('Mobile app', 'channel');
    expect(key.secret).toMatch(/^bo_live_[A-Za-z0-9_-]{43}$/);
    const list = await server.request('/api/admin/api-keys/get-list', { token: admin });
    expect(list.body.data).toContainEqual({
      uuid: key.uuid,
      name: 'Mobile app',
      policy: 'channel',
      prefix: key.secret.slice(0, 12),
      created_at: expect.any(String),
      last_used_at: null,
      revoked: false,
    });
    expect(JSON.stringify(list.body)).not.toContain(key.secret);
    const stored = await server.prisma.apiKey.findUniqueOrThrow({ where: { id: key.uuid } });
    expect(stored.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.secretHash).not.toContain(key.secret.slice(8));
    // The audit names the key and its account, with neither the secret, its hash nor a password hash.
    const audit = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'channels.api-key.create', entityId: key.uuid },
    });
    expect(audit.changes).toMatchObject({ name: { to: 'Mobile app' }, policy: { to: 'channel' } });
    const audited = JSON.stringify(audit.changes);
    for (const secret of [key.secret, stored.secretHash, '$argon2', 'scrypt'])
      expect(audited).not.toContain(secret);
    expect(audited).toContain('[redacted]');

    const agent = (await server.signIn(SystemRole.NoRole)).token;
    expect(
      (
        await server.request('/api/admin/api-keys/create', {
          token: agent,
          body: { name: 'x', policy: 'staff' },
        })
      ).status,
    ).toBe(403);
    const bad = await server.request('/api/admin/api-keys/create', {
      token: admin,
      body: { name: 'x', policy: 'root' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('policy')]);
  });

  it('lets a channel key create and read orders without any staff password, and nothing else', async () => {
    const key = await createKey('Partner shop', 'channel');
    const created = await withKey(key.secret, '/api/web-api/orders/create', cart(), {
      'idempotency-key': randomUUID(),
    });
    expect(created.status).toBe(200);
    const orderUuid = created.body.response.uuid as string;

    const read = await withKey(key.secret, `/api/web-api/order/get?uuid=${orderUuid}`);
    expect(read.status).toBe(200);
    // The catalogue the public site shows, though its calls are for administrators otherwise.
    expect((await withKey(key.secret, '/api/shop/offer/get-offers')).status).toBe(200);
    // Anything else is refused, an agent's order action included.
    const moved = await withKey(key.secret, '/api/web-api/order/status/to-progress', {
      order_uuid: orderUuid,
    });
    expect([moved.status, moved.body.message]).toEqual([403, expect.stringContaining('API key')]);
    expect((await withKey(key.secret, '/api/admin/get-users')).status).toBe(403);

    // The order's history names the key.
    const history = await server.prisma.orderHistory.findFirstOrThrow({
      where: { order: { uuid: orderUuid } },
    });
    const account = await server.prisma.user.findFirstOrThrow({ where: { ownKey: { id: key.uuid } } });
    expect(history.actorUserId).toBe(account.id);
    expect(account.email).toMatch(/^partner-shop\.[0-9a-f]{8}@api-keys\.invalid$/);
    // Its last use is recorded.
    expect(
      (await server.prisma.apiKey.findUniqueOrThrow({ where: { id: key.uuid } })).lastUsedAt,
    ).not.toBeNull();
  });

  it('serves a staff key like an agent, over REST and tRPC, and audits under its name', async () => {
    const key = await createKey('Call centre robot', 'staff');
    const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
    const moved = await withKey(key.secret, '/api/web-api/order/status/to-progress', {
      order_uuid: order.uuid,
    });
    expect(moved.status).toBe(200);
    const history = await server.prisma.orderHistory.findFirstOrThrow({
      where: { orderId: order.id, type: 'OrderStatus' },
    });
    expect(history.email).toMatch(/^call-centre-robot\.[0-9a-f]{8}@api-keys\.invalid$/);

    const trpc = await server.request(
      `/trpc/orders.get?input=${encodeURIComponent(JSON.stringify({ uuid: order.uuid }))}`,
      { headers: { authorization: `Bearer ${key.secret}` } },
    );
    expect(trpc.status).toBe(200);
    // A key has a policy, not a role, and no account of its own to read or change.
    const adminCall = await withKey(key.secret, '/api/admin/get-users');
    expect([adminCall.status, adminCall.body.message]).toEqual([
      403,
      expect.stringContaining("not an administrator's calls"),
    ]);
    for (const [path, body] of [
      ['/api/account/enter/current-session', undefined],
      ['/api/account/profile/profile-update', { first_name: 'Robot' }],
      ['/api/account/enter/logout', {}],
    ] as const) {
      const refused = await withKey(key.secret, path, body);
      expect([path, refused.status, refused.body.message]).toEqual([
        path,
        403,
        'An API key cannot sign in, register or change an account',
      ]);
    }
  });

  it('refuses a revoked or unknown key at once, even on public calls', async () => {
    const key = await createKey('Old kiosk', 'staff');
    expect((await withKey(key.secret, '/api/web-api/orders/get-list')).status).not.toBe(401);
    expect(
      (await server.request('/api/admin/api-keys/revoke', { token: admin, body: { uuid: key.uuid } })).status,
    ).toBe(200);
    for (const secret of [key.secret, `bo_live_${'A'.repeat(43)}`]) {
      const refused = await withKey(secret, '/api/web-api/orders/get-list');
      expect([refused.status, refused.body.message]).toEqual([401, 'The API key is unknown or revoked']);
      expect((await withKey(secret, '/api/public/get-donor-operators')).status).toBe(401);
    }
    const listed = (await server.request('/api/admin/api-keys/get-list', { token: admin })).body.data;
    expect(listed.find((entry: { uuid: string }) => entry.uuid === key.uuid).revoked).toBe(true);
    expect(
      (await server.request('/api/admin/api-keys/revoke', { token: admin, body: { uuid: randomUUID() } }))
        .status,
    ).toBe(404);
  });

  it('keeps the accounts keys act as out of the users screens', async () => {
    const key = await createKey('Hidden account', 'staff');
    const account = await server.prisma.user.findFirstOrThrow({ where: { ownKey: { id: key.uuid } } });
    const users = await server.request('/api/admin/get-users?limit=100', { token: admin });
    expect(users.body.data.map((user: { email: string }) => user.email)).not.toContain(account.email);
    expect(
      (await server.request('/api/admin/get-user', { token: admin, body: { user_uuid: account.id } })).status,
    ).toBe(404);
    const login = await server.request('/api/account/enter/login', {
      body: { email: account.email, password: 'anything-at-all' },
    });
    expect(login.status).toBe(401);
  });
});
