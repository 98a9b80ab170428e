// `npm test`: every check and test runner of the repository, ending with one line
// "N passed, N failed" summed over all of them. Lint, formatting and typecheck count as one test
// each (the schema-drift check is the db package's schema-diff test); vitest and Playwright
// contribute their own test counts.
//
//   TEST_DATABASE_URL=postgres://... npm test   also runs the API suite against that PostgreSQL server
//   npm test -- --skip-e2e                      leaves out the browser tests
//   TEST_LANES=1 npm test                       runs the lanes one after another (default: side by side)
//
// The runners are independent (each suite starts its own servers on free ports and its own
// databases), so they run in lanes side by side: the machine waits on the database and the browser
// as often as it computes. Each step's output is kept and printed whole when the step ends.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = join(root, 'node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const skipE2e = process.argv.includes('--skip-e2e');
const sideBySide = process.env.TEST_LANES !== '1';
const startedAt = Date.now();

const totals = { passed: 0, failed: 0 };
const lines = [];

const slug = (label) => label.replace(/\W+/g, '-');
const elapsed = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one command with its output in a log file, printed whole when it ends. */
function run(label, command, args, env = {}, cwd = root) {
  const log = join(reports, `${slug(label)}.log`);
  const started = Date.now();
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      out.end(() => {
        const seconds = elapsed(started);
        console.info(`\n=== ${label} (${seconds}s, at ${elapsed(startedAt)}s) ===`);
        process.stdout.write(readFileSync(log, 'utf8'));
        resolve({ ok: code === 0, seconds, output: readFileSync(log, 'utf8') });
      });
    });
  });
}

async function check(label, command, args, env) {
  const { ok, seconds } = await run(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  return ok;
}

async function vitest(label, args, env) {
  const output = join(reports, `${slug(label)}.json`);
  const { ok, seconds } = await run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    env,
  );
  count(label, output, ok, seconds, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    named: report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `failed: ${file.name.replace(`${root}/`, '')} › ${test.fullName}`),
    ),
  }));
}

/** Every spec of a Playwright JSON report, however deeply its suites nest. */
const playwrightSpecs = (suite) => [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(playwrightSpecs)];

/** The `*.test.js` and `*.test.mjs` files under a folder (Node 22's `--test` reads a folder as a module). */
const testFilesUnder = (folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.m?js$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(folder, file));

async function nodeTests(label, folders) {
  const { seconds, ok, output } = await run(label, process.execPath, [
    '--test',
    ...folders.flatMap((folder) => testFilesUnder(join(root, folder))),
  ]);
  const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const reportedFailures = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  const failed = reportedFailures || (ok ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${passed} passed, ${failed} failed (${seconds}s)`);
}

async function playwright(label) {
  const output = join(reports, 'playwright.json');
  const { ok, seconds } = await run(
    label,
    'npx',
    ['playwright', 'test', '--config', 'apps/web/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    },
  );
  count(label, output, ok, seconds, (report) => ({
    passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
    failed: report.stats?.unexpected ?? 0,
    // Passed only when run again (CI retries once): counted as passed, named in the summary.
    note: report.stats?.flaky ? `, ${report.stats.flaky} of them flaky` : '',
    named: (report.suites ?? [])
      .flatMap(playwrightSpecs)
      .flatMap((spec) =>
        spec.tests
          .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
          .map(
            (test) =>
              `${test.status === 'flaky' ? 'flaky' : 'failed'}: ${spec.file}:${spec.line} › ${spec.title}`,
          ),
      ),
  }));
}

function count(label, output, ok, seconds, read) {
  if (!existsSync(output)) {
    // The runner died before reporting: count the whole run as one failure.
    totals.failed += 1;
    lines.push(`${label}: no report (${seconds}s)`);
    return;
  }
  const { passed, failed, note = '', named = [] } = read(JSON.parse(readFileSync(output, 'utf8')));
  const failedTotal = failed + (ok || failed > 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failedTotal;
  lines.push(`${label}: ${passed} passed${note}, ${failedTotal} failed (${seconds}s)`);
  // Named in the summary, which a CI log keeps when it keeps only its end.
  lines.push(...named.map((name) => `  ${name}`));
}

// Two workers per API suite: each file has its own servers and databases, and one worker (vitest's
// default on two cores) left a core idle while the two suites ran without the browser suite.
const apiWorkers = ['--maxWorkers', '2'];

/**
 * Static checks, then the unit tests and the API suite on the embedded database. The unit tests
 * include the database package's, which run once on every database the run has (PGlite, and the
 * PostgreSQL server when TEST_DATABASE_URL names one).
 */
async function staticAndUnitLane() {
  await check('lint', 'npx', ['turbo', 'run', 'lint', '--output-logs=errors-only']);
  await check('formatting', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
  await check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
  await nodeTests('tooling tests', [
    'tooling/eslint',
    'tooling/typescript/test',
    'tooling/docs',
    'tooling/ops',
  ]);
  await vitest('unit tests', ['--project', '!server']);
  await vitest('API tests (embedded PGlite)', ['--project', 'server', ...apiWorkers], {
    TEST_DATABASE_URL: '',
  });
}

/** The browser suite on a production build, then the API suite on the PostgreSQL server. */
async function browserAndPostgresLane() {
  if (!skipE2e && (await check('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']))) {
    await playwright('end-to-end (chromium)');
  }
  if (process.env.TEST_DATABASE_URL) {
    await vitest('API tests (PostgreSQL server)', ['--project', 'server', ...apiWorkers]);
  }
}

if (sideBySide) {
  await Promise.all([staticAndUnitLane(), browserAndPostgresLane()]);
} else {
  await staticAndUnitLane();
  await browserAndPostgresLane();
}

console.info(`\n=== summary (${elapsed(startedAt)}s) ===\n${lines.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
// exitCode, not exit(): the step logs written to a pipe above must be flushed first.
process.exitCode = totals.failed === 0 ? 0 : 1;
