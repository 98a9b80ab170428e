import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { messageCatalogues } from './vite-plugin-catalogues.ts';

/** The server's development port (`npm run dev` starts it beside this dev server). */
const DEV_API_TARGET = 'http://localhost:3001';

export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    messageCatalogues(),
    // Brotli and gzip copies beside each asset, made once here at the highest levels; the server
    // sends the one the browser accepts (a phone on a slow network gets a quarter of the bytes).
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.map$/, /\.json$/] }),
  ],
  resolve: {
    // Built catalogues hold syntax trees (see messageCatalogues): the ICU parser is not needed.
    alias:
      command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  server: {
    proxy: {
      '/api': DEV_API_TARGET,
      '/trpc': DEV_API_TARGET,
      '/storage': DEV_API_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // `npm run bench` reads it to weigh the JavaScript of the login route.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page loads (framework, router, session, i18n) goes in one chunk: one larger
        // file compresses better than the dozen small ones automatic splitting makes of it.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
      treeshake: {
        // The workspace packages and the app's generic components sit behind barrel files and have no
        // import-time side effects: unused modules are dropped, so each chunk carries only what it
        // uses (the login route stays small).
        moduleSideEffects: [
          { test: /[\\/]packages[\\/](ui|shared)[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/]/, sideEffects: false },
        ],
      },
    },
  },
}));
