import assert from 'node:assert/strict';
import { test } from 'node:test';

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';

import config, { packageConfig } from './index.js';

// The snippets below are not files of any package: the type-aware rules read them through the
// project service's default project.
const here = dirname(fileURLToPath(import.meta.url));
const snippetProject = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: {
    parserOptions: {
      projectService: {
        allowDefaultProject: ['src/*.ts', 'src/*.tsx', 'src/services/*.ts', 'src/components/*.tsx'],
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

test('keeps the packages from importing the apps', async () => {
  const code = "export { createApp } from '@backoffice/server';\n";
  assert.ok((await lint(code, 'src/value.ts', packageConfig)).includes('no-restricted-imports'));
  assert.deepEqual(await lint(code, 'src/value.ts'), []);
});
