import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { type ApiConfig, followSessionChanges, type JobRunner } from '@backoffice/api';
import { type CreateDatabaseOptions, type Database } from '@backoffice/db';
import { SystemRole } from '@backoffice/shared';

import { createApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { fileStorageFor } from '../../src/files/storage';
import { pendingJobCount } from '../../src/http/metrics';
import { createLogger, type Logger } from '../../src/logger';
import { readsFor } from '../../src/read-replica';
import { databaseReadiness } from '../../src/readiness';
import { createTestDatabase } from '../support/test-database';
import { testUserFactory } from '../support/users';

export const PASSWORD = 'hardening-pass-7';

export interface HardeningServer {
  url: string;
  database: Database;
  /** The database's URL on TEST_DATABASE_URL's server (undefined on PGlite), for a second instance. */
  databaseUrl: string | undefined;
  config: ServerConfig;
  /** The app's job runner (its periodic jobs are armed at start). */
  jobs: JobRunner;
  createUser(input?: { role?: number; status?: number; password?: string }): Promise<{
    id: string;
    email: string;
    password: string;
  }>;
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Headers }>;
  signIn(role?: number): Promise<{ token: string; user: { id: string; email: string; password: string } }>;
  close(): Promise<void>;
}

/**
 * The real express app over a fresh database (in-memory PGlite, or TEST_DATABASE_URL's server),
 * with environment variables of the test's choosing, as the server reads them at start-up.
 */
export async function startHardeningServer(
  options: {
    env?: Record<string, string>;
    apiConfig?: Partial<ApiConfig>;
    /** Migrate over this URL instead (e.g. a TCP proxy in front of the test database). */
    databaseUrl?: (realUrl: string) => string;
    databaseOptions?: Pick<CreateDatabaseOptions, 'poolSize' | 'timeouts' | 'onConnectionError'>;
    /** Another instance over this server's database (PostgreSQL): it is neither migrated nor dropped here. */
    sameDatabaseAs?: HardeningServer;
    /** Create the database on this PostgreSQL server (one with a streaming replica) instead of TEST_DATABASE_URL's. */
    databaseServerUrl?: string;
    /** DATABASE_REPLICA_URL, from the database's URL (its name is chosen at start). */
    replicaUrl?: (databaseUrl: string) => string;
    /** Hears of sessions ended on other instances, as `npm start` does (default on). */
    followSessionChanges?: boolean;
    logger?: Logger;
  } = {},
): Promise<HardeningServer> {
  if (options.sameDatabaseAs && !options.sameDatabaseAs.databaseUrl)
    throw new Error('A second instance needs the PostgreSQL server (TEST_DATABASE_URL)');
  const { database, databaseUrl, dataDir, dispose } = await createTestDatabase({
    databaseUrl: options.databaseUrl,
    databaseOptions: options.databaseOptions,
    existingUrl: options.sameDatabaseAs?.databaseUrl,
    serverUrl: options.databaseServerUrl,
  });
  const stopFollowing =
    options.followSessionChanges === false ? async () => undefined : await followSessionChanges(database);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(databaseUrl && options.replicaUrl ? { DATABASE_REPLICA_URL: options.replicaUrl(databaseUrl) } : {}),
    ...options.env,
  });
  const apiConfig = { ...config.api, sessionCacheSeconds: 0, ...options.apiConfig };
  const logger = options.logger ?? createLogger('error');
  const { reads, replica } = readsFor(config, database, logger);
  const app = createApp({
    config: { ...config, api: apiConfig },
    services: {
      prisma: database.prisma,
      reads,
      config: apiConfig,
      storage: fileStorageFor(config),
    },
    logger,
    isReady: databaseReadiness(database),
    metrics: {
      databasePool: () => database.poolStats(),
      replicaPool: () => replica?.poolStats() ?? null,
      jobQueueDepth: () => pendingJobCount(database.prisma),
    },
  });
  const jobs = app.locals.jobs as JobRunner;
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const send = async (path: string, init: RequestInit) => {
    const response = await fetch(url + path, init);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, body: body as any, headers: response.headers };
  };
  const post: HardeningServer['post'] = (path, body, headers = {}) =>
    send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const get: HardeningServer['get'] = (path, headers = {}) => send(path, { headers });
  const createUser: HardeningServer['createUser'] = testUserFactory(database.prisma, {
    password: PASSWORD,
    label: 'hard',
    firstName: 'Hard',
    secondName: 'Test',
  });

  return {
    url,
    database,
    databaseUrl,
    config,
    jobs,
    createUser,
    post,
    get,
    async signIn(role = SystemRole.NoRole) {
      const user = await createUser({ role });
      const response = await post('/api/account/enter/login', { email: user.email, password: user.password });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      return { token: response.body.session_uuid as string, user };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await jobs.stop();
      await stopFollowing();
      await replica?.close();
      await dispose();
    },
  };
}
