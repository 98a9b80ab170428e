import { type AddressInfo } from 'node:net';

import { type Express } from 'express';

import { type ApiServices, type JobRunner, createSession, type defaultApiConfig } from '@backoffice/api';
import { type RunningSimulator, startSimulator } from '@backoffice/bss-simulator';
import { type RunningMailCatcher, startMailCatcher } from '@backoffice/mail-catcher';
import { type PrismaClient } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { createApp } from '../../src/app';
import { applyKeepAliveLimits } from '../../src/http/keep-alive';
import { loadConfig } from '../../src/config';
import { fileStorageFor } from '../../src/files/storage';
import { createLogger, type Logger } from '../../src/logger';
import { readsFor } from '../../src/read-replica';
import { databaseReadiness } from '../../src/readiness';
import { unwatchConformance, watchConformance } from './conformance';
import { createTestDatabase } from './test-database';
import { testUserFactory } from './users';

export const TEST_PASSWORD = 'test-password-1';

export interface TestServer {
  url: string;
  /** The express app itself (its route table, for the sweeps that walk it). */
  app: Express;
  prisma: PrismaClient;
  dataDir: string;
  /** What the app was given (for a second app over the same database). */
  services: ApiServices;
  /** The app's job runner: `drain()` delivers what is due now. */
  jobs: JobRunner;
  /** The mail catcher this server's SMTP_URL points at: what the server sent arrives there. */
  mail: RunningMailCatcher;
  /** The simulator this server's BSS_URL and PAYMENT_URL point at (in-process, on a free port). */
  bss: RunningSimulator;
  /** Creates a user directly in the database. */
  createUser(input?: {
    role?: number;
    status?: number;
    email?: string;
    password?: string;
  }): Promise<{ id: string; email: string; password: string }>;
  /** Creates a user of the role and signs in over HTTP; returns the session token. */
  signIn(
    role?: number,
    status?: number,
  ): Promise<{ token: string; user: { id: string; email: string; password: string } }>;
  /** A new session of an existing user, opened without a password check (for races that need many). */
  openSession(userId: string): Promise<string>;
  request(
    path: string,
    init?: { method?: string; token?: string | null; body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers }>;
  close(): Promise<void>;
}

/**
 * Starts the real express application on a free port over a fresh database: in-memory PGlite by
 * default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function startTestServer(
  options: {
    apiConfig?: Partial<typeof defaultApiConfig>;
    /** Environment variables the server's configuration reads, as `npm start` would be given them. */
    environment?: Record<string, string>;
    /** Where the app logs (default: errors only, to standard output). */
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const { database, databaseUrl, dataDir, dispose } = await createTestDatabase();
  const bss = await startSimulator();
  const mail = await startMailCatcher();
  const config = loadConfig({
    SMTP_URL: mail.smtpUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    BSS_URL: bss.url,
    PAYMENT_URL: bss.url,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.environment,
  });
  // Tests change rows behind the API's back; they see those changes at once unless a test asks for the cache.
  const apiConfig = {
    ...config.api,
    sessionCacheSeconds: 0,
    ...options.apiConfig,
    bss: { ...config.api.bss, ...options.apiConfig?.bss },
    payment: { ...config.api.payment, ...options.apiConfig?.payment },
  };
  const { reads, replica } = readsFor(config, database, createLogger('error'));
  const services: ApiServices = {
    prisma: database.prisma,
    reads,
    config: apiConfig,
    storage: fileStorageFor(config),
  };
  const app = createApp({
    config: { ...config, api: apiConfig, uploadMaxBytes: 1024 * 1024 },
    services,
    logger: options.logger ?? createLogger('error'),
    isReady: databaseReadiness(database),
  });
  const server = applyKeepAliveLimits(app.listen(0, '127.0.0.1'));
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  watchConformance(url);

  const request: TestServer['request'] = async (path, init = {}) => {
    const headers: Record<string, string> = { 'x-tenant': 'null', ...init.headers };
    if (init.token) headers['x-session-token'] = init.token;
    let body: string | undefined;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const response = await fetch(url + path, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Non-JSON bodies (files) are returned as text.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };

  const createUser: TestServer['createUser'] = testUserFactory(database.prisma, {
    password: TEST_PASSWORD,
    label: 'user',
    firstName: 'Test',
    secondName: 'Tester',
  });

  const jobs = app.locals.jobs as JobRunner;

  return {
    url,
    app,
    prisma: database.prisma,
    dataDir,
    services,
    jobs,
    mail,
    bss,
    createUser,
    request,
    openSession: (userId) => createSession(database.prisma, apiConfig, { userId, ip: null, userAgent: null }),
    async signIn(role = SystemRole.NoRole, status = UserStatus.Active) {
      const user = await createUser({ role, status });
      const response = await request('/api/account/enter/login', {
        body: { email: user.email, password: user.password },
      });
      if (response.status !== 200)
        throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { token: response.body.session_uuid as string, user };
    },
    async close() {
      // Connections a test left open (an abandoned upload, a kept-alive socket) must not hold the close.
      unwatchConformance(url);
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await jobs.stop();
      await bss.close();
      await mail.close();
      await replica?.close();
      await dispose();
    },
  };
}

/** A user signed in over HTTP: the session token and the user. */
export type SignedInUser = Awaited<ReturnType<TestServer['signIn']>>;

/** A test server with an administrator, a super administrator and a chief agent signed in. */
export async function startServerWithStaff(options?: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  return {
    server,
    admin: await server.signIn(SystemRole.Admin),
    superAdmin: await server.signIn(SystemRole.SuperAdmin),
    chiefAgent: await server.signIn(SystemRole.ChiefAgent),
  };
}
