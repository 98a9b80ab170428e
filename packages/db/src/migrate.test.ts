import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import {
  type MigrationDriver,
  MigrationError,
  pendingMigrations,
  pgliteMigrationDriver,
  pgMigrationDriver,
  runMigrations,
  type SqlRunner,
} from './migrate';
import { createTestDatabase, dropTestDatabases, TEST_DATABASE_URL } from './test/postgres';

interface Backend {
  /** A driver on a fresh, empty database, plus a second independent driver on the same database. */
  open(): Promise<{ driver: MigrationDriver; second: () => MigrationDriver; close(): Promise<void> }>;
}

let sharedPGlite: Promise<PGlite> | undefined;

const backends: [string, Backend][] = [
  [
    'PGlite (in memory)',
    {
      // One instance for the whole file (starting PGlite takes seconds); each test gets an empty schema.
      async open() {
        sharedPGlite ??= PGlite.create();
        const db = await sharedPGlite;
        await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        const driver = pgliteMigrationDriver(db);
        return { driver, second: () => pgliteMigrationDriver(db), close: async () => {} };
      },
    },
  ],
];
if (TEST_DATABASE_URL) {
  backends.push([
    'PostgreSQL server',
    {
      async open() {
        const url = await createTestDatabase();
        const pool = new pg.Pool({ connectionString: url, max: 2 });
        const pools = [pool];
        return {
          driver: pgMigrationDriver(pool),
          second: () => {
            const pool = new pg.Pool({ connectionString: url, max: 2 });
            pools.push(pool);
            return pgMigrationDriver(pool);
          },
          close: async () => {
            await Promise.all(pools.map((pool) => pool.end()));
          },
        };
      },
    },
  ]);
}

afterAll(async () => {
  await (await sharedPGlite)?.close();
  await dropTestDatabases();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const query = <R>(driver: MigrationDriver, sql: string, params?: unknown[]) =>
  driver.withConnection((db: SqlRunner) => db.query<R>(sql, params));

interface Row {
  id: string;
  checksum: string;
  migration_name: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
  started_at: Date;
  logs: string | null;
  applied_steps_count: number;
}
const migrationRows = (driver: MigrationDriver) =>
  query<Row>(driver, 'SELECT * FROM "_prisma_migrations" ORDER BY migration_name');

const FIRST = `CREATE TABLE "widgets" ("id" SERIAL PRIMARY KEY, "name" TEXT NOT NULL);\nCREATE INDEX "widgets_name_idx" ON "widgets"("name");\n`;
const SECOND = `ALTER TABLE "widgets" ADD COLUMN "size" INTEGER NOT NULL DEFAULT 0;\nINSERT INTO "widgets" ("name") VALUES ('a'), ('b');\n`;
const WITH_FUNCTION = `CREATE FUNCTION "widget_count"() RETURNS bigint AS $$\n  SELECT count(*) FROM "widgets"; -- a semicolon inside the body\n$$ LANGUAGE sql;\n`;

describe.each(backends)('migration runner on %s', (_name, backend) => {
  let dir: string;
  let handle: Awaited<ReturnType<Backend['open']>>;

  const write = (name: string, sql: string) => {
    mkdirSync(join(dir, name), { recursive: true });
    writeFileSync(join(dir, name, 'migration.sql'), sql);
  };

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'db-migrations-'));
    writeFileSync(join(dir, 'migration_lock.toml'), 'provider = "postgresql"\n');
    handle = await backend.open();
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies pending migrations in name order and records them the way Prisma does', async () => {
    write('20250102000000_second', SECOND);
    write('20250101000000_first', FIRST);
    mkdirSync(join(dir, 'not_a_migration')); // no migration.sql: ignored

    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual([
      '20250101000000_first',
      '20250102000000_second',
    ]);
    const result = await runMigrations(handle.driver, { migrationsDir: dir });
    expect(result.applied).toEqual(['20250101000000_first', '20250102000000_second']);

    const rows = await migrationRows(handle.driver);
    expect(rows.map((row) => row.migration_name)).toEqual(['20250101000000_first', '20250102000000_second']);
    expect(rows.map((row) => row.checksum)).toEqual([sha256(FIRST), sha256(SECOND)]);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
      expect(row.finished_at?.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }
    const [count] = await query<{ n: number }>(handle.driver, 'SELECT count(*)::int AS n FROM "widgets"');
    expect(count?.n).toBe(2);

    // Prisma's exact column set and types.
    const columns = await query<{ column_name: string; data_type: string }>(
      handle.driver,
      `SELECT column_name, data_type FROM information_schema.columns
        WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    );
    expect(columns).toEqual([
      { column_name: 'id', data_type: 'character varying' },
      { column_name: 'checksum', data_type: 'character varying' },
      { column_name: 'finished_at', data_type: 'timestamp with time zone' },
      { column_name: 'migration_name', data_type: 'character varying' },
      { column_name: 'logs', data_type: 'text' },
      { column_name: 'rolled_back_at', data_type: 'timestamp with time zone' },
      { column_name: 'started_at', data_type: 'timestamp with time zone' },
      { column_name: 'applied_steps_count', data_type: 'integer' },
    ]);
  });

  it('is idempotent and applies only migrations added later', async () => {
    write('20250101000000_first', FIRST);
    expect((await runMigrations(handle.driver, { migrationsDir: dir })).applied).toEqual([
      '20250101000000_first',
    ]);
    expect((await runMigrations(handle.driver, { migrationsDir: dir })).applied).toEqual([]);
    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual([]);

    write('20250102000000_second', SECOND);
    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual(['20250102000000_second']);
    expect((await runMigrations(handle.driver, { migrationsDir: dir })).applied).toEqual([
      '20250102000000_second',
    ]);
    expect(await migrationRows(handle.driver)).toHaveLength(2);
  });

  it('reports every migration as pending on a database that was never migrated', async () => {
    write('20250101000000_first', FIRST);
    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual(['20250101000000_first']);
  });

  it('runs each migration.sql whole, so dollar-quoted bodies with semicolons work', async () => {
    write('20250101000000_first', FIRST);
    write('20250103000000_function', WITH_FUNCTION);
    await runMigrations(handle.driver, { migrationsDir: dir });
    const [result] = await query<{ n: string | number | bigint }>(
      handle.driver,
      'SELECT "widget_count"() AS n',
    );
    expect(Number(result?.n)).toBe(0);
  });

  it('refuses to run when an applied migration was modified', async () => {
    write('20250101000000_first', FIRST);
    await runMigrations(handle.driver, { migrationsDir: dir });
    write('20250101000000_first', `${FIRST}-- edited afterwards\n`);
    write('20250102000000_second', SECOND);

    const error = await runMigrations(handle.driver, { migrationsDir: dir }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationName).toBe('20250101000000_first');
    expect((error as Error).message).toMatch(/modified after it was applied/);
    // Nothing after it ran.
    expect((await migrationRows(handle.driver)).map((row) => row.migration_name)).toEqual([
      '20250101000000_first',
    ]);
  });

  it('records a failed migration, rolls back its partial work and refuses to continue until it is resolved', async () => {
    write('20250101000000_first', FIRST);
    write(
      '20250102000000_broken',
      `CREATE TABLE "half_done" ("id" INTEGER);\nALTER TABLE "no_such_table" ADD COLUMN "x" INTEGER;\n`,
    );
    write('20250103000000_third', `CREATE TABLE "third" ("id" INTEGER);\n`);

    const error = await runMigrations(handle.driver, { migrationsDir: dir }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).migrationName).toBe('20250102000000_broken');

    const rows = await migrationRows(handle.driver);
    expect(rows.map((row) => row.migration_name)).toEqual(['20250101000000_first', '20250102000000_broken']);
    const failed = defined(rows[1], 'the failed migration row');
    expect(failed.finished_at).toBeNull();
    expect(failed.rolled_back_at).toBeNull();
    expect(failed.applied_steps_count).toBe(0);
    expect(failed.logs).toMatch(/no_such_table/);
    // The migration ran in a transaction: its first statement was rolled back too.
    const [tables] = await query<{ half: string | null; third: string | null }>(
      handle.driver,
      `SELECT to_regclass('half_done')::text AS half, to_regclass('third')::text AS third`,
    );
    expect(tables).toEqual({ half: null, third: null });

    // Fixing the file is not enough: the failure must be resolved first.
    write('20250102000000_broken', `CREATE TABLE "half_done" ("id" INTEGER);\n`);
    const again = await runMigrations(handle.driver, { migrationsDir: dir }).catch(
      (caught: unknown) => caught,
    );
    expect(again).toBeInstanceOf(MigrationError);
    expect((again as Error).message).toMatch(/failed earlier and is not resolved/);
    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual([
      '20250102000000_broken',
      '20250103000000_third',
    ]);

    // `prisma migrate resolve --rolled-back` sets rolled_back_at; then the fixed migration runs.
    await query(
      handle.driver,
      `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = $1`,
      ['20250102000000_broken'],
    );
    const resolved = await runMigrations(handle.driver, { migrationsDir: dir });
    expect(resolved.applied).toEqual(['20250102000000_broken', '20250103000000_third']);
    expect(await pendingMigrations(handle.driver, { migrationsDir: dir })).toEqual([]);
  });

  it('applies each migration once when several instances start together', async () => {
    write('20250101000000_first', FIRST);
    write('20250102000000_second', SECOND);
    write('20250103000000_function', WITH_FUNCTION);
    const drivers = [handle.driver, handle.second(), handle.second()];
    const results = await Promise.all(drivers.map((driver) => runMigrations(driver, { migrationsDir: dir })));
    expect(results.flatMap((result) => result.applied).sort()).toEqual([
      '20250101000000_first',
      '20250102000000_second',
      '20250103000000_function',
    ]);
    expect(await migrationRows(handle.driver)).toHaveLength(3);
  });
});
