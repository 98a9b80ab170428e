import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type TestProject } from 'vitest/node';

import { createDatabase, snapshotMigratedPGlite } from '@backoffice/db';

import { adminQuery, databaseUrlOn } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster on disk ('' on PostgreSQL): every test database starts from it. */
    pgliteSnapshotFile: string;
    /** A migrated database on TEST_DATABASE_URL's server ('' on PGlite): test databases are copies of it. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, so a test server does not migrate its own again: a
 * PGlite cluster saved to disk, or on PostgreSQL a template database that CREATE DATABASE copies
 * (a tenth of the half second the migrations take).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteSnapshotFile', '');
    const template = `backoffice_template_${process.pid}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const database = await createDatabase({
      databaseUrl: databaseUrlOn(serverUrl, template),
      dataDir: tmpdir(),
    });
    await database.runMigrations();
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('postgresTemplate', template);
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  }
  project.provide('postgresTemplate', '');
  const file = join(tmpdir(), `backoffice-pglite-snapshot-${process.pid}.tar`);
  const snapshot = await snapshotMigratedPGlite();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return () => rm(file, { force: true });
}
