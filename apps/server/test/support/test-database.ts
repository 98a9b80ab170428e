import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { inject } from 'vitest';

import { createDatabase, type CreateDatabaseOptions, type Database } from '@backoffice/db';

import { adminQuery, databaseUrlOn } from './postgres-admin';

export interface TestDatabase {
  database: Database;
  /** The new database's URL on TEST_DATABASE_URL's server; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** A temporary folder for the server's files, removed with the database. */
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * A fresh database on TEST_DATABASE_URL's server (or the one given; created and dropped here), or
 * null for PGlite: empty, or a copy of `template` (a migrated one).
 */
export async function createTestDatabaseUrl(
  serverUrl = process.env.TEST_DATABASE_URL,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `backoffice_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlOn(serverUrl, name),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/** The run's migrated PGlite cluster (test/support/global-setup.ts), read once per test file. */
function pgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = inject('pgliteSnapshotFile');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

/**
 * A migrated database of its own for one test server: in-memory PGlite started from the run's
 * snapshot, or a new database on TEST_DATABASE_URL's server.
 */
export async function createTestDatabase(
  options: {
    /** Connect over this URL instead (e.g. a TCP proxy in front of the test database). */
    databaseUrl?: (realUrl: string) => string;
    databaseOptions?: Pick<CreateDatabaseOptions, 'poolSize' | 'timeouts' | 'onConnectionError'>;
    /** Connect to this database another test server made (a second instance): neither migrated nor dropped here. */
    existingUrl?: string;
    /** Create the database on this PostgreSQL server instead of TEST_DATABASE_URL's (one with a replica). */
    serverUrl?: string;
  } = {},
): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-test-'));
  // On the run's own server, a copy of its migrated template (global-setup.ts).
  const template = options.serverUrl ? undefined : inject('postgresTemplate') || undefined;
  const created = options.existingUrl ? null : await createTestDatabaseUrl(options.serverUrl, template);
  const databaseUrl =
    options.existingUrl ?? (created ? (options.databaseUrl?.(created.url) ?? created.url) : undefined);
  const database = await createDatabase({
    databaseUrl,
    dataDir: databaseUrl ? dataDir : ':memory:',
    pgliteSnapshot: databaseUrl ? undefined : await pgliteSnapshot(),
    ...options.databaseOptions,
  });
  if (!options.existingUrl) await database.runMigrations();
  return {
    database,
    databaseUrl,
    dataDir,
    async dispose() {
      await database.close();
      await created?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
