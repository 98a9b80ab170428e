import assert from 'node:assert/strict';
import { test } from 'node:test';

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

import config, { DOUBLE_CAST_ADAPTERS, packageConfig } from './index.js';

// The snippets below are not files of any package: the type-aware rules read them through the
// project service's default project.
const here = dirname(fileURLToPath(import.meta.url));
const snippetProject = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: {
    parserOptions: {
      projectService: {
        allowDefaultProject: [
          'src/*.ts',
          'src/*.tsx',
          'src/services/*.ts',
          'src/routers/*.ts',
          'src/resources/*.ts',
          'src/components/*.tsx',
        ],
        // Each snippet's file is a default-project file; there are more than the default eight.
        maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 32,
      },
      tsconfigRootDir: here,
    },
  },
};

const lint = async (code, filePath, base = config) => {
  // The package's own folder, as each package is linted (the layer rules name its `src/` folders).
  const eslint = new ESLint({
    cwd: here,
    overrideConfigFile: true,
    overrideConfig: [...base, snippetProject],
  });
  const [result] = await eslint.lintText(code, { filePath: join(here, filePath) });
  return result.messages.map((message) => message.ruleId);
};

test('flags unused variables and non-type imports used only as types', async () => {
  const rules = await lint(
    "import { A } from './a';\nconst unused = 1;\nexport const f = (a: A) => a;\n",
    'src/example.ts',
  );
  assert.ok(rules.includes('@typescript-eslint/no-unused-vars'));
  assert.ok(rules.includes('@typescript-eslint/consistent-type-imports'));
});

test('applies the hooks rules to components', async () => {
  const rules = await lint(
    "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n",
    'src/component.tsx',
  );
  assert.ok(rules.includes('react-hooks/rules-of-hooks'));
});

test('allows any in tests only', async () => {
  assert.ok(
    (await lint('export const x: any = 1;\n', 'src/value.ts')).includes('@typescript-eslint/no-explicit-any'),
  );
  assert.deepEqual(await lint('export const x: any = 1;\n', 'src/value.test.ts'), []);
});

test('runs the type-aware rules on source files', async () => {
  const rules = await lint(
    'const later = async () => 1;\nexport function f() {\n  later();\n}\n',
    'src/promise.ts',
  );
  assert.ok(rules.includes('@typescript-eslint/no-floating-promises'));
});

test('holds the layers: services under procedures, components under features and the shell', async () => {
  assert.ok(
    (await lint("export { x } from '../routers/orders/get';\n", 'src/services/leak.ts')).includes(
      'no-restricted-imports',
    ),
  );
  assert.ok(
    (await lint("export { Page } from '../features/orders/page';\n", 'src/components/leak.tsx')).includes(
      'no-restricted-imports',
    ),
  );
  assert.ok(
    (await lint("export { useCurrentUser } from '../app/session';\n", 'src/components/leak.tsx')).includes(
      'no-restricted-imports',
    ),
  );
  // The other way round is the point of the layers.
  assert.deepEqual(await lint("export { x } from '../services/orders';\n", 'src/routers.ts'), []);
});

test('keeps transactions and database writes in services, and the runner out of them', async () => {
  const writes = [
    'export const f = (ctx: any) => ctx.prisma.$transaction(async () => 1);\n',
    'export const f = (ctx: any) => ctx.prisma.user.update({ where: {}, data: {} });\n',
    'export const f = (tx: any) => tx.savedView.deleteMany({});\n',
    'export const f = (ctx: any) => ctx.prisma.$executeRaw`SELECT 1`;\n',
  ];
  for (const code of writes) {
    assert.ok((await lint(code, 'src/routers/leak.ts')).includes('no-restricted-syntax'), code);
    assert.ok((await lint(code, 'src/resources/leak.ts')).includes('no-restricted-syntax'), code);
    assert.ok(!(await lint(code, 'src/services/leak.ts')).includes('no-restricted-syntax'), code);
  }
  // Reads, and a URL's own delete, are a procedure's to make.
  assert.ok(
    !(
      await lint(
        'export const f = (ctx: any, params: URLSearchParams) => {\n  params.delete("page");\n  return ctx.prisma.user.findMany({});\n};\n',
        'src/routers/leak.ts',
      )
    ).includes('no-restricted-syntax'),
  );
  // The double cast is still refused where the writes rule applies.
  assert.ok(
    (await lint('export const n = "1" as unknown as number;\n', 'src/routers/leak.ts')).includes(
      'no-restricted-syntax',
    ),
  );
  assert.ok(
    (await lint("export { x } from '../routers/orders/get';\n", 'src/resources/leak.ts')).includes(
      'no-restricted-imports',
    ),
  );
  assert.ok(
    (await lint("export { type JobHandler } from '../jobs/runner';\n", 'src/services/leak.ts')).includes(
      'no-restricted-imports',
    ),
  );
});

test('keeps the packages from importing the apps', async () => {
  const code = "export { createApp } from '@backoffice/server';\n";
  assert.ok((await lint(code, 'src/value.ts', packageConfig)).includes('no-restricted-imports'));
  assert.deepEqual(await lint(code, 'src/value.ts'), []);
});

test('forbids non-null assertions, in tests too', async () => {
  const code = 'export const first = (xs: number[]) => xs[0]!;\n';
  assert.ok((await lint(code, 'src/value.ts')).includes('@typescript-eslint/no-non-null-assertion'));
  assert.ok((await lint(code, 'src/value.test.ts')).includes('@typescript-eslint/no-non-null-assertion'));
});

test('forbids `as unknown as` outside the adapters, and only the double cast', async () => {
  const flagged = async (code) => (await lint(code, 'src/value.ts')).includes('no-restricted-syntax');
  assert.ok(await flagged('export const n = ("1" as unknown as number) + 1;\n'));
  assert.ok(await flagged('export const n = (<number>(<unknown>"1")) + 1;\n'));
  // One cast, or `unknown` as the last step, is not the double cast.
  assert.equal(await flagged('export const s = JSON.parse("1") as string;\n'), false);
  assert.equal(await flagged('export const u = ("1" as string) as unknown;\n'), false);
  assert.equal(await flagged('export const u: unknown = "1" as unknown;\n'), false);
  assert.ok(
    (await lint('export const n = "1" as unknown as number;\n', 'src/value.test.ts')).includes(
      'no-restricted-syntax',
    ),
  );
});

test('exempts only the listed adapters, and from the double cast only', async () => {
  const repoRoot = join(here, '../..');
  const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: true, overrideConfig: packageConfig });
  const rulesAt = async (path) => (await eslint.calculateConfigForFile(join(repoRoot, path))).rules;
  const on = (rule) => rule?.[0] === 2;
  const regular = await rulesAt('packages/api/src/exports/probe.ts');
  assert.ok(on(regular['no-restricted-syntax']) && on(regular['@typescript-eslint/no-non-null-assertion']));
  for (const { file } of DOUBLE_CAST_ADAPTERS) {
    const adapter = await rulesAt(file);
    assert.ok(!on(adapter['no-restricted-syntax']), file);
    assert.ok(on(adapter['@typescript-eslint/no-non-null-assertion']), file);
  }
});

test('reports a disable comment that disables nothing', async () => {
  const rules = await lint('// eslint-disable-next-line no-console\nexport const x = 1;\n', 'src/value.ts');
  assert.deepEqual(rules, [null]);
});
