import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe.skipIf(!serverUrl)('store import survives a killed server', () => {
  let databaseUrl: string;
  let dbName: string;
  let dataDir: string;
  let child: ChildProcess | null = null;
  let base = '';
  let db: pg.Client;

  async function startServer() {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: '0',
        LOG_LEVEL: 'error',
        JOB_LEASE_SECONDS: '2',
        JOB_POLL_MS: '200',
        WEB_DIST: join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function kill() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    dbName = `backoffice_restart_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(serverUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(join(tmpdir(), 'backoffice-restart-'));
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  });

  afterAll(async () => {
    await kill();
    await db?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes after SIGKILL and a restart, with no duplicate and no lost row', async () => {
    await startServer();
    const login = await fetch(`${base}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { session_uuid: string }).session_uuid;
    const progress = async () =>
      (
        (await (await fetch(base + PROGRESS_PATH, { headers: { 'x-session-token': token } })).json()) as {
          data: { current: number; end: number; status: string; details: Record<string, number> };
        }
      ).data;

    const started = await uploadCsv(base, IMPORT_PATH, token, storeRows(ROWS, 'Restart'), { isLoad: '1' });
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
    const atKill = await db.query(`SELECT current, "end", status FROM jobs WHERE kind = 'stores'`);
    const storesAtKill = Number((await db.query(`SELECT count(*) FROM stores`)).rows[0].count);
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
    const counts = await db.query(
      `SELECT count(*)::int AS total, count(DISTINCT store_name)::int AS names FROM stores`,
    );
    expect(counts.rows[0]).toEqual({ total: ROWS, names: ROWS });
    const job = await db.query(`SELECT attempts FROM jobs WHERE kind = 'stores'`);
    expect(job.rows[0].attempts).toBe(2);
  }, 240_000);
});
