import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole, UserStatus } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';

/**
 * Two instances over one PostgreSQL database, each caching resolved sessions for 30 s (longer than
 * any wait here, so only the database's notification can explain a refusal), and a third that does
 * not listen: it shows what the cache alone would do.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions across instances', () => {
  const cached = { apiConfig: { sessionCacheSeconds: 30 } };
  let first: HardeningServer;
  let second: HardeningServer;
  let deaf: HardeningServer;
  beforeAll(async () => {
    first = await startHardeningServer(cached);
    second = await startHardeningServer({ ...cached, sameDatabaseAs: first });
    deaf = await startHardeningServer({ ...cached, sameDatabaseAs: first, followSessionChanges: false });
  });
  afterAll(async () => {
    await deaf.close();
    await second.close();
    await first.close();
  });

  const current = (server: HardeningServer, token: string) =>
    server.get('/api/account/enter/current-session', { 'x-session-token': token });

  /** A channel's read with its API key. */
  const channelRead = (server: HardeningServer, secret: string) =>
    server.get('/api/web-api/orders/get-list?page=1&pageSize=1', { authorization: `Bearer ${secret}` });

  /** Milliseconds until `server` refuses the token (polled every 20 ms), or null after 3 s. */
  async function refusedWithin(
    server: HardeningServer,
    token: string,
    since: number,
    call: (server: HardeningServer, token: string) => Promise<{ status: number }> = current,
  ) {
    while (Date.now() - since < 3_000) {
      if ((await call(server, token)).status === 401) return Date.now() - since;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return null;
  }

  it('refuses on every instance, within a second, a session logged out on one', async () => {
    const { token } = await first.signIn(SystemRole.Admin);
    // Each instance has the session cached now.
    for (const server of [first, second, deaf]) expect((await current(server, token)).status).toBe(200);

    const loggedOut = Date.now();
    expect((await first.post('/api/account/enter/logout', {}, { 'x-session-token': token })).status).toBe(
      200,
    );
    expect(await refusedWithin(second, token, loggedOut)).toBeLessThan(1_000);
    // The instance that does not listen still serves it from its cache.
    expect((await current(deaf, token)).status).toBe(200);
  });

  it('refuses the sessions of a user banned by a change to its row, whichever instance wrote it', async () => {
    const agent = await first.signIn(SystemRole.NoRole);
    expect((await current(second, agent.token)).status).toBe(200);

    // The row alone changes (no session is deleted): the users trigger is what tells the others.
    const banned = Date.now();
    await first.database.prisma.user.update({
      where: { id: agent.user.id },
      data: { status: UserStatus.Banned },
    });
    expect(await refusedWithin(second, agent.token, banned)).toBeLessThan(1_000);
    expect(await first.database.prisma.session.count({ where: { userId: agent.user.id } })).toBe(1);
  });

  it('refuses on every instance, within a second, an API key revoked on one', async () => {
    const admin = { 'x-session-token': (await first.signIn(SystemRole.Admin)).token };
    const created = await first.post(
      '/api/admin/api-keys/create',
      { name: 'Shop', policy: 'channel' },
      admin,
    );
    expect(created.status).toBe(200);
    const { uuid, secret } = created.body.response as { uuid: string; secret: string };
    // Each instance has the key cached now.
    for (const server of [first, second, deaf]) expect((await channelRead(server, secret)).status).toBe(200);

    const revoked = Date.now();
    expect((await first.post('/api/admin/api-keys/revoke', { uuid }, admin)).status).toBe(200);
    expect((await channelRead(first, secret)).status).toBe(401);
    expect(await refusedWithin(second, secret, revoked, channelRead)).toBeLessThan(1_000);
    // The instance that does not listen still serves it from its cache.
    expect((await channelRead(deaf, secret)).status).toBe(200);
  });
});
