import { existsSync } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import { storageRootIn } from '@backoffice/db';

import {
  BackupArchiveError,
  type BackupManifest,
  COUNTS_SQL,
  MIGRATIONS_SQL,
  readBackupArchive,
} from './archive';

export interface RestoreReport {
  manifest: BackupManifest;
  /** Indexes PostgreSQL's amcheck verified against their tables. */
  indexesChecked: number;
  counts: BackupManifest['counts'];
  /** Stored files whose record is there and whose bytes are too. */
  filesPresent: number;
}

/**
 * Restores an archive into a new DATA_DIR (refused when one is there already), then checks it: the
 * cluster opens, amcheck finds every B-tree index consistent with its table, the migrations and the
 * row counts are the manifest's, and every stored file's record has its bytes (files kept on disk).
 */
export async function restoreBackup(archive: string, dataDir: string): Promise<RestoreReport> {
  const cluster = join(dataDir, 'pglite');
  if (existsSync(cluster) && (await readdir(cluster)).length > 0) {
    throw new BackupArchiveError(`${dataDir} holds a database already: restore into a new DATA_DIR`);
  }
  await mkdir(cluster, { recursive: true });
  const opened = await readBackupArchive(archive, dataDir);
  const pglite = await PGlite.create(cluster, {
    loadDataDir: opened.cluster,
    extensions: { amcheck, pg_trgm },
  }).catch((error: unknown) => {
    throw new BackupArchiveError(`The archive's database does not open: ${(error as Error).message}`);
  });
  try {
    await pglite.exec('CREATE EXTENSION IF NOT EXISTS amcheck');
    const indexes = await pglite.query<{ checked: number }>(`
      SELECT count(bt_index_check(index.indexrelid, true))::int AS checked
      FROM pg_index index
      JOIN pg_class class ON class.oid = index.indexrelid
      JOIN pg_am am ON am.oid = class.relam
      JOIN pg_namespace namespace ON namespace.oid = class.relnamespace
      WHERE am.amname = 'btree' AND namespace.nspname = 'public' AND index.indisvalid`);
    await pglite.exec('DROP EXTENSION amcheck');
    const migrations = await pglite.query<{ name: string }>(MIGRATIONS_SQL);
    const missing = opened.manifest.migrations.filter(
      (name) => !migrations.rows.some((row) => row.name === name),
    );
    if (missing.length > 0)
      throw new BackupArchiveError(`The database lacks the migrations ${missing.join(', ')}`);
    const [counts] = (await pglite.query<BackupManifest['counts']>(COUNTS_SQL)).rows;
    if (JSON.stringify(counts) !== JSON.stringify(opened.manifest.counts)) {
      throw new BackupArchiveError(
        `The database holds ${JSON.stringify(counts)}, the manifest says ${JSON.stringify(opened.manifest.counts)}`,
      );
    }
    let filesPresent = 0;
    if (opened.manifest.files !== null) {
      const keys = (await pglite.query<{ key: string }>('SELECT storage_key AS key FROM stored_files')).rows;
      const absent: string[] = [];
      for (const { key } of keys) {
        const there = await stat(join(storageRootIn(dataDir), key)).catch(() => null);
        if (there?.isFile()) filesPresent += 1;
        else absent.push(key);
      }
      if (absent.length > 0)
        throw new BackupArchiveError(`Stored files without their bytes: ${absent.slice(0, 5).join(', ')}`);
    }
    return {
      manifest: opened.manifest,
      indexesChecked: indexes.rows[0]?.checked ?? 0,
      counts: counts ?? opened.manifest.counts,
      filesPresent,
    };
  } finally {
    await pglite.close();
  }
}
