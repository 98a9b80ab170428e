import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { serverProcessFixture, type ServerProcessFixture } from '../support/server-process';
import { IMPORT_PATH, PROGRESS_PATH, storeRows, uploadCsv } from './upload';

/*
 * The real server (src/main.ts) as a child process on a PostgreSQL database, killed with SIGKILL in
 * the middle of a store import and started again: the new process claims the job when the dead
 * one's lease runs out and finishes it, and every row is loaded exactly once. Needs
 * TEST_DATABASE_URL (a server both processes reach), like the rest of the PostgreSQL suite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ROWS = 30_000;
const ADMIN_EMAIL = 'restart-admin@example.test';
const ADMIN_PASSWORD = 'restart-password-1';

describe.skipIf(!serverUrl)('store import survives a killed server', () => {
  let server: ServerProcessFixture;
  const startServer = () => server.start({ ADMIN_EMAIL, ADMIN_PASSWORD });
  const kill = () => server.kill();

  beforeAll(async () => {
    server = await serverProcessFixture(defined(serverUrl, 'serverUrl'), 'restart');
  });
  afterAll(() => server?.dispose());

  it('finishes after SIGKILL and a restart, with no duplicate and no lost row', async () => {
    await startServer();
    const login = await fetch(`${server.base}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { session_uuid: string }).session_uuid;
    const progress = async () =>
      (
        (await (
          await fetch(server.base + PROGRESS_PATH, { headers: { 'x-session-token': token } })
        ).json()) as {
          data: { current: number; end: number; status: string; details: Record<string, number> };
        }
      ).data;

    const started = await uploadCsv(server.base, IMPORT_PATH, token, storeRows(ROWS, 'Restart'), {
      isLoad: '1',
    });
    expect(started.status).toBe(200);

    // Kill it once some rows are in and most are not.
    let before;
    for (;;) {
      before = await progress();
      if (before.current > 0) break;
      if (before.status === 'succeeded') throw new Error('the import finished before the kill: raise ROWS');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await kill();
    // The store import's own row: the periodic jobs have rows in the jobs table too.
    const atKill = await server.db.query(`SELECT current, "end", status FROM jobs WHERE kind = 'stores'`);
    const storesAtKill = Number((await server.db.query(`SELECT count(*) FROM stores`)).rows[0].count);
    expect(atKill.rows[0].status).toBe('running');
    expect(atKill.rows[0].current).toBeLessThan(ROWS);
    // Each committed step wrote its rows and moved `current` together.
    expect(storesAtKill).toBe(atKill.rows[0].current);

    await startServer();
    const deadline = Date.now() + 120_000;
    let done;
    for (;;) {
      done = await progress();
      if (done.status === 'succeeded' || done.status === 'failed') break;
      if (Date.now() > deadline) throw new Error(`not finished: ${JSON.stringify(done)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(done).toMatchObject({
      status: 'succeeded',
      current: ROWS,
      end: ROWS,
      details: { rowCount: ROWS, successCount: ROWS, successGeocodes: 0, errorCount: 0 },
    });
    const counts = await server.db.query(
      `SELECT count(*)::int AS total, count(DISTINCT store_name)::int AS names FROM stores`,
    );
    expect(counts.rows[0]).toEqual({ total: ROWS, names: ROWS });
    const job = await server.db.query(`SELECT attempts FROM jobs WHERE kind = 'stores'`);
    expect(job.rows[0].attempts).toBe(2);
  }, 240_000);
});

describe.skipIf(!serverUrl)('store import across a graceful shutdown', () => {
  let server: ServerProcessFixture;
  beforeAll(async () => {
    server = await serverProcessFixture(defined(serverUrl, 'serverUrl'), 'sigterm');
  });
  afterAll(() => server?.dispose());

  it('on SIGTERM exits cleanly and hands the import back at once; the next start finishes it', async () => {
    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD, JOB_LEASE_SECONDS: '600' });
    const login = await fetch(`${server.base}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { session_uuid: string }).session_uuid;
    const started = await uploadCsv(server.base, IMPORT_PATH, token, storeRows(ROWS, 'Handed'), {
      isLoad: '1',
    });
    expect(started.status).toBe(200);
    const storesJob = async () =>
      (await server.db.query(`SELECT current, "end", status, lease_until FROM jobs WHERE kind = 'stores'`))
        .rows[0] as { current: number; end: number; status: string; lease_until: Date | null };
    while ((await storesJob()).current === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    expect(await server.terminate()).toBe(0);
    // Handed back though its lease had ten minutes to run: another instance could take it now.
    const handed = await storesJob();
    expect(handed).toMatchObject({ status: 'pending', lease_until: null });
    expect(handed.current).toBeGreaterThan(0);
    expect(handed.current).toBeLessThan(ROWS);

    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD, JOB_LEASE_SECONDS: '600' });
    const deadline = Date.now() + 120_000;
    while ((await storesJob()).status !== 'succeeded') {
      if (Date.now() > deadline) throw new Error(`not finished: ${JSON.stringify(await storesJob())}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const counts = await server.db.query(
      `SELECT count(*)::int AS total, count(DISTINCT store_name)::int AS names FROM stores`,
    );
    expect(counts.rows[0]).toEqual({ total: ROWS, names: ROWS });
  }, 240_000);
});
