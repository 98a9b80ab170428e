import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

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
  /** Receives the migration runner's messages. */
  migrationLog?: (message: string) => void;
  /** Maximum pool size for PostgreSQL (default 10). */
  poolSize?: number;
}

export interface Database {
  prisma: PrismaClient;
  kind: DatabaseKind;
  /** Applies pending migrations (under an advisory lock: safe when several instances start together). */
  runMigrations(): Promise<{ applied: string[] }>;
  /** Migrations on disk that are not applied yet (for readiness checks). */
  pendingMigrations(): Promise<string[]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MEMORY_DATA_DIR = ':memory:';

/**
 * Opens the database. With a URL: a pg Pool shared by Prisma (@prisma/adapter-pg) and the migration
 * runner. Without: one PGlite instance (an embedded PostgreSQL; one process owns its folder) shared
 * by the migration runner (raw exec/query) and Prisma (pglite-prisma-adapter).
 */
export async function createDatabase(options: CreateDatabaseOptions): Promise<Database> {
  const migrateOptions: MigrateOptions = { migrationsDir: options.migrationsDir, log: options.migrationLog };
  const log = options.log ?? [];

  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Prisma's pg adapter sends dates as UTC wall-clock text without an offset (read in the
      // session's time zone) and drops the offset of timestamptz it reads: pin the session to UTC,
      // or on a server configured for Europe/Rome every stored instant would be off by 1-2 hours.
      options: '-c TimeZone=UTC',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool), log });
    return assemble('postgres', prisma, pgMigrationDriver(pool), migrateOptions, async () => {
      await prisma.$disconnect();
      await pool.end();
    });
  }

  let pglite: PGlite;
  if (options.dataDir === MEMORY_DATA_DIR) {
    pglite = await PGlite.create({ extensions: pgliteExtensions });
  } else {
    const folder = join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    pglite = await PGlite.create(folder, { extensions: pgliteExtensions });
  }
  // PGlite defaults to UTC already; pinned for the same reason as with PostgreSQL above.
  await pglite.exec(`SET TIME ZONE 'UTC'`);
  const prisma = new PrismaClient({ adapter: createPGliteAdapterFactory(pglite), log });
  return assemble('pglite', prisma, pgliteMigrationDriver(pglite), migrateOptions, async () => {
    await prisma.$disconnect();
    await pglite.close();
  });
}

function assemble(
  kind: DatabaseKind,
  prisma: PrismaClient,
  driver: MigrationDriver,
  migrateOptions: MigrateOptions,
  close: () => Promise<void>,
): Database {
  let closed: Promise<void> | undefined;
  return {
    prisma,
    kind,
    runMigrations: () => runMigrations(driver, migrateOptions),
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
