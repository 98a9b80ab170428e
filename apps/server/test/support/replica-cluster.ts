import { join } from 'node:path';

import { postgresTools } from './postgres-tools';
import { freePort } from './server-process';

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
 * and a streaming replica of it made with `pg_basebackup -R`, both started with pg_ctl on free ports.
 */
export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const tools = await postgresTools('replica');
  const { start, stop, query } = tools;
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = join(tools.root, 'primary');
  const replicaDir = join(tools.root, 'replica');

  await tools.initdb(primaryDir);
  await start(primaryDir, primaryPort);
  let replicaRunning = false;
  try {
    await tools.command('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '--no-sync'],
    ]);
    await start(replicaDir, replicaPort);
    replicaRunning = true;
  } catch (error) {
    await stop(primaryDir).catch(() => undefined);
    await tools.dispose();
    throw error;
  }

  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
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
      await tools.dispose();
    },
  };
}
