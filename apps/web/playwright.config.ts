import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { defineConfig } from '@playwright/test';

import { SSO_PATHS } from '@backoffice/shared';

import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  E2E_BSS_PORT,
  E2E_MAIL_WEB_PORT,
  E2E_MAIL_WEB_URL,
  E2E_IDP_PORT,
  E2E_IDP_URL,
  E2E_PORT,
  E2E_SMTP_PORT,
  E2E_SSO_CLIENT,
  E2E_SSO_NAME,
} from './e2e/support/environment';

/** The back office's address (its default APP_URL): the provider sends the browser back there. */
const SSO_CALLBACK = `http://localhost:${E2E_PORT}${SSO_PATHS.callback}`;

// One fresh database per run. Workers load this file again and inherit the folder through the env.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // On exit, once Playwright has stopped the server (a global teardown would run before that).
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // CI machines run this suite beside the two API suites, at speeds seen to differ by 2.5 times: a
  // test that fails once there runs again, and a retried pass is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  // Waits on the server's answers, which the API suites running alongside can slow several times.
  expect: { timeout: 20_000 },
  // The root test script sets PLAYWRIGHT_JSON_OUTPUT_NAME to collect the counts.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // The billing-system simulator is one process for the whole run and its faults are global: the
  // suites that read it or fault it (shop, orders) run one after another in a worker of their own,
  // beside the others, so a fault set by one never reaches another.
  // Who must sign in with a second factor is a setting of the whole server: the identity suite, which
  // changes it, runs last and alone, after every other test signed in as it expects.
  projects: [
    { name: 'billing', testMatch: ['shop/**/*.spec.ts', 'orders/**/*.spec.ts'], workers: 1 },
    {
      name: 'screens',
      testIgnore: ['shop/**/*.spec.ts', 'orders/**/*.spec.ts', 'identity/**/*.spec.ts'],
    },
    {
      name: 'identity',
      testMatch: ['identity/**/*.spec.ts'],
      dependencies: ['billing', 'screens'],
      workers: 1,
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace of every test doubled each test's time (DOM snapshots and screenshots at each
    // step, on 2 cores); a failing test is run again in CI, and that retry is traced.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The billing system the server talks to: the BSS simulator (apps/bss-simulator, docs/bss.md).
    // Tests may inject faults through http://127.0.0.1:E2E_BSS_PORT/_control and must reset it after.
    {
      command: 'node ../bss-simulator/dist/main.mjs',
      url: `http://127.0.0.1:${E2E_BSS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(E2E_BSS_PORT), HOST: '127.0.0.1' },
    },
    {
      command: 'node ../mail-catcher/dist/main.mjs',
      url: E2E_MAIL_WEB_URL,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_PORT: String(E2E_SMTP_PORT), WEB_PORT: String(E2E_MAIL_WEB_PORT), HOST: '127.0.0.1' },
    },
    // The organisation's OpenID provider for single sign-on (apps/identity-provider).
    {
      command: 'node ../identity-provider/dist/main.mjs',
      url: `${E2E_IDP_URL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_IDP_PORT),
        HOST: '127.0.0.1',
        CLIENT_ID: E2E_SSO_CLIENT.id,
        CLIENT_SECRET: E2E_SSO_CLIENT.secret,
        REDIRECT_URI: SSO_CALLBACK,
      },
    },
    {
      command: 'node ../server/dist/main.mjs',
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: '1',
        // Every test registers its own accounts from this one address.
        REGISTRATION_MAX_PER_ADDRESS: '100000',
        LOG_LEVEL: 'warn',
        BSS_URL: `http://127.0.0.1:${E2E_BSS_PORT}`,
        PAYMENT_URL: `http://127.0.0.1:${E2E_BSS_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // The webhooks spec's receiver listens on this machine.
        WEBHOOK_ALLOW_PRIVATE: '1',
        // A short pause after repeated BSS failures, so the test of the order desk's notice can wait it out.
        OUTSIDE_SERVICE_PAUSE_SECONDS: '6',
        OIDC_ISSUER: E2E_IDP_URL,
        OIDC_CLIENT_ID: E2E_SSO_CLIENT.id,
        OIDC_CLIENT_SECRET: E2E_SSO_CLIENT.secret,
        OIDC_ROLE_MAP: 'bo-agents=agent,bo-chiefs=chief_agent,bo-admins=admin,bo-owners=super_admin',
        OIDC_NAME: E2E_SSO_NAME,
      },
    },
  ],
});
