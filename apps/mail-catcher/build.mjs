// Bundles the mail catcher into dist/: index.mjs (startMailCatcher, imported by `npm start`) and main.mjs
// (a standalone process). Its dependencies load from node_modules at run time.
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
  external: ['express', 'smtp-server', 'mailparser'],
  logLevel: 'warning',
});
