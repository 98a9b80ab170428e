import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultMigrationsDir, schemaPath } from './paths';
import { diffSchemaAgainstMigrations } from './schema-diff';

// The diff runs on an in-memory PGlite shadow database whatever the run's database (`npm test` runs
// this project once). The WASM schema engine is slow beside the other suites on two cores (a minute
// was exceeded), hence the longer timeout.
describe('schema diff (WASM schema engine, in-memory PGlite shadow database)', () => {
  it('finds no drift between prisma/schema.prisma and prisma/migrations', { timeout: 240_000 }, async () => {
    expect(await diffSchemaAgainstMigrations({ schemaPath, migrationsDir: defaultMigrationsDir })).toBe('');
  });

  it('writes the SQL of a schema change', { timeout: 240_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'db-diff-'));
    try {
      const schema = join(dir, 'schema.prisma');
      writeFileSync(
        schema,
        `datasource db {\n  provider = "postgresql"\n}\n\nmodel Thing {\n  id   String @id @db.Uuid\n  name String\n  @@map("things")\n}\n`,
      );
      const sql = await diffSchemaAgainstMigrations({
        schemaPath: schema,
        migrationsDir: join(dir, 'migrations'),
      });
      expect(sql).toContain('CREATE TABLE "things"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
