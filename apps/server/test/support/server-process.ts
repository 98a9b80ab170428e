import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { defined } from '@backoffice/shared';

import { createTestDatabaseUrl } from './test-database';

/** Whether a child process is still running: one killed by a signal keeps `exitCode` null. */
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * One server process (src/main.ts) on a database, with a data folder and a port of its own kept
 * across restarts (so a balancer in front of it finds it again), until disposed.
 */
export async function serverProcess(databaseUrl: string, label: string) {
  const dataDir = await mkdtemp(join(tmpdir(), `backoffice-${label}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  return {
    base,
    port,
    /** Its DATA_DIR (the embedded database and files, when it runs without DATABASE_URL). */
    dataDir,
    /** The running process's id (matches the jobs it claims: host:pid:id). */
    get pid() {
      return child && isRunning(child) ? (child.pid ?? null) : null;
    },
    /** Starts the server (again) and resolves once /readyz answers 200. */
    async start(environment: Record<string, string> = {}) {
      const running = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(import.meta.dirname, '..', '..'),
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          DEMO_DATA: '0',
          LOG_LEVEL: 'error',
          JOB_LEASE_SECONDS: '2',
          JOB_POLL_MS: '200',
          WEB_DIST: join(dataDir, 'no-web'),
          ...environment,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child = running;
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`${base}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline || running.exitCode !== null) throw new Error('server did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill() {
      const alive = child;
      if (!alive || !isRunning(alive)) return;
      const exited = new Promise((resolve) => alive.once('exit', resolve));
      alive.kill('SIGKILL');
      await exited;
    },
    /** Sends SIGTERM and answers the exit code once the process has shut down by itself. */
    async terminate(): Promise<number | null> {
      const alive = child;
      if (!alive || !isRunning(alive)) return alive?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => alive.once('exit', (code) => resolve(code)));
      alive.kill('SIGTERM');
      return exited;
    },
    async dispose() {
      await this.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcess = Awaited<ReturnType<typeof serverProcess>>;

/**
 * The real server (src/main.ts) as a child process on a fresh database of the PostgreSQL server
 * named by `serverUrl`, so a test can kill it with SIGKILL and start it again on the same data;
 * `instance()` adds another process on the same database.
 */
export async function serverProcessFixture(serverUrl: string, label: string) {
  const { url: databaseUrl, drop } = defined(
    await createTestDatabaseUrl(serverUrl),
    'a test database on the server',
  );
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const first = await serverProcess(databaseUrl, label);
  const instances = [first];

  return {
    db,
    databaseUrl,
    /** The first instance (the one start, kill and terminate act on). */
    first,
    base: first.base,
    start: first.start,
    kill: first.kill,
    terminate: first.terminate,
    async instance() {
      const next = await serverProcess(databaseUrl, `${label}-${instances.length + 1}`);
      instances.push(next);
      return next;
    },
    async dispose() {
      await Promise.all(instances.map((instance) => instance.dispose()));
      await db.end();
      await drop();
    },
  };
}

export type ServerProcessFixture = Awaited<ReturnType<typeof serverProcessFixture>>;
