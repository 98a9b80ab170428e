import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { followSessionChanges, type JobRunner } from '@backoffice/api';
import { bootstrapAdmin, createDatabase, hashPassword, seedDemoData } from '@backoffice/db';

import { createApp } from './app';
import { embeddedBackups, pausableRemovals, startControlSocket } from './backup/backups';
import { applyKeepAliveLimits } from './http/keep-alive';
import { pendingJobCount } from './http/metrics';
import { ConfigError, loadConfig } from './config';
import { fileStorageFor } from './files/storage';
import { createLogger } from './logger';
import { readsFor } from './read-replica';
import { databaseReadiness } from './readiness';

/** The built web app sits beside the server in the monorepo unless WEB_DIST says otherwise. */
const defaultWebDist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // Read (or made, outside production) now: a missing or bad key stops the start, not a sign-in.
  config.api.secretKey();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.database.poolSize,
    timeouts: config.database.timeouts,
    // Lost connections are logged and replaced by the pool; they never crash the process.
    onConnectionError: (error) => logger.warn('database connection error', { message: error.message }),
  });
  const { applied } = await database.runMigrations();
  if (applied.length > 0) logger.info('migrations applied', { applied });

  const admin = await bootstrapAdmin(database.prisma, config.admin);
  // The embedded database is backed up by this process (the only one that may open it); removals of
  // files wait while a backup is taken, so the archive holds every file its database names.
  const removals = pausableRemovals(fileStorageFor(config));
  const storage = removals.storage;
  const backups =
    database.kind === 'pglite'
      ? embeddedBackups({
          database,
          dataDir: config.dataDir,
          filesOnDisk: !config.s3,
          holdRemovals: () => removals.hold(),
          directory: config.backups.directory,
          keep: config.backups.keep,
        })
      : null;
  if (config.demoData) {
    // Dated from this first start (later starts find the data and do nothing), so the newest demo
    // orders fall in the order list's default last 7 days.
    const started = performance.now();
    const seeded = await seedDemoData(database.prisma, {
      hashPassword,
      referenceDate: new Date(),
      writeFile: (key, bytes) => storage.put(key, bytes),
    });
    if (seeded.seeded) logger.info('demo data loaded', { ms: Math.round(performance.now() - started) });
  }

  const { reads, replica } = readsFor(config, database, logger);
  const services = { prisma: database.prisma, reads, config: config.api, storage };
  let stopping = false;
  const stopFollowingSessions = await followSessionChanges(database);
  const app = createApp({
    config: { ...config, webDist: config.webDist ?? defaultWebDist },
    services,
    logger,
    // From the first moment of a shutdown the balancer is told to send nothing more.
    isReady: databaseReadiness(database, () => stopping),
    metrics: {
      databasePool: () => database.poolStats(),
      replicaPool: () => replica?.poolStats() ?? null,
      jobQueueDepth: () => pendingJobCount(database.prisma),
      ...(backups ? { lastBackupAt: () => backups.lastAt() } : {}),
    },
    stopping: () => stopping,
  });

  const databaseLabel =
    database.kind === 'pglite'
      ? `embedded database in ${config.dataDir}`
      : `PostgreSQL${replica ? ', long reads on its replica' : ''}`;
  const server = applyKeepAliveLimits(createServer(app));
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const lines = [
      `Back office ready on http://localhost:${port} (${databaseLabel})`,
      `Billing system (BSS): ${config.api.bss?.url ?? 'not configured (set BSS_URL); the catalogue cannot read billing plans'}`,
      `Payment provider: ${config.api.payment?.url ?? 'not configured (set PAYMENT_URL); refunds cannot be made'}`,
      `Email (SMTP): ${config.api.mail ? new URL(config.api.mail.url).host : 'not configured (set SMTP_URL); emails are logged as not sent'}`,
    ];
    if (admin.created) {
      lines.push(`First administrator: ${admin.email}`);
      if (admin.generated) lines.push(`Password (shown once, change it after signing in): ${admin.password}`);
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  });
  const control = backups ? await startControlSocket(config.dataDir, backups) : null;
  const scheduled =
    backups && config.backups.everyHours > 0
      ? setInterval(
          () =>
            void backups.run().then(
              ({ path }) => logger.info('backup written', { path }),
              (error: unknown) => logger.error('backup failed', { message: (error as Error).message }),
            ),
          config.backups.everyHours * 3600_000,
        )
      : null;
  scheduled?.unref();

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A balancer's health check sees /readyz at 503 during the drain and takes this instance out;
    // meanwhile it keeps answering, each answer closing its connection. Ctrl-C stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    logger.info('stopping', { signal, drainMs });
    const jobs = app.locals.jobs as JobRunner;
    setTimeout(() => {
      // Stop accepting and finish the requests in flight; the running jobs end their current step
      // and are handed back, so another instance resumes them at once; then release the database
      // (PGlite flushes to disk).
      if (scheduled) clearInterval(scheduled);
      control?.close();
      server.close(() => {
        void jobs
          .stop()
          .then(stopFollowingSessions)
          .then(() => Promise.all([database.close(), replica?.close()]))
          .finally(() => process.exit(0));
      });
      server.closeIdleConnections();
      setTimeout(() => process.exit(1), 10_000).unref();
    }, drainMs);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`,
  );
  process.exit(1);
});
