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

const layerRules = ({ isPackage }) => {
  const always = isPackage ? [NOT_APPS] : [];
  const restrict = (...groups) => ({
    'no-restricted-imports': ['error', { patterns: [...always, ...groups] }],
  });
  return [
    ...(isPackage ? [{ files: ['**/*.{ts,tsx,mts,js,mjs}'], rules: restrict() }] : []),
    { files: ['src/services/**/*.ts', 'src/jobs/**/*.ts'], rules: restrict(NOT_ROUTERS) },
    { files: ['src/components/**/*.{ts,tsx}'], rules: restrict(NOT_FEATURES_OR_APP) },
  ];
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
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
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
