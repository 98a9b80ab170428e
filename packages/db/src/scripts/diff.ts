// npm run db:diff -- <name>   writes prisma/migrations/<timestamp>_<name>/migration.sql from the
//                             changes between the migrations folder and prisma/schema.prisma.
// npm run db:diff -- --check  exits 1 (printing the SQL) when they disagree; for CI.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { defaultMigrationsDir, repoRoot, schemaPath } from '../paths';
import { diffSchemaAgainstMigrations, MIGRATION_LOCK_TOML } from '../schema-diff';

const args = process.argv.slice(2);
const check = args.includes('--check');
const name = args.find((arg) => !arg.startsWith('--'));

const timestamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

async function main() {
  // Writing needs a migration name; checking needs none.
  const migrationSlug = name === undefined ? '' : slug(name);
  if (!check && migrationSlug === '') {
    console.error('usage: npm run db:diff -- <migration_name> | --check');
    return 2;
  }
  const sql = await diffSchemaAgainstMigrations({ schemaPath, migrationsDir: defaultMigrationsDir });
  if (check) {
    if (sql === '') {
      console.info('no changes: prisma/schema.prisma and prisma/migrations agree');
      return 0;
    }
    console.error(
      'prisma/schema.prisma and prisma/migrations disagree; run `npm run db:diff -- <name>`. Missing SQL:\n',
    );
    console.error(sql);
    return 1;
  }
  if (sql === '') {
    console.info('no changes');
    return 0;
  }
  const folder = join(defaultMigrationsDir, `${timestamp(new Date())}_${migrationSlug}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'migration.sql'), sql);
  const lockPath = join(defaultMigrationsDir, 'migration_lock.toml');
  if (!existsSync(lockPath)) writeFileSync(lockPath, MIGRATION_LOCK_TOML);
  console.info(`wrote ${relative(repoRoot, join(folder, 'migration.sql'))}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
