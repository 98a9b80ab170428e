// `npm run bench:lighthouse`: Lighthouse's mobile performance (its default: a mid-range phone, slow
// 4G and a 4x slower CPU, simulated) of the home page, the order queue and an order page, signed in,
// against the built server with its demo data. Prints the score with the metrics that make it.
// Chromium is Debian's (CHROME_PATH), driven by Playwright for the sign-in and by Lighthouse over
// the same browser's debugging port, so the session in its storage is the one measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

import { signIn, startAppServer, stopProcess } from './bench-helpers.mjs';

const PORT = 3290;
const DEBUG_PORT = 9290;
const base = `http://127.0.0.1:${PORT}`;
const ADMIN = { email: 'lighthouse@example.com', password: 'lighthouse-password-1' };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const SESSION_STORAGE_KEY = 'oldSession';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-profile-'));
const server = await startAppServer(PORT, {
  DATA_DIR: dataDir,
  DEMO_DATA: '1',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
});
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${DEBUG_PORT}`],
});
try {
  const headers = await signIn(base, ADMIN.email, ADMIN.password);
  const list = await fetch(`${base}/api/web-api/orders/get-list?page=1&pageSize=1`, { headers });
  const { data } = /** @type {{ data: { uuid: string }[] }} */ (await list.json());
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/enter/login`);
  // The sign-in page first, signed out: the smallest screen the app draws, the floor of this design
  // (a client-rendered React app) on the same phone, beside which the other pages read.
  const pages = [
    ['Sign-in page (floor)', '/enter/login', false],
    ['Home', '/', true],
    ['Order queue', '/shop/orders', true],
    ['Order page', `/shop/orders/view/${data[0].uuid}`, true],
  ];
  const rows = [];
  for (const [name, path, signedIn] of pages) {
    if (signedIn)
      await page.evaluate(
        ([key, token]) => localStorage.setItem(key, token),
        [SESSION_STORAGE_KEY, headers['x-session-token']],
      );
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: DEBUG_PORT,
        onlyCategories: ['performance'],
        // The session is in the browser's storage: Lighthouse must not clear it.
        disableStorageReset: true,
        output: 'json',
        logLevel: 'error',
      });
      const { categories, audits } = result.lhr;
      runs.push({
        score: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
      });
    }
    const pick = (key) => median(runs.map((entry) => entry[key]));
    rows.push({
      page: name,
      score: pick('score'),
      'FCP (s)': (pick('fcp') / 1000).toFixed(1),
      'LCP (s)': (pick('lcp') / 1000).toFixed(1),
      'TBT (ms)': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
      'Speed index (s)': (pick('si') / 1000).toFixed(1),
      scores: runs.map((entry) => entry.score).join(' '),
    });
  }
  console.info(`Lighthouse ${RUNS} runs per page, mobile, medians:`);
  // A table of the medians, as console.table prints it.
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} finally {
  await context.close();
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profile, { recursive: true, force: true });
}
