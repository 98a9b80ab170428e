import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A host zone far from Rome, so a formatter that leaks local time fails its test.
    env: { TZ: 'America/New_York' },
  },
});
