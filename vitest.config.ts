import { defineConfig } from 'vitest/config';

/** One run over every package's own vitest project (each package also runs alone with `npm test`). */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
