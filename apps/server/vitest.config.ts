import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file starts its own servers and databases and shares no state through modules: loading the
    // whole server once per worker instead of once per file took the suite from 134 s to 86 s on the
    // order tests alone (import 28 s to 6 s).
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
