import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createLocalFileStorage, storageRootIn } from '@backoffice/api';
import { bootstrapAdmin, createDatabase, hashPassword, seedDemoData } from '@backoffice/db';

import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';

/** The built web app sits beside the server in the monorepo unless WEB_DIST says otherwise. */
const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { applied } = await database.runMigrations();
  if (applied.length > 0) logger.info('migrations applied', { applied });

  const admin = await bootstrapAdmin(database.prisma, config.admin);
  if (config.demoData) await seedDemoData(database.prisma, { hashPassword });

  const services = {
    prisma: database.prisma,
    config: config.api,
    storage: createLocalFileStorage(storageRootIn(config.dataDir)),
  };
  const app = createApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist },
    services,
    logger,
    isReady: async () => {
      await database.ping();
      return (await database.pendingMigrations()).length === 0;
    },
  });

  const server = createServer(app);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const lines = [`Back office ready on http://localhost:${port} (${database.kind === 'pglite' ? 'embedded database in ' + config.dataDir : 'PostgreSQL'})`];
    if (admin.created) {
      lines.push(`First administrator: ${admin.email}`);
      if (admin.generated) lines.push(`Password (shown once, change it after signing in): ${admin.password}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    // Finish in-flight requests, then release the database so PGlite flushes to disk.
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
