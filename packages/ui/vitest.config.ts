import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom with user-event runs beside the API suites on two cores; 5 s was hit under that load.
    testTimeout: 20_000,
  },
});
