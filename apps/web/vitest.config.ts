import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { messageCatalogues } from './vite-plugin-catalogues.ts';

export default defineConfig({
  plugins: [react(), messageCatalogues()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // jsdom with user-event runs beside the API suites on two cores; 5 s was hit under that load.
    testTimeout: 20_000,
  },
});
