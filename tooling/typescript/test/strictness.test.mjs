// The shared base config must keep the strictness the codebase relies on.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const ts = createRequire(import.meta.url)('typescript');

function diagnosticsFor(source) {
  const folder = mkdtempSync(join(tmpdir(), 'tsconfig-test-'));
  const file = join(folder, 'example.ts');
  writeFileSync(file, source);
  const { config } = ts.readConfigFile(join(here, '..', 'base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, join(here, '..'));
  const program = ts.createProgram([file], options);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => diagnostic.code);
}

test('indexed access may be undefined (noUncheckedIndexedAccess)', () => {
  assert.ok(diagnosticsFor('const list: number[] = [];\nexport const n: number = list[0];\n').includes(2322));
});

test('implicit any is an error (strict)', () => {
  assert.ok(diagnosticsFor('export function f(x) { return x; }\n').includes(7006));
});

test('clean code passes', () => {
  assert.deepEqual(diagnosticsFor('export const sum = (a: number, b: number) => a + b;\n'), []);
});
