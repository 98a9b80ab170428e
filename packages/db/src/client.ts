import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';

import { PrismaClient } from './generated/prisma/client';
import {
  type MigrateOptions,
  type MigrationDriver,
  pendingMigrations,
  pgliteMigrationDriver,
  pgMigrationDriver,
  runMigrations,
} from './migrate';
import { createPGliteAdapterFactory } from './pglite-adapter';
import { pgliteExtensions } from './pglite-extensions';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseLogLevel = 'query' | 'info' | 'warn' | 'error';

export interface CreateDatabaseOptions {
  /** postgres://... When absent, an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Data folder: PGlite lives in `${dataDir}/pglite`. The literal ':memory:' gives an in-memory PGlite. */
  dataDir: string;
  /** Prisma log levels to emit (to the console). */
  log?: DatabaseLogLevel[];
  /** Migrations folder (default: prisma/migrations of the repository). */
  migrationsDir?: string;
  /**
   * In-memory PGlite only: start from this cluster (a tarball from `snapshotMigratedPGlite`)
   * instead of initialising an empty one, which costs seconds of initdb each time.
   */
  pgliteSnapshot?: Blob;
  /** Receives the migration runner's messages. */
  migrationLog?: (message: string) => void;
  /** Maximum pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** PostgreSQL time limits; see `DEFAULT_DATABASE_TIMEOUTS`. */
  timeouts?: Partial<DatabaseTimeouts>;
  /** Receives connection errors of the pool and its clients (they never crash the process). */
  onConnectionError?: (error: Error) => void;
}

export interface DatabaseTimeouts {
  /** Opening a connection (and waiting for a free one in the pool). */
  connectMs: number;
  /** One statement on the server (`statement_timeout`); the client gives up 2 s later. */
  statementMs: number;
  /** A transaction left idle on the server (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
  /** Idle pooled connections are closed after this long. */
  idleMs: number;
  /** TCP keepalive probes start after this long without traffic. */
  keepAliveDelayMs: number;
}

/**
 * A database that stops answering must cost a request seconds, not forever: connections time out,
 * statements are cancelled by the server, and the client abandons (and the pool discards) a
 * connection whose answer does not come. Migrations run on their own connection without limits.
 */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
  idleMs: 30_000,
  keepAliveDelayMs: 10_000,
};

/** How long a transaction on PGlite may wait for its turn on the one connection. */
const PGLITE_TRANSACTION_WAIT_MS = 20_000;

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** Applies pending migrations (under an advisory lock: safe when several instances start together). */
  runMigrations(): Promise<{ applied: string[] }>;
  /** Migrations on disk that are not applied yet (for readiness checks). */
  pendingMigrations(): Promise<string[]>;
  /**
   * Throws when the database does not answer; on PostgreSQL over a connection of its own, never
   * queued behind the pool's requests.
   */
  ping(): Promise<void>;
  /** Connections of the PostgreSQL pool (null on PGlite), for metrics. */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` from any connection, until the answered stop is
   * called. On PostgreSQL the listener has a connection of its own, opened again after a loss; it
   * calls `onNotify` once more then, as notifications sent meanwhile are lost.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * The embedded database's whole cluster as a tarball, taken after a checkpoint inside a transaction
   * that holds every other one back (nothing writes meanwhile), to open again with PGlite's
   * `loadDataDir`; `queries` are answered from that same moment. Null on PostgreSQL, whose backups are
   * pg_basebackup's and its WAL archive's (docs/deploy.md).
   */
  snapshot:
    | (<Q extends string>(
        queries: Record<Q, string>,
      ) => Promise<{ cluster: Blob; rows: Record<Q, Array<Record<string, unknown>>> }>)
    | null;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A LISTEN on a connection of its own, opened again a second after it is lost, until stopped. */
async function listenOnPostgres(
  connect: () => pg.Client,
  channel: string,
  onNotify: () => void,
  onConnectionError: (error: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const next = connect();
    next.on('error', onConnectionError);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      onNotify();
      again();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  };
  const again = () => {
    if (stopped) return;
    retry = setTimeout(() => void open().catch(again), 1000);
    retry.unref();
  };
  await open().catch((error: unknown) => {
    onConnectionError(error instanceof Error ? error : new Error(String(error)));
    again();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

export const MEMORY_DATA_DIR = ':memory:';

/**
 * One statement sent straight to the driver under a client made by `createDatabase`: the same pg
 * pool (with its timeouts) or the same PGlite instance (whose queries wait for an open transaction
 * to end), without Prisma's request and result processing, which costs more CPU than the driver
 * itself. For hot reads, one SELECT each, whose SQL already answers JSON-ready columns (text, int,
 * bool): the rows come back as they are in JSON. Dates among the parameters are sent as ISO instants.
 */
export type DriverQuery = <Row>(sql: string, params: readonly unknown[]) => Promise<Row[]>;

const driverQueries = new WeakMap<PrismaClient, DriverQuery>();

/** The driver under a client made by `createDatabase`, or null for any other client (a transaction's). */
export const driverQueryOf = (prisma: PrismaClient): DriverQuery | null => driverQueries.get(prisma) ?? null;

/**
 * The driver under the client when it has one, else the statement through Prisma (a transaction's
 * client): for reads whose columns are already what is sent on (text, int, bool), where Prisma's
 * result processing would only cost CPU.
 */
export const rawQueryOf = (prisma: PrismaClient): DriverQuery =>
  driverQueryOf(prisma) ??
  (<Row>(sql: string, params: readonly unknown[]) => prisma.$queryRawUnsafe<Row[]>(sql, ...params));

/** Clients over PGlite: their queries run on the server's own thread, one at a time. */
const embeddedClients = new WeakSet<PrismaClient>();

/** True for a client made by `createDatabase` over the embedded PGlite database. */
export const isEmbedded = (prisma: PrismaClient): boolean => embeddedClients.has(prisma);

/** The longest pause of `givingWay` (a pause never outlasts its piece: long work keeps half its pace). */
const GIVE_WAY_MAX_MS = 100;

/**
 * For long work (an import's steps, a report's or a stream's batches): answers the pause to await
 * between its pieces. PGlite runs every query on the server's own thread, one at a time: pieces sent
 * back to back leave other requests no moment (a 100,000-row store import kept every other call
 * waiting up to 10 s, measured). There each pause lasts as long as the work ran since the last one
 * (up to 100 ms), so the long work has half of the database and the requests meanwhile the other
 * half. On PostgreSQL, whose pool serves the others in parallel, it returns at once.
 */
export function givingWay(prisma: PrismaClient): () => Promise<void> {
  if (!embeddedClients.has(prisma)) return () => Promise.resolve();
  let since = performance.now();
  return async () => {
    await sleep(Math.min(Math.max(performance.now() - since, 1), GIVE_WAY_MAX_MS));
    since = performance.now();
  };
}

const toDriverParams = (params: readonly unknown[]) =>
  params.map((value) => (value instanceof Date ? value.toISOString() : value));

/**
 * Prisma's pg adapter sends dates as UTC wall-clock text without an offset (read in the session's
 * time zone) and drops the offset of timestamptz it reads: every session is pinned to UTC, or on a
 * server configured for Europe/Rome every stored instant would be off by 1-2 hours.
 */
const UTC_SESSION = '-c TimeZone=UTC';

interface PostgresPoolOptions {
  poolSize?: number;
  timeouts: DatabaseTimeouts;
  onConnectionError: (error: Error) => void;
  log: DatabaseLogLevel[];
  /** Every transaction read-only (a replica's pool: a write sent there by mistake fails at once). */
  readOnly?: boolean;
}

/** A pg Pool with the limits above and a PrismaClient over it, whose raw driver queries use the pool. */
function openPostgresPool(url: string, options: PostgresPoolOptions) {
  const { timeouts, onConnectionError } = options;
  // JIT compilation pays off for long analytic scans; these statements are short, keyset-paged
  // reads whose cost the planner overestimates when statistics lag a bulk load (a store import,
  // a day of orders), and then compiling took 100 to 330 ms of a 5 ms batch (measured).
  const settings = [
    UTC_SESSION,
    '-c jit=off',
    `-c statement_timeout=${timeouts.statementMs}`,
    `-c idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
    ...(options.readOnly ? ['-c default_transaction_read_only=on'] : []),
  ];
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: settings.join(' '),
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.statementMs + 2000,
    idleTimeoutMillis: timeouts.idleMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', onConnectionError);
  // Nor may a checked-out one (the pool listens only while a client is idle): every client gets a
  // listener of its own for its whole life.
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  const prisma = new PrismaClient({
    adapter: new PrismaPg(pool, { onPoolError: onConnectionError }),
    log: options.log,
    // Prisma's 2 s wait for a transaction's connection is shorter than the pool's own wait for
    // one: a burst would be refused while the pool would still have served it.
    transactionOptions: { maxWait: timeouts.connectMs },
  });
  driverQueries.set(prisma, async <Row>(sql: string, params: readonly unknown[]) => {
    const result = await pool.query(sql, toDriverParams(params));
    return result.rows as Row[];
  });
  return { pool, prisma };
}

/** A read replica: long reads (reports, exports, aggregates) go there instead of to the primary. */
export interface ReadReplica {
  prisma: PrismaClient;
  /** Throws when the replica does not answer. */
  ping(): Promise<void>;
  poolStats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface OpenReadReplicaOptions {
  /** postgres://... of a streaming replica (or any PostgreSQL server holding the same data). */
  url: string;
  poolSize?: number;
  timeouts?: Partial<DatabaseTimeouts>;
  onConnectionError?: (error: Error) => void;
  log?: DatabaseLogLevel[];
}

/**
 * Opens a pool on a read replica. It runs no migrations (the replica follows the primary's) and
 * opens connections only when asked, so a replica that is down costs the calls that use it, not
 * the start-up.
 */
export function openReadReplica(options: OpenReadReplicaOptions): ReadReplica {
  const { pool, prisma } = openPostgresPool(options.url, {
    poolSize: options.poolSize,
    timeouts: { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts },
    onConnectionError:
      options.onConnectionError ??
      ((error: Error) => console.error('[db] read replica connection error:', error.message)),
    log: options.log ?? [],
    readOnly: true,
  });
  let closed: Promise<void> | undefined;
  return {
    prisma,
    async ping() {
      await pool.query('SELECT 1');
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close() {
      closed ??= prisma.$disconnect().then(() => pool.end());
      return closed;
    },
  };
}

/**
 * Opens the database. With a URL: a pg Pool shared by Prisma (@prisma/adapter-pg) and the migration
 * runner. Without: one PGlite instance (an embedded PostgreSQL; one process owns its folder) shared
 * by the migration runner (raw exec/query) and Prisma (pglite-prisma-adapter).
 */
export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  const migrateOptions: MigrateOptions = { migrationsDir: options.migrationsDir, log: options.migrationLog };
  const log = options.log ?? [];

  if (options.databaseUrl) {
    const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
    const onConnectionError =
      options.onConnectionError ??
      ((error: Error) => console.error('[db] PostgreSQL connection error:', error.message));
    const { pool, prisma } = openPostgresPool(options.databaseUrl, {
      poolSize: options.poolSize,
      timeouts,
      onConnectionError,
      log,
    });
    // Migrations may legitimately run for minutes: their own connection, without the limits above.
    const migrationDriver: MigrationDriver = {
      async withConnection(fn) {
        const client = new pg.Client({
          connectionString: options.databaseUrl,
          options: UTC_SESSION,
          connectionTimeoutMillis: timeouts.connectMs,
          keepAlive: true,
        });
        client.on('error', onConnectionError);
        await client.connect();
        try {
          return await pgMigrationDriver(client).withConnection(fn);
        } finally {
          await client.end().catch(() => undefined);
        }
      },
    };
    // The readiness probe's own connection: a pool full of requests is a busy instance, not a
    // database that does not answer, and must not take the instance out of its balancer (during a
    // rolling restart the busy one may be the only one left).
    const probePool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      options: UTC_SESSION,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.statementMs,
      idleTimeoutMillis: 0,
      keepAlive: true,
      keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
    });
    probePool.on('error', onConnectionError);
    probePool.on('connect', (client) => {
      client.on('error', onConnectionError);
    });
    const database = assemble(
      'postgres',
      prisma,
      pgMigrationDriver(pool),
      migrateOptions,
      async () => {
        await prisma.$disconnect();
        await pool.end();
        await probePool.end();
      },
      (channel, onNotify) =>
        listenOnPostgres(
          () =>
            new pg.Client({
              connectionString: options.databaseUrl,
              connectionTimeoutMillis: timeouts.connectMs,
              keepAlive: true,
              keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
            }),
          channel,
          onNotify,
          onConnectionError,
        ),
      migrationDriver,
      () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    );
    return {
      ...database,
      async ping() {
        await probePool.query('SELECT 1');
      },
    };
  }

  let pglite: PGlite;
  if (options.dataDir === MEMORY_DATA_DIR) {
    pglite = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.pgliteSnapshot });
  } else {
    const folder = join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    pglite = await PGlite.create(folder, { extensions: pgliteExtensions });
  }
  // PGlite defaults to UTC already; pinned for the same reason as with PostgreSQL above.
  await pglite.exec(`SET TIME ZONE 'UTC'`);
  // One connection runs every transaction in turn: a burst of them queues for longer than Prisma's
  // default 2 s wait (100 sign-in checks at once on a busy machine did).
  const prisma = new PrismaClient({
    adapter: createPGliteAdapterFactory(pglite),
    log,
    transactionOptions: { maxWait: PGLITE_TRANSACTION_WAIT_MS },
  });
  embeddedClients.add(prisma);
  // PGlite's wire parser copies every field into a buffer of its own: 100,000 report rows of 16
  // columns took 2.5 s to read, 1.1 s as one JSON value a row (parsed natively). The contract's
  // columns (text, int, bool) come through JSON unchanged, and a subquery with ORDER BY is never
  // flattened, so its order holds.
  driverQueries.set(prisma, async <Row>(sql: string, params: readonly unknown[]) => {
    const result = await pglite.query<{ row: Row }>(
      `SELECT row_to_json(statement) AS row FROM (${sql}) statement`,
      toDriverParams(params),
    );
    return result.rows.map(({ row }) => row);
  });
  return assemble(
    'pglite',
    prisma,
    pgliteMigrationDriver(pglite),
    migrateOptions,
    async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
    async (channel, onNotify) => {
      const stop = await pglite.listen(channel, onNotify);
      return async () => stop();
    },
    undefined,
    undefined,
    async (queries) => {
      // Recovery of the copy starts from this checkpoint; the transaction waits for the running one
      // and holds the others back while its reads and the dump are made.
      await pglite.exec('CHECKPOINT');
      return pglite.transaction(async (tx) => {
        const rows = Object.fromEntries(
          await Promise.all(
            Object.entries<string>(queries).map(async ([name, sql]) => [name, (await tx.query(sql)).rows]),
          ),
        ) as Record<keyof typeof queries, Array<Record<string, unknown>>>;
        return { cluster: await pglite.dumpDataDir('none'), rows };
      });
    },
  );
}

/**
 * An in-memory PGlite cluster with every migration applied, as a tarball for `pgliteSnapshot`: a
 * test suite migrates once and each of its databases starts from the copy.
 */
export async function snapshotMigratedPGlite(options: { migrationsDir?: string } = {}): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await runMigrations(pgliteMigrationDriver(pglite), { migrationsDir: options.migrationsDir });
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}

function assemble(
  kind: DatabaseKind,
  prisma: PrismaClient,
  driver: MigrationDriver,
  migrateOptions: MigrateOptions,
  close: () => Promise<void>,
  listen: Database['listen'],
  migrationDriver: MigrationDriver = driver,
  poolStats: Database['poolStats'] = () => null,
  snapshot: Database['snapshot'] = null,
): Database {
  let closed: Promise<void> | undefined;
  return {
    prisma,
    kind,
    snapshot,
    runMigrations: () => runMigrations(migrationDriver, migrateOptions),
    poolStats,
    listen(channel, onNotify) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
      return listen(channel, onNotify);
    },
    pendingMigrations: () => pendingMigrations(driver, migrateOptions),
    async ping() {
      await driver.withConnection((db) => db.query('SELECT 1'));
    },
    close() {
      closed ??= close();
      return closed;
    },
  };
}
