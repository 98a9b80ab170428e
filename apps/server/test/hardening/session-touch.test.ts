import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';

/** Counts the UPDATEs of the sessions table with a trigger (works on PGlite and PostgreSQL alike). */
async function countSessionUpdates(server: HardeningServer) {
  const prisma = server.database.prisma;
  await prisma.$executeRawUnsafe(`CREATE TABLE IF NOT EXISTS session_update_count (n int NOT NULL)`);
  await prisma.$executeRawUnsafe(`DELETE FROM session_update_count`);
  await prisma.$executeRawUnsafe(`INSERT INTO session_update_count VALUES (0)`);
  await prisma.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION count_session_update() RETURNS trigger AS $$
    BEGIN UPDATE session_update_count SET n = n + 1; RETURN NEW; END $$ LANGUAGE plpgsql`);
  await prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS count_session_update ON sessions`);
  await prisma.$executeRawUnsafe(
    `CREATE TRIGGER count_session_update AFTER UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION count_session_update()`,
  );
  return async () => {
    const rows = await prisma.$queryRawUnsafe<Array<{ n: number }>>(`SELECT n FROM session_update_count`);
    return Number(rows[0]?.n ?? 0);
  };
}

describe.each([0, 5])('session last-seen writes (session cache %i s)', (cacheSeconds) => {
  let server: HardeningServer;
  beforeAll(async () => {
    server = await startHardeningServer({ apiConfig: { sessionCacheSeconds: cacheSeconds } });
  });
  afterAll(() => server.close());

  it('writes lastSeenAt once for a burst of requests after a minute idle', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    const updates = await countSessionUpdates(server);
    await server.database.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 2 * 60_000) },
    });
    const before = await updates();
    const burstStarted = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        server.get('/api/account/enter/current-session', { 'x-session-token': token }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    // The write is not awaited by any request: wait until it has landed, with the burst's time.
    await vi.waitFor(
      async () => {
        const session = await server.database.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
        expect(session.lastSeenAt.getTime()).toBeGreaterThanOrEqual(burstStarted);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect((await updates()) - before).toBe(1);
    // Within the minute, no further write.
    await server.get('/api/account/enter/current-session', { 'x-session-token': token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await updates()) - before).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads never wait on the last-seen write', () => {
  let server: HardeningServer;
  beforeAll(async () => {
    server = await startHardeningServer();
  });
  afterAll(() => server.close());

  it('answers a read while another transaction holds the session row locked', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    const session = await server.database.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    await server.database.prisma.session.update({
      where: { id: session.id },
      data: { lastSeenAt: new Date(Date.now() - 2 * 60_000) },
    });
    const locker = new pg.Client({ connectionString: server.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM sessions WHERE id = $1 FOR UPDATE', [session.id]);
      // The lock is held until the answer has come: a read that waited on it would never answer
      // (the statement timeout would make it a 503 first).
      const answer = await server.get('/api/account/enter/current-session', { 'x-session-token': token });
      expect(answer.status).toBe(200);
      // Meanwhile the last-seen write was sent, and it is the one waiting for the lock.
      await vi.waitFor(
        async () => {
          const { rows } = await locker.query(
            `SELECT count(*)::int AS waiting FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE%sessions%'`,
          );
          expect(rows[0].waiting).toBe(1);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
  });
});
