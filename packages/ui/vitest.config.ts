import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom with user-event runs beside the API suites on two cores; 5 s was hit under that load.
    testTimeout: 20_000,
    // One module registry per worker, not per file: jsdom and the imports are set up a few times
    // instead of once per file (the web project: 97 s of CPU down to 19 s). Tests leave no state
    // behind (setup.ts clears the DOM, storage and toasts) and observe effects, not module mocks.
    isolate: false,
  },
});
