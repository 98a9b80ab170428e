import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/db/src -> ../../..). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const prismaDir = join(repoRoot, 'prisma');
export const schemaPath = join(prismaDir, 'schema.prisma');
/** Prisma's layout: <timestamp>_<name>/migration.sql plus migration_lock.toml. */
export const defaultMigrationsDir = join(prismaDir, 'migrations');
/** Uploaded and demo files live beside the embedded database, in DATA_DIR/files. */
export const storageRootIn = (dataDir: string) => join(dataDir, 'files');
