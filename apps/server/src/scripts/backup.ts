/**
 * `npm run backup`: one consistent archive of the embedded database and its files. With the server
 * running it asks the server (the one process that may open the database) over its control socket;
 * without, it opens the database itself. Prints where the archive is. On PostgreSQL it says what to
 * use instead (docs/deploy.md).
 */
import { join } from 'node:path';

import { createDatabase } from '@backoffice/db';

import { type BackupManifest } from '../backup/archive';
import { CONTROL_SOCKET, embeddedBackups } from '../backup/backups';
import { askRunningServer, loadScriptConfig, runScript } from './backup-cli';

await runScript(async () => {
  const config = loadScriptConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_basebackup and WAL archiving, and the files with the bucket (docs/deploy.md)',
    );
  }
  let made = (await askRunningServer(join(config.dataDir, CONTROL_SOCKET), '/backup')) as {
    path: string;
    manifest: BackupManifest;
  } | null;
  if (!made) {
    const database = await createDatabase({ dataDir: config.dataDir });
    try {
      made = await embeddedBackups({
        database,
        dataDir: config.dataDir,
        filesOnDisk: !config.s3,
        // No server runs: nothing removes files meanwhile.
        holdRemovals: () => Promise.resolve(() => undefined),
        directory: config.backups.directory,
        keep: config.backups.keep,
      }).run();
    } finally {
      await database.close();
    }
  }
  const { counts, files } = made.manifest;
  console.info(
    `Backup written: ${made.path}\n  ${counts.users} users, ${counts.orders} orders, ${files ?? 'no'} files${files === null ? ' (they are in the bucket)' : ''}, ${made.manifest.migrations.length} migrations`,
  );
});
