/**
 * `npm run restore -- <archive> [--data-dir <folder>]`: brings an archive of `npm run backup` back into
 * a new DATA_DIR (the configured one unless --data-dir says otherwise; refused when a database is
 * there), and checks it (docs/deploy.md). Start the server on that folder afterwards.
 */
import { resolve } from 'node:path';

import { restoreBackup } from '../backup/restore';
import { loadScriptConfig, option, positional, runScript } from './backup-cli';

await runScript(async () => {
  const [archive] = positional();
  if (!archive) throw new Error('Usage: npm run restore -- <archive> [--data-dir <folder>]');
  const dataDir = resolve(option('data-dir') ?? loadScriptConfig().dataDir);
  const report = await restoreBackup(resolve(archive), dataDir);
  console.info(
    `Restored into ${dataDir} the backup of ${report.manifest.created_at}:\n` +
      `  ${report.counts.users} users, ${report.counts.orders} orders, ${report.counts.stored_files} stored files (${report.filesPresent} with their bytes here)\n` +
      `  ${report.indexesChecked} indexes checked by amcheck, ${report.manifest.migrations.length} migrations`,
  );
});
