// `npm run bench`: a benchmark, not a test. Prints
//  - requests/s and p99 of GET /api/account/enter/current-session at 50 connections, against a bare
//    express route measured in the same run on the same machine, and their ratio (target >= 0.5);
//  - the JavaScript the login route loads, gzip (target < 150 KB).
// Both servers run as child processes; the load generator (autocannon) runs here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'apps', 'server', 'package.json'));
const autocannon = require('autocannon');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;

function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null)
        return reject(new Error(`${args.join(' ')} did not start`));
      setTimeout(poll, 250);
    };
    poll();
  });
}

function load(url, headers, duration = DURATION_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers }, (error, result) =>
      error
        ? reject(error)
        : resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx }),
    );
  });
}

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

const built = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-'));
const appPort = 3210;
const barePort = 3211;
const password = 'bench-password-1';
const children = [];
try {
  children.push(
    await startProcess(
      [join(root, 'apps', 'server', 'dist', 'main.mjs')],
      {
        NODE_ENV: 'production',
        PORT: String(appPort),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'bench@example.com',
        ADMIN_PASSWORD: password,
        DEMO_DATA: '0',
        LOG_LEVEL: 'error',
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      },
      `http://127.0.0.1:${appPort}/readyz`,
    ),
  );
  children.push(
    await startProcess(
      [join(root, 'tooling', 'scripts', 'bench-bare-express.mjs'), String(barePort)],
      { NODE_ENV: 'production' },
      `http://127.0.0.1:${barePort}/bare`,
    ),
  );

  const login = await fetch(`http://127.0.0.1:${appPort}/api/account/enter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password }),
  });
  const { session_uuid: token } = await login.json();
  if (!token) throw new Error('bench sign-in failed');

  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const sessionUrl = `http://127.0.0.1:${appPort}/api/account/enter/current-session`;
  const sessionHeaders = { 'x-session-token': token, 'x-tenant': 'null' };
  // Warm both servers up under the same load first, so the JIT has compiled both hot paths.
  await load(bareUrl, {}, WARM_UP_SECONDS);
  await load(sessionUrl, sessionHeaders, WARM_UP_SECONDS);
  const bare = await load(bareUrl, {});
  const session = await load(sessionUrl, sessionHeaders);
  const javascript = loginRouteJavaScript();
  const ratio = session.rps / bare.rps;

  console.info(
    `\nGET /api/account/enter/current-session: ${session.rps.toFixed(0)} req/s, p99 ${session.p99} ms (non-2xx: ${session.non2xx})`,
  );
  console.info(`bare express route:                     ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`);
  console.info(`ratio: ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'OK' : 'BELOW TARGET'}`);
  console.info(
    `login route JavaScript: ${javascript.gzipKb.toFixed(1)} KB gzip in ${javascript.files.length} files (target < 150 KB) ${javascript.gzipKb < 150 ? 'OK' : 'ABOVE TARGET'}`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

// ---- issue 12 (stores import, report exports): begin ----
// Store CSV import (10,000 rows) and the report exports over 100,000 orders, in their own script.
{
  const issue12 = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'tooling', 'scripts', 'bench-imports-reports.mts')],
    { cwd: root, stdio: 'inherit' },
  );
  if (issue12.status !== 0) process.exitCode = 1;
}
// ---- issue 12 (stores import, report exports): end ----
