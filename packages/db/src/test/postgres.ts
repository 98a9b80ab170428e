// Helpers for tests against a real PostgreSQL server: set TEST_DATABASE_URL (e.g.
// postgres://postgres@127.0.0.1:5432/postgres) and every test gets its own, uniquely named database,
// dropped at the end of the run.
import { randomBytes } from 'node:crypto';

import pg from 'pg';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

const created: string[] = [];
const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
let counter = 0;

function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Creates an empty database and returns its URL. */
export async function createTestDatabase(): Promise<string> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  counter += 1;
  const name = `backoffice_db_test_${runId}_${counter}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  created.push(name);
  return withDatabase(TEST_DATABASE_URL, name);
}

/** Drops every database this process created (call from afterAll, after closing the pools). */
export async function dropTestDatabases(): Promise<void> {
  if (!TEST_DATABASE_URL || created.length === 0) return;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    for (const name of created.splice(0)) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
