import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

import { freePort } from './server-process';

const run = promisify(execFile);

/** The newest PostgreSQL server installed the Debian way (/usr/lib/postgresql/<version>/bin). */
async function postgresBin(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).map(Number).filter(Number.isFinite);
  if (versions.length === 0) throw new Error('No PostgreSQL server under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${Math.max(...versions)}/bin`;
}

export interface ReplicaCluster {
  /** The primary's maintenance database: test databases are created on it. */
  primaryUrl: string;
  /** The same database's URL on the replica. */
  replicaUrlOf(primaryDatabaseUrl: string): string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>;
  /** Stops applying the primary's changes (the replica then answers with what it had). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A PostgreSQL primary of its own (initdb in a temporary folder, whose pg_hba allows replication)
 * and a streaming replica of it made with `pg_basebackup -R`, both started with pg_ctl on free
 * ports. PostgreSQL refuses to run as root, so as root the commands run as the postgres user.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = await postgresBin();
  const root = await mkdtemp(join(tmpdir(), 'backoffice-replica-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(root, Number(stdout), Number(group));
  }
  const pgCommand = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${name}`, ...args])
      : run(`${bin}/${name}`, args);
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(root, 'primary');
  const replicaDir = join(root, 'replica');
  const serverOptions = (port: number) =>
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = (dir: string, port: number) =>
    pgCommand('pg_ctl', ['-D', dir, '-o', serverOptions(port), '-l', `${dir}.log`, '-w', 'start']);
  const stop = (dir: string) => pgCommand('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);

  // initdb's pg_hba.conf with -A trust allows local and 127.0.0.1 connections, replication included.
  await pgCommand('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await start(primaryDir, primaryPort);
  let replicaRunning = false;
  try {
    await pgCommand('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--no-sync'],
    ]);
    await start(replicaDir, replicaPort);
    replicaRunning = true;
  } catch (error) {
    await stop(primaryDir).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const query = async (url: string, sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  };
  const replicaUrlOf = (primaryDatabaseUrl: string) => {
    const url = new URL(primaryDatabaseUrl);
    url.port = String(replicaPort);
    return url.toString();
  };
  const replicaAdmin = replicaUrlOf(primaryUrl);

  return {
    primaryUrl,
    replicaUrlOf,
    async caughtUp() {
      const [{ lsn }] = (await query(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn')) as [
        { lsn: string },
      ];
      const deadline = Date.now() + 20_000;
      for (;;) {
        const [row] = await query(
          replicaAdmin,
          `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS done`,
        );
        if (row?.done === true) return;
        if (Date.now() > deadline) throw new Error(`The replica did not replay up to ${lsn} within 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async pauseReplay() {
      await query(replicaAdmin, 'SELECT pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(replicaAdmin, 'SELECT pg_wal_replay_resume()');
    },
    async stopReplica() {
      await stop(replicaDir);
      replicaRunning = false;
    },
    async startReplica() {
      await start(replicaDir, replicaPort);
      replicaRunning = true;
    },
    async close() {
      if (replicaRunning) await stop(replicaDir).catch(() => undefined);
      await stop(primaryDir).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    },
  };
}
