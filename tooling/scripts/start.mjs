// `npm start`: build what changed (turbo restores unchanged builds from its cache), then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@backoffice/server',
    '--filter=@backoffice/web',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const envFile = join(root, '.env');
const nodeOptions = ['--enable-source-maps', ...(existsSync(envFile) ? [`--env-file=${envFile}`] : [])];
const server = spawn(process.execPath, [...nodeOptions, join(root, 'apps', 'server', 'dist', 'main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Forward stop signals so the server drains requests and closes the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
