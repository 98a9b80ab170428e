import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

import { type FileStorage } from '@backoffice/api';
import { type Database } from '@backoffice/db';

import { type BackupManifest, writeBackupArchive } from './archive';

/** Archives this server writes and prunes: `backoffice-<time>.tar.gz`. */
const ARCHIVE_NAME = /^backoffice-\d{8}T\d{6}Z\.tar\.gz$/;
const archiveName = (at: Date) =>
  `backoffice-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')}.tar.gz`;

/** The socket, in DATA_DIR, through which `npm run backup` asks the running server for a backup. */
export const CONTROL_SOCKET = 'control.sock';

/**
 * File removals that wait while a backup takes the database and the files, so that every file the
 * database names is in the archive (uploads are safe: their bytes are written before their row).
 */
export function pausableRemovals(storage: FileStorage) {
  let held: Promise<void> | null = null;
  let release: (() => void) | null = null;
  const removing = new Set<Promise<void>>();
  return {
    storage: {
      ...storage,
      async remove(key: string) {
        while (held) await held;
        const removal = storage.remove(key);
        removing.add(removal);
        try {
          await removal;
        } finally {
          removing.delete(removal);
        }
      },
    } satisfies FileStorage,
    async hold(): Promise<() => void> {
      while (held) await held;
      held = new Promise((resolve) => (release = resolve));
      await Promise.allSettled([...removing]);
      return () => {
        const done = release;
        held = null;
        release = null;
        done?.();
      };
    },
  };
}

export interface Backups {
  /** Writes an archive (in the backup folder unless `target` is given) and prunes the oldest. */
  run(target?: string): Promise<{ path: string; manifest: BackupManifest }>;
  /** When the newest archive of the backup folder was written (the metric of the backup alert). */
  lastAt(): Promise<Date | null>;
}

export function embeddedBackups(options: {
  database: Pick<Database, 'snapshot'>;
  dataDir: string;
  filesOnDisk: boolean;
  holdRemovals: () => Promise<() => void>;
  directory: string;
  keep: number;
}): Backups {
  let running: Promise<unknown> = Promise.resolve();
  const archives = async () =>
    (await readdir(options.directory).catch(() => [])).filter((name) => ARCHIVE_NAME.test(name)).sort();
  return {
    run(target) {
      // One at a time: a scheduled run and an asked one never interleave.
      const next = running.then(async () => {
        await mkdir(options.directory, { recursive: true, mode: 0o700 });
        const path = target ?? join(options.directory, archiveName(new Date()));
        const manifest = await writeBackupArchive(options, path);
        const kept = await archives();
        for (const old of kept.slice(0, Math.max(0, kept.length - options.keep))) {
          await rm(join(options.directory, old), { force: true });
        }
        return { path, manifest };
      });
      running = next.catch(() => undefined);
      return next;
    },
    async lastAt() {
      const newest = (await archives()).at(-1);
      return newest ? (await stat(join(options.directory, newest))).mtime : null;
    },
  };
}

/**
 * The control socket: `POST /backup` makes a backup now and answers its path and manifest. A Unix
 * socket in DATA_DIR, readable by DATA_DIR's owner only: whoever may read the database's files may
 * ask for a copy of them, and nobody else can reach it (it is no route of the web server).
 */
export async function startControlSocket(dataDir: string, backups: Backups): Promise<Server> {
  const path = join(dataDir, CONTROL_SOCKET);
  await rm(path, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    backups.run().then(
      (made) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(made)),
      (error: unknown) =>
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(path, resolve));
  await chmod(path, 0o600);
  return server;
}
