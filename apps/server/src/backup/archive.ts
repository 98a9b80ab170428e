import { createReadStream, createWriteStream } from 'node:fs';
import {
  chmod,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

import tar from 'tar-stream';

import { type Database, storageRootIn } from '@backoffice/db';

import { SECRET_KEY_FILE } from '../config';

/*
 * The embedded default's backup: one .tar.gz holding the PGlite cluster (taken between transactions
 * after a checkpoint), the stored files of the same moment, the key that seals the database's secrets
 * (when DATA_DIR keeps it), and a manifest saying what it holds. It is as secret as DATA_DIR itself.
 * `npm run restore` opens it into a new DATA_DIR; `npm run restore:check` proves it.
 */

export const BACKUP_FORMAT = 'backoffice-backup/1';
const MANIFEST = 'manifest.json';
const CLUSTER = 'pglite.tar';
const FILES = 'files/';
const KEY = SECRET_KEY_FILE;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  created_at: string;
  /** Migrations applied in the database when it was taken (the code that can open it has them all). */
  migrations: string[];
  /** Rows of a few tables when it was taken, which a restore is checked against. */
  counts: { users: number; orders: number; stored_files: number };
  /** Stored files in the archive; null when they live in a bucket (the bucket's own versioning keeps them). */
  files: number | null;
}

/** What a backup is checked by: the migrations applied, and the rows of a few tables. */
export const MIGRATIONS_SQL =
  'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name';
export const COUNTS_SQL = `SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM orders) AS orders,
  (SELECT count(*)::int FROM stored_files) AS stored_files`;

export class BackupArchiveError extends Error {
  override readonly name = 'BackupArchiveError';
}

/** Every file under a folder, as paths relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Links every stored file into a staging folder (a copy where links cannot go): instant, and what is
 * linked stays whatever is removed afterwards.
 */
async function stageFiles(storageRoot: string, staging: string): Promise<string[]> {
  const keys = await filesUnder(storageRoot);
  for (const key of keys) {
    const target = join(staging, key);
    await mkdir(dirname(target), { recursive: true });
    await link(join(storageRoot, key), target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      await writeFile(target, await readFile(join(storageRoot, key)));
    });
  }
  return keys;
}

export interface BackupSource {
  database: Pick<Database, 'snapshot'>;
  dataDir: string;
  /** Whether files are kept in DATA_DIR/files (else in a bucket, whose own versioning keeps them). */
  filesOnDisk: boolean;
  /**
   * Holds back file removals while the database and the files are taken, so that every file a row
   * of the snapshot names is in the archive; answers the release.
   */
  holdRemovals: () => Promise<() => void>;
}

/** Writes a backup archive at `target` (a .tar.gz), and answers its manifest. */
export async function writeBackupArchive(source: BackupSource, target: string): Promise<BackupManifest> {
  const { snapshot } = source.database;
  if (!snapshot)
    throw new BackupArchiveError(
      'This server runs on PostgreSQL: back it up with pg_basebackup and its WAL archive (docs/deploy.md)',
    );
  const staging = await mkdtemp(join(dirname(target), '.staging-'));
  try {
    const release = await source.holdRemovals();
    let taken: Awaited<ReturnType<typeof snapshot<'migrations' | 'counts'>>>;
    let keys: string[] | null;
    try {
      // The database first: any file one of its rows names was written before the row was committed.
      taken = await snapshot({ migrations: MIGRATIONS_SQL, counts: COUNTS_SQL });
      keys = source.filesOnDisk
        ? await stageFiles(storageRootIn(source.dataDir), join(staging, 'files'))
        : null;
    } finally {
      release();
    }
    const cluster = taken.cluster;
    const counts = taken.rows.counts[0] as BackupManifest['counts'] | undefined;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      created_at: new Date().toISOString(),
      migrations: taken.rows.migrations.map((row) => String(row.name)),
      counts: counts ?? { users: 0, orders: 0, stored_files: 0 },
      files: keys?.length ?? null,
    };
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(`${target}.partial`));
    pack.entry({ name: MANIFEST }, JSON.stringify(manifest, null, 2));
    pack.entry({ name: CLUSTER }, Buffer.from(await cluster.arrayBuffer()));
    const key = await readFile(join(source.dataDir, KEY)).catch(() => null);
    if (key) pack.entry({ name: KEY, mode: 0o600 }, key);
    for (const key of keys ?? []) {
      const path = join(staging, 'files', key);
      const entry = pack.entry({ name: FILES + key, size: (await stat(path)).size });
      await pipeline(createReadStream(path), entry);
    }
    pack.finalize();
    await written;
    // Whole or not at all: a backup killed half-way leaves no archive that looks finished.
    await chmod(`${target}.partial`, 0o600);
    await rename(`${target}.partial`, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${target}.partial`, { force: true });
  }
}

/** What an archive holds, read whole: its manifest, the cluster, and where its files were put. */
export interface OpenedArchive {
  manifest: BackupManifest;
  cluster: Blob;
  files: string[];
}

/**
 * Reads an archive into `dataDir` (its stored files and sealing key; the cluster is answered for
 * PGlite to load); refuses what is not a whole archive of this format (a truncated or damaged file,
 * another kind of tarball).
 */
export async function readBackupArchive(archive: string, dataDir: string): Promise<OpenedArchive> {
  let manifest: BackupManifest | null = null;
  let cluster: Blob | null = null;
  const files: string[] = [];
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), createGunzip(), extract);
  // Awaited below; a failure met first by the loop must not also go unhandled here.
  reading.catch(() => undefined);
  const whole = async <T>(entry: AsyncIterable<T>) => {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === MANIFEST) manifest = JSON.parse((await whole(entry)).toString('utf8')) as BackupManifest;
      else if (name === CLUSTER) cluster = new Blob([await whole(entry)]);
      else if (name === KEY) await writeFile(join(dataDir, KEY), await whole(entry), { mode: 0o600 });
      else if (name.startsWith(FILES) && !name.split('/').includes('..')) {
        const key = name.slice(FILES.length);
        const target = join(storageRootIn(dataDir), key);
        await mkdir(dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
        files.push(key);
      } else entry.resume();
    }
    await reading;
  } catch (error) {
    throw new BackupArchiveError(`${archive} is not a whole backup archive (${(error as Error).message})`);
  }
  if (!manifest || manifest.format !== BACKUP_FORMAT)
    throw new BackupArchiveError(`${archive} has no ${BACKUP_FORMAT} manifest`);
  if (!cluster) throw new BackupArchiveError(`${archive} holds no database`);
  if (manifest.files !== null && manifest.files !== files.length) {
    throw new BackupArchiveError(
      `${archive} holds ${files.length} files of the ${manifest.files} it was written with`,
    );
  }
  return { manifest, cluster, files };
}
