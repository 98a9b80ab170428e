// `npm run bench`: a benchmark, not a test. Prints
//  - a real read, side by side in one run: the users list (searched, one page of 15, with its total)
//    through REST (GET /api/admin/get-users) and through tRPC (account.admin.getUsers), against a bare
//    express route running the same SQL straight through the driver, on PGlite and on PostgreSQL
//    (BENCH_DATABASE_URL, or the local server when it answers), with the ratios (target >= 0.5, on
//    the way to 0.8);
//  - the JavaScript the login route loads, gzip (target < 150 KB);
//  - the order list and order page over 100,000 orders (tooling/scripts/bench-orders.mts);
//  - the store import and report exports (bench-imports-reports.mts), the outbox and webhooks (bench-channels.mts);
//  - other requests' waits during a store import on the embedded database (bench-embedded-import.mjs),
//    and giving way on the server's thread against PGlite on a worker thread (bench-embedded-worker.mjs);
//  - one instance against two behind HAProxy, and the order list during exports with and without the
//    read replica (bench-cluster.mts).
// The servers run as child processes; the load generator (autocannon) runs here.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  BENCH_PASSWORD,
  CONNECTIONS,
  createPostgresDatabase,
  load,
  root,
  signIn,
  startAppServer,
  startProcess,
  stopProcess,
  WARM_UP_SECONDS,
} from './bench-helpers.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 5000);
const SEARCH = 'mar';

function loginRouteJavaScript() {
  const dist = join(root, 'apps', 'web', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  const loginChunk = Object.keys(manifest).find((key) => /features\/access\/.*login/i.test(key));
  if (loginChunk) visit(loginChunk);
  let gzip = 0;
  for (const file of files) if (file.endsWith('.js')) gzip += gzipSync(readFileSync(join(dist, file))).length;
  return { files: [...files].filter((file) => file.endsWith('.js')), gzipKb: gzip / 1024, loginChunk };
}

function seed(target) {
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'tooling', 'scripts', 'bench-seed-users.mts'),
      target,
      String(USERS),
      BENCH_PASSWORD,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${target} failed`);
}

/** Runs the three reads against one database and prints them with their ratios. */
async function benchDatabase(label, appEnv, bareTarget) {
  const appPort = 3210;
  const barePort = 3211;
  const children = [];
  try {
    children.push(await startAppServer(appPort, appEnv));
    children.push(
      await startProcess(
        [join(root, 'tooling', 'scripts', 'bench-bare-express.mjs'), String(barePort), bareTarget],
        { NODE_ENV: 'production' },
        `http://127.0.0.1:${barePort}/bare`,
      ),
    );
    const headers = await signIn(`http://127.0.0.1:${appPort}`, 'bench@example.com');
    const input = encodeURIComponent(JSON.stringify({ search: SEARCH, page: 1, pageSize: 15 }));
    const targets = {
      bare: [`http://127.0.0.1:${barePort}/bare/users?search=${SEARCH}`, {}],
      rest: [`http://127.0.0.1:${appPort}/api/admin/get-users?search=${SEARCH}&page=1&pageSize=15`, headers],
      trpc: [`http://127.0.0.1:${appPort}/trpc/account.admin.getUsers?input=${input}`, headers],
    };
    // The same answer from all three (total and first row), then a warm-up so the JIT compiled every hot path.
    const answers = await Promise.all(
      Object.values(targets).map(async ([url, h]) => (await fetch(url, { headers: h })).json()),
    );
    const [bareAnswer, restAnswer, trpcAnswer] = answers;
    const trpcData = trpcAnswer.result?.data;
    if (restAnswer.total !== bareAnswer.total || trpcData?.total !== bareAnswer.total) {
      throw new Error(
        `the reads disagree: ${JSON.stringify([bareAnswer.total, restAnswer.total, trpcData?.total])}`,
      );
    }
    for (const [url, h] of Object.values(targets)) await load(url, h, WARM_UP_SECONDS);
    const results = {};
    for (const [name, [url, h]] of Object.entries(targets)) results[name] = await load(url, h);
    const line = (name, result) =>
      `  ${name.padEnd(6)} ${result.rps.toFixed(0).padStart(6)} req/s, p99 ${String(result.p99).padStart(4)} ms` +
      (result.non2xx ? ` (non-2xx: ${result.non2xx})` : '');
    console.info(
      `\n${label}: users list, search "${SEARCH}", one page of 15 of ${bareAnswer.total} matches (${USERS} users), ${CONNECTIONS} connections`,
    );
    console.info(line('bare', results.bare));
    console.info(line('REST', results.rest));
    console.info(line('tRPC', results.trpc));
    for (const name of ['rest', 'trpc']) {
      const ratio = results[name].rps / results.bare.rps;
      console.info(
        `  ratio ${name === 'rest' ? 'REST' : 'tRPC'}/bare: ${ratio.toFixed(2)} (target >= 0.5, then 0.8) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`,
      );
    }
    return results;
  } finally {
    await Promise.all(children.map(stopProcess));
  }
}

const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const scratch = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
try {
  // PGlite: one seeded folder, copied for the bare route (one process owns a PGlite folder).
  const appDir = join(scratch, 'app');
  const bareDir = join(scratch, 'bare');
  seed(appDir);
  cpSync(appDir, bareDir, { recursive: true });
  if (!process.env.BENCH_SKIP_PGLITE)
    await benchDatabase('PGlite', { DATA_DIR: appDir, DATABASE_URL: '' }, bareDir);

  const postgres = await createPostgresDatabase('backoffice_bench');
  if (postgres) {
    try {
      seed(postgres.url);
      await benchDatabase('PostgreSQL', { DATA_DIR: scratch, DATABASE_URL: postgres.url }, postgres.url);
    } finally {
      await postgres.drop();
    }
  }

  const javascript = loginRouteJavaScript();
  console.info(
    `\nlogin route JavaScript: ${javascript.gzipKb.toFixed(1)} KB gzip in ${javascript.files.length} files (target < 150 KB) ${javascript.gzipKb < 150 ? 'OK' : 'ABOVE TARGET'}`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/**
 * Runs one of the other bench scripts (a `.mts` one through tsx) in a process of its own; a failure
 * makes `npm run bench` fail once every script has run.
 * @param {string} script its file name in tooling/scripts
 * @param {string[]} [args]
 */
function benchScript(script, args = []) {
  const loader = script.endsWith('.mts') ? ['--import', 'tsx'] : [];
  const ran = spawnSync(process.execPath, [...loader, join(root, 'tooling', 'scripts', script), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (ran.status !== 0) process.exitCode = 1;
}

// 100,000 orders (`npm run bench -- --orders N` for another size): the list's first page and a
// filtered one against their raw SQL, 50 connections, the order page, and the streamed whole range.
benchScript('bench-orders.mts', process.argv.slice(2));
// Store CSV import (10,000 rows) and the report exports over 100,000 orders.
benchScript('bench-imports-reports.mts');
// The outbox's throughput to a local webhook receiver, the delay from a change to its delivery, and
// an order action's latency with the receiver answering and stalled.
benchScript('bench-channels.mts');
// The embedded database's waits while a store import runs (issue 21 §4), and the way built there
// (giving way on the server's thread) against PGlite on a worker thread.
benchScript('bench-embedded-import.mjs');
benchScript('bench-embedded-worker.mjs');
// One instance against two behind HAProxy, and the desk's latency during exports with and without
// the read replica (issue 21 §5).
benchScript('bench-cluster.mts');
