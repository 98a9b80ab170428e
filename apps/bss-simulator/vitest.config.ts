import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'bss-simulator',
    include: ['test/**/*.test.ts'],
    testTimeout: 15_000,
  },
});
