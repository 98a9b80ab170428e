import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // PGlite instances and argon2 hashing are CPU-bound: keep timeouts generous on 2-core machines.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
