// `npm start`: build what changed (turbo restores unchanged builds from its cache), then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const built = spawnSync(
  'npx',
  [
    'turbo',
    'run',
    'build',
    '--filter=@backoffice/server',
    '--filter=@backoffice/web',
    '--filter=@backoffice/bss-simulator',
    '--filter=@backoffice/mail-catcher',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) process.exit(built.status ?? 1);

const envFile = join(root, '.env');
const nodeOptions = ['--enable-source-maps', ...(existsSync(envFile) ? [`--env-file=${envFile}`] : [])];

// The billing system and the payment provider: BSS_URL and PAYMENT_URL from the environment or .env,
// else the simulator (apps/bss-simulator, both APIs) in this process on a free loopback port, with
// its deterministic data (docs/bss.md).
const fileEnv = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')) : {};
const bssUrl = process.env.BSS_URL || fileEnv.BSS_URL;
const paymentUrl = process.env.PAYMENT_URL || fileEnv.PAYMENT_URL;
const extraEnv = {};
if (!bssUrl || !paymentUrl) {
  const { startSimulator } = await import(
    pathToFileURL(join(root, 'apps', 'bss-simulator', 'dist', 'index.mjs')).href
  );
  // It adopts the SIMs of orders stored before this start (and of the demo data) on first sight.
  const simulator = await startSimulator({ host: '127.0.0.1', port: 0, adoptUnknownSims: true });
  for (const [name, value, what] of [
    ['BSS_URL', bssUrl, 'a real billing system'],
    ['PAYMENT_URL', paymentUrl, 'a real payment provider'],
  ]) {
    if (value) continue;
    extraEnv[name] = simulator.url;
    process.stdout.write(
      `${name} is not set: started the BSS simulator on ${simulator.url} (set ${name} to use ${what})\n`,
    );
  }
}

// Email: SMTP_URL from the environment or .env, else the development mail catcher (apps/mail-catcher)
// in this process, whose web view shows every email the back office sends.
if (!(process.env.SMTP_URL || fileEnv.SMTP_URL)) {
  const { startMailCatcher } = await import(
    pathToFileURL(join(root, 'apps', 'mail-catcher', 'dist', 'index.mjs')).href
  );
  const catcher = await startMailCatcher({ host: '127.0.0.1', smtpPort: 0, webPort: 0 });
  extraEnv.SMTP_URL = catcher.smtpUrl;
  process.stdout.write(
    `SMTP_URL is not set: emails go to the mail catcher; read them at ${catcher.webUrl} (set SMTP_URL to send for real)\n`,
  );
}

const server = spawn(process.execPath, [...nodeOptions, join(root, 'apps', 'server', 'dist', 'main.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env, ...extraEnv },
});
// Forward stop signals so the server drains requests and closes the database cleanly.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
