import { type Database } from '@backoffice/db';

/**
 * The database's share of a /readyz answer. Balancers give a probe 2 s; half of it leaves room for a
 * busy event loop and the network (a 2 s budget was measured answering in 2.16 s under load).
 */
const READINESS_TIMEOUT_MS = 1000;

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

/** Probes that arrive while a check runs share it, so a stalled database is not asked once per probe. */
export function sharedReadinessCheck(isReady: () => Promise<boolean>): () => Promise<boolean> {
  let running: Promise<boolean> | null = null;
  return () =>
    (running ??= withTimeout(isReady(), READINESS_TIMEOUT_MS, false).finally(() => {
      running = null;
    }));
}

/**
 * Whether this instance can serve: not shutting down, its database answering (on a connection of
 * its own, so a pool busy with requests does not count as down), every migration applied. Applied
 * migrations are never undone, so once all are the check is not made again.
 */
export function databaseReadiness(
  database: Pick<Database, 'ping' | 'pendingMigrations'>,
  stopping = () => false,
) {
  let migrated = false;
  return async () => {
    if (stopping()) return false;
    await database.ping();
    migrated ||= (await database.pendingMigrations()).length === 0;
    return migrated;
  };
}
