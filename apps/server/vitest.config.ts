import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file starts its own servers and databases and shares no state through modules, so a worker
    // loads the server once instead of once per file: alone, the suite took 370 s instead of ~1,300 s.
    // `npm test` runs this project in a vitest run of its own: beside other projects' files in one run,
    // the shared workers reload modules between projects and it cost more than it saved.
    isolate: false,
    globalSetup: ['test/support/global-setup.ts'],
  },
});
