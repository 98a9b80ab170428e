// The shipped alert rules (ops/prometheus/alerts.yml) are valid Prometheus rules and fire as their
// unit tests say (ops/prometheus/alerts.test.yml), checked by promtool from Debian's `prometheus`
// package (.ci/run installs it).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const rules = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'ops', 'prometheus');

function promtool(args, cwd = rules) {
  const run = spawnSync('promtool', args, { cwd, encoding: 'utf8' });
  assert.ok(
    !run.error,
    `promtool could not run (${run.error?.message}): install Debian's prometheus package`,
  );
  return run;
}

test('the alert rules are valid', () => {
  const run = promtool(['check', 'rules', 'alerts.yml']);
  assert.equal(run.status, 0, run.stdout + run.stderr);
  assert.match(run.stdout, /SUCCESS: \d+ rules found/);
});

test('each alert fires on what it is about, after its delay, and clears', () => {
  const run = promtool(['test', 'rules', 'alerts.test.yml']);
  assert.equal(run.status, 0, run.stdout + run.stderr);
});

test('an alert that fires later than its test says fails the tests (they can fail)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'alerts-'));
  copyFileSync(join(rules, 'alerts.yml'), join(scratch, 'alerts.yml'));
  const tests = readFileSync(join(rules, 'alerts.test.yml'), 'utf8');
  const lagging = tests.replace(
    'eval_time: 7m\n        alertname: OutboxLagging',
    'eval_time: 6m\n        alertname: OutboxLagging',
  );
  assert.notEqual(lagging, tests);
  writeFileSync(join(scratch, 'alerts.test.yml'), lagging);
  const run = promtool(['test', 'rules', 'alerts.test.yml'], scratch);
  assert.notEqual(run.status, 0);
  assert.match(run.stdout + run.stderr, /alertname: OutboxLagging, time: 6m/);
});
