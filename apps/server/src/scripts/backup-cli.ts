import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';

import { repoRoot } from '@backoffice/db';

import { ConfigError, loadConfig } from '../config';

/** What the backup scripts share: `.env` read as `npm start` reads it, and the one-line failure. */
export function loadScriptConfig() {
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  return loadConfig();
}

/** The value after `--name` among the script's arguments. */
export const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** The arguments that are not options or their values. */
export const positional = () =>
  process.argv
    .slice(2)
    .filter((arg, index, all) => !arg.startsWith('--') && !all[index - 1]?.startsWith('--'));

export async function runScript(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

/** POSTs to the running server's control socket; null when no server listens there. */
export function askRunningServer(socketPath: string, path: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null);
    const asked = request({ socketPath, path, method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { error?: string };
        if (res.statusCode === 200) resolve(body);
        else reject(new Error(`The server could not make the backup: ${body.error ?? res.statusCode}`));
      });
    });
    asked.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? resolve(null) : reject(error),
    );
    asked.end();
  });
}
