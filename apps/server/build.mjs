// Bundles the server and the workspace packages it imports (TypeScript source) into dist/main.mjs.
// npm dependencies stay external and load from node_modules at run time.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const workspaces = ['apps/server', 'packages/api', 'packages/db', 'packages/shared'].map((folder) => ({
  folder,
  manifest: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')),
}));
const dependencies = [
  ...new Set(
    workspaces
      .flatMap(({ manifest }) => Object.keys(manifest.dependencies ?? {}))
      .filter((name) => !name.startsWith('@backoffice/')),
  ),
];

/** The version of `name` Node loads from `folder`, walking up the node_modules folders. */
function installedVersion(folder, name) {
  for (let dir = join(root, folder); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return JSON.parse(readFileSync(candidate, 'utf8')).version;
    if (dir === root) return null;
  }
}

// The bundle loads every external from apps/server. A workspace whose dependency npm installed in its
// own node_modules (another version than the hoisted one) would silently run against another version,
// as happened with PGlite (0.4.3 from the root, 0.5.16 in tests); apps/server must declare it too.
const mismatches = workspaces.flatMap(({ folder, manifest }) =>
  Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith('@backoffice/'))
    .filter((name) => installedVersion(folder, name) !== installedVersion('apps/server', name))
    .map(
      (name) =>
        `${name} (${folder} has ${installedVersion(folder, name)}, apps/server ${installedVersion('apps/server', name)})`,
    ),
);
if (mismatches.length > 0) {
  console.error(`server build: declare these in apps/server/package.json too: ${mismatches.join(', ')}`);
  process.exit(1);
}

const external = dependencies.flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [join(here, 'src', 'main.ts')],
  outfile: join(here, 'dist', 'main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@prisma/client/*'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
