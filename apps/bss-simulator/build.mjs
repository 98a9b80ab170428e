// Bundles the simulator into dist/: index.mjs (startSimulator, imported by `npm start`) and main.mjs
// (the process the end-to-end suite runs). express and zod load from node_modules at run time.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: { index: join(here, 'src', 'index.ts'), main: join(here, 'src', 'main.ts') },
  outdir: join(here, 'dist'),
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: ['express', 'zod'],
  logLevel: 'warning',
});
