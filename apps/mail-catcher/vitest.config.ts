import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mail-catcher',
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
