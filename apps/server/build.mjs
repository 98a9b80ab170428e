// Bundles the server and the workspace packages it imports (TypeScript source) into dist/main.mjs.
// npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const manifests = ['apps/server', 'packages/api', 'packages/db', 'packages/shared'].map((folder) =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')),
);
const external = [
  ...new Set(
    manifests.flatMap((manifest) => Object.keys(manifest.dependencies ?? {})).filter((name) => !name.startsWith('@backoffice/')),
  ),
].flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@prisma/client/*'],
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
