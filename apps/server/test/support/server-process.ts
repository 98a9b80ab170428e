import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The real server (src/main.ts) as a child process on a fresh database of the PostgreSQL server
 * named by `serverUrl`, so a test can kill it with SIGKILL and start it again on the same data.
 */
export async function serverProcessFixture(serverUrl: string, label: string) {
  const dbName = `backoffice_${label}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(join(tmpdir(), `backoffice-${label}-`));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let child: ChildProcess | null = null;
  let base = '';

  return {
    db,
    get base() {
      return base;
    },
    /** Starts the server (again) and resolves once /healthz answers. */
    async start(environment: Record<string, string> = {}) {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
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
          if ((await fetch(`${base}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline || running.exitCode !== null) throw new Error('server did not start');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    /** Sends SIGTERM and answers the exit code once the process has shut down by itself. */
    async terminate(): Promise<number | null> {
      const running = child;
      if (!running || running.exitCode !== null) return running?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill('SIGTERM');
      return exited;
    },
    async dispose() {
      await this.kill();
      await db.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ServerProcessFixture = Awaited<ReturnType<typeof serverProcessFixture>>;
