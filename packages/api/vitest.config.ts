import { defineConfig } from 'vitest/config';

/** The api package's own tests: its pure parts, next to them (the HTTP tests are apps/server's). */
export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
