// `npm test`: every check and test runner of the repository, ending with one line
// "N passed, N failed" summed over all of them. Lint, typecheck and the schema-drift check count
// as one test each; vitest and Playwright contribute their own test counts.
//
//   TEST_DATABASE_URL=postgres://... npm test   also runs the API suite against that PostgreSQL server
//   npm test -- --skip-e2e                      leaves out the browser tests
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const reports = join(root, 'node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const skipE2e = process.argv.includes('--skip-e2e');

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.info(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
}

function check(label, command, args, env) {
  const { ok, seconds } = run(label, command, args, env);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
}

function vitest(label, args, env) {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const { ok, seconds } = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`, ...args],
    env,
  );
  count(label, output, ok, seconds, (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
  }));
}

function nodeTests(label, folder, args) {
  console.info(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--test', ...args], {
    cwd: join(root, folder),
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const passed = Number(/^# pass (\d+)/m.exec(result.stdout ?? '')?.[1] ?? 0);
  const reportedFailures = Number(/^# fail (\d+)/m.exec(result.stdout ?? '')?.[1] ?? 0);
  const failed = reportedFailures || (result.status === 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${label}: ${passed} passed, ${failed} failed (${seconds}s)`);
}

function playwright(label) {
  const output = join(reports, 'playwright.json');
  const { ok, seconds } = run(
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
  }));
}

function count(label, output, ok, seconds, read) {
  if (!existsSync(output)) {
    // The runner died before reporting: count the whole run as one failure.
    totals.failed += 1;
    lines.push(`${label}: no report (${seconds}s)`);
    return;
  }
  const { passed, failed } = read(JSON.parse(readFileSync(output, 'utf8')));
  const failedTotal = failed + (ok || failed > 0 ? 0 : 1);
  totals.passed += passed;
  totals.failed += failedTotal;
  lines.push(`${label}: ${passed} passed, ${failedTotal} failed (${seconds}s)`);
}

check('lint', 'npx', ['turbo', 'run', 'lint', '--output-logs=errors-only']);
check('formatting', 'npx', ['prettier', '--check', '.', '--log-level=warn']);
check('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
check('schema matches migrations', 'npm', ['run', '--silent', 'db:diff', '--', '--check']);
nodeTests('tooling tests', 'tooling', ['eslint/', 'typescript/test/']);
vitest('unit and API tests (embedded PGlite)', [], { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL server)', ['--project', 'server', '--project', 'db']);
}
if (!skipE2e) {
  check('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  playwright('end-to-end (chromium)');
}

console.info(`\n=== summary ===\n${lines.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
