import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers, as import rules (each package and app is linted from its own folder, so `src/…` is its
 * own source): services and jobs never import the procedures above them, the web's generic
 * components never import features or the app shell, and the packages never import the apps.
 */
const NOT_ROUTERS = {
  group: ['**/routers', '**/routers/**'],
  message: 'Services and jobs sit under the procedures: move what both need into services/.',
};
const NOT_JOBS = {
  group: ['**/jobs', '**/jobs/**'],
  message:
    'The job runner registers services, not the reverse: a handler takes its types from services/job-contract.ts.',
};
const NOT_FEATURES_OR_APP = {
  group: ['**/features/**', '**/app/**'],
  message: 'Components serve every feature and the shell: move what both need into components/ or lib/.',
};
const NOT_APPS = {
  group: [
    '**/apps/**',
    '@backoffice/server',
    '@backoffice/server/**',
    '@backoffice/web',
    '@backoffice/web/**',
  ],
  message: 'Packages serve the apps and never import them.',
};

/**
 * Procedures and resources parse, authorise and answer: a transaction or a write through the database
 * is a use case's, in services/<domain>/<verb>.ts (which owns its transaction).
 */
const SERVICE_WORK =
  'is a use case: call a service in services/<domain>/<verb>.ts, which owns its transaction.';
const NO_DATABASE_WRITES = [
  {
    selector: "CallExpression[callee.property.name='$transaction']",
    message: `A transaction ${SERVICE_WORK}`,
  },
  {
    selector:
      "CallExpression[callee.object.type='MemberExpression'][callee.property.name=/^(create|createMany|createManyAndReturn|update|updateMany|updateManyAndReturn|upsert|delete|deleteMany)$/]",
    message: `A write through the database ${SERVICE_WORK}`,
  },
  {
    selector:
      ":matches(CallExpression[callee.property.name=/^[$]executeRaw(Unsafe)?$/], TaggedTemplateExpression[tag.property.name='$executeRaw'])",
    message: `A write through the database ${SERVICE_WORK}`,
  },
];

/** The rules refusing `any`, off where code reads JSON it does not type (tests, a bench's report). */
export const looseJsonRules = {
  '@typescript-eslint/no-explicit-any': 'off',
  '@typescript-eslint/no-unsafe-argument': 'off',
  '@typescript-eslint/no-unsafe-assignment': 'off',
  '@typescript-eslint/no-unsafe-call': 'off',
  '@typescript-eslint/no-unsafe-member-access': 'off',
  '@typescript-eslint/no-unsafe-return': 'off',
};

const layerRules = ({ isPackage }) => {
  const always = isPackage ? [NOT_APPS] : [];
  const restrict = (...groups) => ({
    'no-restricted-imports': ['error', { patterns: [...always, ...groups] }],
  });
  return [
    ...(isPackage ? [{ files: ['**/*.{ts,tsx,mts,js,mjs}'], rules: restrict() }] : []),
    { files: ['src/services/**/*.ts'], rules: restrict(NOT_ROUTERS, NOT_JOBS) },
    { files: ['src/jobs/**/*.ts', 'src/resources/**/*.ts'], rules: restrict(NOT_ROUTERS) },
    { files: ['src/components/**/*.{ts,tsx}'], rules: restrict(NOT_FEATURES_OR_APP) },
    {
      // The double cast stays forbidden here too: one rule, so its options are given together.
      files: ['src/routers/**/*.ts', 'src/resources/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST, ...NO_DATABASE_WRITES] },
    },
  ];
};

/** The repository's root: the blocks below name files from it, whichever package is being linted. */
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TS_FILES = ['**/*.{ts,tsx,mts}'];

/**
 * `x as unknown as T` switches the compiler off for a value. It lives only in adapter modules at a
 * boundary whose types cannot be proven, each listed here with its reason (paths from the repository
 * root); everywhere else a type guard, a typed helper, `satisfies`, a generic or a zod parse says it.
 */
export const DOUBLE_CAST_ADAPTERS = [
  {
    file: 'packages/db/src/json-columns.ts',
    reason: "Prisma's JSON column types: the code's own shapes are written to and read from them here",
  },
  {
    file: 'packages/api/src/services/records/model-records.ts',
    reason: "a model reached by its name: Prisma's delegates share no callable type",
  },
];

const NO_DOUBLE_CAST = {
  selector:
    ":matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion)[typeAnnotation.type='TSUnknownKeyword']",
  message:
    '`as unknown as` only in the adapter modules listed in tooling/eslint/index.js (DOUBLE_CAST_ADAPTERS): narrow with a type guard, a zod parse, `satisfies` or a generic, or read the value through a typed accessor in an adapter.',
};

/** Shared flat config: TypeScript everywhere, React hooks rules where JSX lives. */
const shared = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/generated/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: ['**/*.{ts,tsx,mts}'],
  })),
  // A disable comment that no longer disables anything is an error, not a leftover.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx,mts}'],
    // Each package is linted from its own folder (turbo), against its own tsconfig.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: process.cwd() } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Tests read arbitrary JSON answers; typing every body would only restate the assertions.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      ...looseJsonRules,
      // Fakes implement async interfaces without awaiting and reject with odd values on purpose;
      // assertions pass methods to expect(), React's act() is thenable even around sync updates, and
      // DOM queries are narrowed to the element the test expects.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/prefer-promise-reject-errors': 'off',
    },
  },
  {
    // Tests included: a value that must be there goes through a check that narrows it and names what
    // was missing (`defined`, `only`, `assertDefined` of @backoffice/shared; e2e/support/checks.ts in
    // the browser suite), not `!`.
    basePath: REPO_ROOT,
    files: TS_FILES,
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    basePath: REPO_ROOT,
    files: TS_FILES,
    ignores: DOUBLE_CAST_ADAPTERS.map((adapter) => adapter.file),
    rules: { 'no-restricted-syntax': ['error', NO_DOUBLE_CAST] },
  },
  {
    // Hooks live in .ts modules too (use-url-state, use-save-file…).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
);

/** The apps' config. */
export default [...shared, ...layerRules({ isPackage: false })];

/** The packages' config: the same, and no import of an app. */
export const packageConfig = [...shared, ...layerRules({ isPackage: true })];
