// Bundles the test identity provider into dist/main.mjs, the process the browser suite starts (the API
// suite imports src/index.ts). Its dependencies load from node_modules at run time.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: { main: join(here, 'src', 'main.ts') },
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['oidc-provider', 'jose'],
  logLevel: 'warning',
});
