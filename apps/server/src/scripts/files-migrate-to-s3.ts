/**
 * `npm run files:migrate-to-s3`: copies the local file store (DATA_DIR/files) into the S3 bucket the
 * configuration names (S3_BUCKET and the rest, from the environment or .env), before the server is
 * started with S3. Idempotent: run it again after an interruption, or once more just before the switch.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { copyDiskStore, createS3FileStorage } from '@backoffice/api';
import { repoRoot, storageRootIn } from '@backoffice/db';

import { ConfigError, loadConfig } from '../config';

const envFile = join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  const config = loadConfig();
  if (!config.s3) throw new ConfigError('Set S3_BUCKET (and S3_ENDPOINT for an S3-compatible store) first');
  const root = storageRootIn(config.dataDir);
  console.info(`Copying ${root} into the bucket ${config.s3.bucket}…`);
  const report = await copyDiskStore(root, createS3FileStorage(config.s3), ({ copied, skipped }) => {
    if ((copied + skipped) % 500 === 0) console.info(`  ${copied} copied, ${skipped} already there`);
  });
  console.info(`Done: ${report.copied} copied, ${report.skipped} already there.`);
  if (report.ignored.length > 0)
    console.info(`Left alone (not stored files): ${report.ignored.slice(0, 20).join(', ')}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
