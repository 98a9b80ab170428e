import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { snapshotMigratedPGlite } from '@backoffice/db';
import { type TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite cluster on disk ('' on PostgreSQL): every test database starts from it. */
    pgliteSnapshotFile: string;
  }
}

/** Migrates one PGlite cluster for the whole run, so a test server does not run initdb and the migrations again. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshotFile', '');
    return;
  }
  const file = join(tmpdir(), `backoffice-pglite-snapshot-${process.pid}.tar`);
  const snapshot = await snapshotMigratedPGlite();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotFile', file);
  return () => rm(file, { force: true });
}
