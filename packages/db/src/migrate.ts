// The project's migration runner. Prisma's `migrate deploy` needs a native engine that cannot be
// installed offline, so migrations (still written in Prisma's layout) are applied here over the raw
// drivers, recording them in Prisma's own `_prisma_migrations` table with Prisma's checksums: a
// database migrated this way is seen as up to date by `prisma migrate status|deploy`.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { type PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import type pg from 'pg';

import { defaultMigrationsDir } from './paths';

/**
 * Key of the session-level advisory lock held while migrating. It is the key Prisma's own engine
 * uses, so this runner and `prisma migrate deploy` also exclude each other.
 */
export const MIGRATION_ADVISORY_LOCK_KEY = 72707369;

/** Prisma's table, with exactly Prisma's columns. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

// ---------------------------------------------------------------------------------------------
// Raw drivers
// ---------------------------------------------------------------------------------------------

export interface SqlRunner {
  /** One statement, with $1.. parameters. */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** A script of any number of statements (simple query protocol, no parameters). */
  exec(sql: string): Promise<void>;
}

export interface MigrationConnection extends SqlRunner {
  /** Runs fn inside BEGIN/COMMIT on this connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
}

/** Something that can lend one database session (advisory locks belong to a session). */
export interface MigrationDriver {
  withConnection<T>(fn: (connection: MigrationConnection) => Promise<T>): Promise<T>;
}

function pgRunner(client: pg.ClientBase): SqlRunner {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return result.rows as R[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

/** Errors after which a connection cannot be trusted any more (timeouts, a dropped socket). */
const isConnectionFailure = (error: unknown) =>
  error instanceof Error &&
  (/timeout|terminated|Connection|ECONNRESET|EPIPE/i.test(error.message) ||
    /^(08|57)/.test(errorCode(error)));

const errorCode = (error: Error) => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : '';
};

/** A driver over node-postgres: a Pool (one client is checked out per call) or a connected Client. */
export function pgMigrationDriver(poolOrClient: pg.Pool | pg.ClientBase): MigrationDriver {
  return {
    async withConnection<T>(fn: (connection: MigrationConnection) => Promise<T>) {
      const isPool = 'totalCount' in poolOrClient;
      const client: pg.ClientBase = isPool ? await poolOrClient.connect() : poolOrClient;
      let broken: Error | undefined;
      // A connection lost while checked out emits 'error': listen, so it cannot crash the process,
      // and give the client back as broken so the pool discards it.
      const onError = (error: Error) => {
        broken = error;
      };
      client.on('error', onError);
      try {
        const runner = pgRunner(client);
        return await fn({
          ...runner,
          async transaction<R>(body: (tx: SqlRunner) => Promise<R>) {
            await client.query('BEGIN');
            try {
              const result = await body(runner);
              await client.query('COMMIT');
              return result;
            } catch (error) {
              await client.query('ROLLBACK').catch((rollbackError: Error) => {
                broken = rollbackError;
              });
              throw error;
            }
          },
        });
      } catch (error) {
        broken ??= isConnectionFailure(error) ? (error as Error) : undefined;
        throw error;
      } finally {
        client.off('error', onError);
        if (isPool) (client as pg.PoolClient).release(broken);
      }
    },
  };
}

function pgliteRunner(db: PGlite | PGliteTransaction): SqlRunner {
  return {
    async query<R>(sql: string, params?: unknown[]) {
      const result = await db.query<R>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/** One queue per PGlite instance, shared by every driver made for it. */
const pgliteQueues = new WeakMap<PGlite, Promise<unknown>>();

/**
 * A driver over an embedded PGlite. PGlite is a single session, in which advisory locks are
 * re-entrant, so callers are also queued in-process: two concurrent runs cannot interleave.
 */
export function pgliteMigrationDriver(db: PGlite): MigrationDriver {
  return {
    withConnection<T>(fn: (connection: MigrationConnection) => Promise<T>) {
      const run = (pgliteQueues.get(db) ?? Promise.resolve()).then(() =>
        fn({
          ...pgliteRunner(db),
          transaction: (body) => db.transaction((tx) => body(pgliteRunner(tx))),
        }),
      );
      pgliteQueues.set(
        db,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Migrations on disk
// ---------------------------------------------------------------------------------------------

export interface LocalMigration {
  /** Folder name, e.g. 20250101000000_init. */
  name: string;
  sql: string;
  /** sha256 hex of migration.sql, as Prisma computes it. */
  checksum: string;
}

export const migrationChecksum = (sql: string) => createHash('sha256').update(sql, 'utf8').digest('hex');

/** Migration folder names (those holding a migration.sql), in name order. */
export function listMigrationDirectories(migrationsDir: string): string[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir)
    .filter((name) => {
      const folder = join(migrationsDir, name);
      return statSync(folder).isDirectory() && existsSync(join(folder, 'migration.sql'));
    })
    .sort();
}

export function loadMigrations(migrationsDir: string = defaultMigrationsDir): LocalMigration[] {
  return listMigrationDirectories(migrationsDir).map((name) => {
    const sql = readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8');
    return { name, sql, checksum: migrationChecksum(sql) };
  });
}

// ---------------------------------------------------------------------------------------------
// The runner
// ---------------------------------------------------------------------------------------------

export class MigrationError extends Error {
  constructor(
    message: string,
    readonly migrationName?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

interface MigrationRow {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  logs: string | null;
}

export interface MigrateOptions {
  migrationsDir?: string;
  log?: (message: string) => void;
}

async function readMigrationRows(db: SqlRunner): Promise<MigrationRow[] | null> {
  const [table] = await db.query<{ exists: boolean }>(
    `SELECT to_regclass('_prisma_migrations') IS NOT NULL AS "exists"`,
  );
  if (!table?.exists) return null;
  return db.query<MigrationRow>(
    `SELECT id, checksum, migration_name, finished_at, rolled_back_at, logs
       FROM "_prisma_migrations" ORDER BY started_at, migration_name`,
  );
}

/** A row is a success when it finished and was not rolled back; a failure when it neither finished nor was rolled back. */
const isApplied = (row: MigrationRow) => row.finished_at !== null && row.rolled_back_at === null;
const isUnresolvedFailure = (row: MigrationRow) => row.finished_at === null && row.rolled_back_at === null;

/**
 * Applies every pending migration, each migration.sql whole inside its own transaction, in name
 * order, under the migration advisory lock (so concurrent starts are safe: the later instances wait
 * and then find nothing to do). Refuses to run when:
 * - a migration failed earlier and is not resolved (fix the database, then delete its row or run
 *   `prisma migrate resolve --rolled-back <name>`, which sets rolled_back_at);
 * - an applied migration's migration.sql changed (checksum mismatch).
 * A failure is recorded in `_prisma_migrations` (finished_at NULL, error text in logs).
 */
export async function runMigrations(
  driver: MigrationDriver,
  options: MigrateOptions = {},
): Promise<{ applied: string[] }> {
  const migrationsDir = options.migrationsDir ?? defaultMigrationsDir;
  const log = options.log ?? (() => {});
  const local = loadMigrations(migrationsDir);

  return driver.withConnection(async (db) => {
    await db.query('SELECT pg_advisory_lock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
    try {
      await db.exec(CREATE_MIGRATIONS_TABLE);
      const rows = (await readMigrationRows(db)) ?? [];

      const failed = rows.find(isUnresolvedFailure);
      if (failed) {
        throw new MigrationError(
          `Migration ${failed.migration_name} failed earlier and is not resolved; fix the database, then mark it ` +
            `rolled back (prisma migrate resolve --rolled-back ${failed.migration_name}) or delete its row in ` +
            `_prisma_migrations. Logs: ${failed.logs ?? ''}`,
          failed.migration_name,
        );
      }

      const applied = new Map(rows.filter(isApplied).map((row) => [row.migration_name, row]));
      for (const [name, row] of applied) {
        const migration = local.find((candidate) => candidate.name === name);
        if (!migration) {
          log(`warning: migration ${name} is applied to the database but missing from ${migrationsDir}`);
          continue;
        }
        if (migration.checksum !== row.checksum) {
          throw new MigrationError(
            `Migration ${name} was modified after it was applied (checksum ${row.checksum} in the database, ` +
              `${migration.checksum} on disk). Never edit an applied migration: write a new one.`,
            name,
          );
        }
      }

      const done: string[] = [];
      for (const migration of local) {
        if (applied.has(migration.name)) continue;
        log(`applying migration ${migration.name}`);
        const id = randomUUID();
        const startedAt = new Date();
        try {
          await db.transaction(async (tx) => {
            await tx.exec(migration.sql);
            await tx.query(
              `INSERT INTO "_prisma_migrations"
                 (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
               VALUES ($1, $2, clock_timestamp(), $3, NULL, $4, 1)`,
              [id, migration.checksum, migration.name, startedAt],
            );
          });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db.query(
            `INSERT INTO "_prisma_migrations"
               (id, checksum, finished_at, migration_name, logs, started_at, applied_steps_count)
             VALUES ($1, $2, NULL, $3, $4, $5, 0)`,
            [
              id,
              migration.checksum,
              migration.name,
              `Migration ${migration.name} failed:\n${message}`,
              startedAt,
            ],
          );
          throw new MigrationError(`Migration ${migration.name} failed: ${message}`, migration.name, {
            cause: error,
          });
        }
        done.push(migration.name);
      }
      return { applied: done };
    } finally {
      await db.query('SELECT pg_advisory_unlock($1)', [MIGRATION_ADVISORY_LOCK_KEY]);
    }
  });
}

/** Names of the migrations on disk not (successfully) applied to the database, for readiness checks. */
export async function pendingMigrations(
  driver: MigrationDriver,
  options: MigrateOptions = {},
): Promise<string[]> {
  const local = loadMigrations(options.migrationsDir ?? defaultMigrationsDir);
  const rows = await driver.withConnection((db) => readMigrationRows(db));
  const applied = new Set((rows ?? []).filter(isApplied).map((row) => row.migration_name));
  return local.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name);
}
