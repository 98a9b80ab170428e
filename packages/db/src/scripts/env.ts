import { isAbsolute, resolve } from 'node:path';

import { repoRoot } from '../paths';

/** DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite; default ./data relative to the repository root). */
export function databaseOptionsFromEnv() {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const configured = process.env.DATA_DIR?.trim() || 'data';
  const dataDir =
    configured === ':memory:' || isAbsolute(configured) ? configured : resolve(repoRoot, configured);
  return { databaseUrl, dataDir };
}

export const describeTarget = (options: { databaseUrl?: string; dataDir: string }) =>
  options.databaseUrl
    ? `PostgreSQL ${options.databaseUrl.replace(/\/\/([^:@/]+)(:[^@/]*)?@/, '//$1:***@')}`
    : `PGlite in ${options.dataDir}/pglite`;
