// Writes migrations without Prisma's native schema engine (which cannot be downloaded offline):
// Prisma's schema engine compiled to WASM diffs "the migrations folder replayed on a shadow
// database" against "schema.prisma". The shadow database is an in-memory PGlite: no server needed.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { listMigrationDirectories } from './migrate';
import { createPGliteAdapterFactory } from './pglite-adapter';
import { pgliteExtensions } from './pglite-extensions';

interface SchemaEngineInstance {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
}
interface SchemaEngineModule {
  SchemaEngine: {
    new: (options: unknown, log: (message: string) => void, adapter: object) => Promise<SchemaEngineInstance>;
  };
  __wbg_set_wasm(exports: Record<string, unknown>): void;
}

let enginePromise: Promise<SchemaEngineModule> | undefined;

/**
 * Loads @prisma/schema-engine-wasm by hand: its entry point imports the .wasm file as an ES
 * module, which Node does not do. The wasm's imports are the glue module's own exports.
 */
function loadSchemaEngine(): Promise<SchemaEngineModule> {
  enginePromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(pathToFileURL(gluePath).href)) as SchemaEngineModule & Record<string, unknown>;
    const bytes = await readFile(join(dirname(gluePath), 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return enginePromise;
}

/**
 * A driver adapter factory whose main and shadow databases are fresh in-memory PGlite instances.
 */
class InMemoryPGliteFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName = 'pglite-in-memory';
  private readonly instances: PGlite[] = [];

  private async open(): Promise<SqlDriverAdapter> {
    // The migrations create extensions (pg_trgm): the shadow database must be able to load them.
    const pglite = new PGlite({ extensions: pgliteExtensions });
    this.instances.push(pglite);
    return createPGliteAdapterFactory(pglite).connect();
  }
  connect() {
    return this.open();
  }
  connectToShadowDb() {
    return this.open();
  }
  async close() {
    await Promise.all(this.instances.map((instance) => instance.close()));
  }
}

export interface SchemaDiffOptions {
  schemaPath: string;
  migrationsDir: string;
}

/** SQL that takes a database migrated with every migration in migrationsDir to schema.prisma ('' when none). */
export async function diffSchemaAgainstMigrations({
  schemaPath,
  migrationsDir,
}: SchemaDiffOptions): Promise<string> {
  const { SchemaEngine } = await loadSchemaEngine();
  const schema = readFileSync(schemaPath, 'utf8');
  const lockPath = join(migrationsDir, 'migration_lock.toml');
  const migrationDirectories = existsSync(migrationsDir)
    ? listMigrationDirectories(migrationsDir).map((name) => ({
        path: name,
        migrationFile: {
          path: 'migration.sql',
          content: {
            tag: 'ok' as const,
            value: readFileSync(join(migrationsDir, name, 'migration.sql'), 'utf8'),
          },
        },
      }))
    : [];
  const factory = new InMemoryPGliteFactory();
  const logs: string[] = [];
  try {
    const engine = await SchemaEngine.new(
      { datamodels: [[schemaPath, schema]] },
      (message: string) => logs.push(message),
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      const result = await engine.diff({
        from: {
          tag: 'migrations',
          baseDir: migrationsDir,
          lockfile: {
            path: 'migration_lock.toml',
            // Before the first migration there is no lockfile yet: the engine still needs the provider.
            content: existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : MIGRATION_LOCK_TOML,
          },
          migrationDirectories,
          shadowDbInitScript: '',
        },
        to: { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: schema }] },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      const sql = result.stdout ?? '';
      return isEmptyMigration(sql) ? '' : sql;
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}

/** The engine answers an empty diff with a comment only. */
export function isEmptyMigration(sql: string) {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .every((line) => line === '' || line.startsWith('--'));
}

export const MIGRATION_LOCK_TOML =
  '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n';
