import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';
import { TcpProxy } from './tcp-proxy';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const profile = {
  first_name: 'Giulia',
  last_name: 'Bianchi',
  second_name: 'Maria',
  phone: '+393331234567',
  birthday: '1990-04-12',
  sex: 'f',
};

/** Polls until the check passes, or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(250);
  }
  return false;
}

// The faults are those of a network between the server and a PostgreSQL server: they need one.
describe.skipIf(!process.env.TEST_DATABASE_URL)('database faults (PostgreSQL behind a TCP proxy)', () => {
  let server: HardeningServer;
  let proxy: TcpProxy;
  const connectionErrors: string[] = [];

  beforeAll(async () => {
    const target = new URL(defined(process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL'));
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    server = await startHardeningServer({
      databaseUrl: (real) => {
        const url = new URL(real);
        url.hostname = '127.0.0.1';
        url.port = String(port);
        return url.toString();
      },
      databaseOptions: {
        poolSize: 4,
        timeouts: { connectMs: 1000, statementMs: 1500 },
        onConnectionError: (error) => connectionErrors.push(error.message),
      },
    });
  });
  afterAll(async () => {
    proxy.setMode('pass');
    await server.close();
    await proxy.stop();
  });

  const currentSession = (token: string) =>
    server.get('/api/account/enter/current-session', { 'x-session-token': token });

  it('answers 503 with Retry-After while the database stalls, and recovers by itself', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    proxy.setMode('stall');

    // The stall lasts until the test ends it: every answer below is one the server gave without the
    // database, having given up waiting for it (a server that waited would hang the test instead).
    expect((await server.get('/healthz')).status).toBe(200);
    // A balancer's probe gives up after 2 s: twenty probes at once are all answered before that.
    const probesSent = performance.now();
    const probes = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const answer = await server.get('/readyz');
        return { status: answer.status, retryAfter: answer.headers.get('retry-after') };
      }),
    );
    expect(performance.now() - probesSent).toBeLessThan(2000);
    expect(new Set(probes.map((probe) => JSON.stringify(probe)))).toEqual(
      new Set([JSON.stringify({ status: 503, retryAfter: '5' })]),
    );

    const [read, write, list, orders] = await Promise.all([
      currentSession(token),
      server.post(
        '/api/account/profile/profile-update',
        { ...profile, first_name: 'Stalled' },
        { 'x-session-token': token },
      ),
      server.get('/trpc/account.admin.getUsers?input=%7B%22search%22%3A%22a%22%7D', {
        'x-session-token': token,
      }),
      // The order list reads through the driver, beside Prisma: the same pool, limits and answer.
      server.get('/api/web-api/orders/get-list?page=1', { 'x-session-token': token }),
    ]);
    for (const answer of [read, write, orders]) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.body.message).toMatch(/database is not available/);
    }
    expect(list.status).toBe(503);
    expect(list.headers.get('retry-after')).toBe('5');

    // The network comes back: no restart, the next requests work again.
    proxy.setMode('pass');
    expect(await eventually(async () => (await currentSession(token)).status === 200, 15_000)).toBe(true);
    // The write answered 503 was abandoned, not finished once its statements could flow again.
    const stored = await server.database.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.firstName).not.toBe('Stalled');
    expect(
      (await server.post('/api/account/profile/profile-update', profile, { 'x-session-token': token }))
        .status,
    ).toBe(200);
    expect((await server.get('/readyz')).status).toBe(200);
  });

  it('stays ready while every pooled connection is busy: a busy instance still serves', async () => {
    expect((await server.get('/readyz')).status).toBe(200);
    // More long statements than the pool has connections: the pool is full and requests queue.
    const busy = Array.from({ length: 6 }, () =>
      server.database.prisma.$queryRaw`SELECT pg_sleep(1.2)`.catch(() => undefined),
    );
    await sleep(100);
    expect(defined(server.database.poolStats(), 'the pool statistics').waiting).toBeGreaterThan(0);
    const probe = await server.get('/readyz');
    expect(defined(server.database.poolStats(), 'the pool statistics').waiting).toBeGreaterThan(0);
    expect(probe.status).toBe(200);
    await Promise.all(busy);
  });

  it('reports the pool in /metrics-ready numbers', () => {
    const stats = defined(server.database.poolStats(), 'the pool statistics');
    expect(stats).not.toBeNull();
    expect(stats.total).toBeGreaterThan(0);
    expect(stats.total).toBeLessThanOrEqual(4);
  });

  it('answers 503 while connections are refused, survives cut connections, and recovers', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    proxy.setMode('refuse');
    proxy.cut();
    const refused = await currentSession(token);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((await server.get('/readyz')).status).toBe(503);

    proxy.setMode('pass');
    expect(await eventually(async () => (await currentSession(token)).status === 200, 15_000)).toBe(true);

    // Connections cut while in use (a stalled request, then the link drops) end in a 503, not a crash.
    proxy.setMode('stall');
    const inFlight = currentSession(token);
    await sleep(300);
    proxy.cut();
    proxy.setMode('pass');
    expect((await inFlight).status).toBe(503);
    expect(await eventually(async () => (await currentSession(token)).status === 200, 15_000)).toBe(true);
    expect(connectionErrors.length).toBeGreaterThan(0);
  });
});
