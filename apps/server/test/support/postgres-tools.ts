import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL server installed the Debian way (/usr/lib/postgresql/<version>/bin). */
async function postgresBin(): Promise<string> {
  const versions = (await readdir('/usr/lib/postgresql')).map(Number).filter(Number.isFinite);
  if (versions.length === 0) throw new Error('No PostgreSQL server under /usr/lib/postgresql');
  return `/usr/lib/postgresql/${Math.max(...versions)}/bin`;
}

export type PostgresTools = Awaited<ReturnType<typeof postgresTools>>;

/**
 * PostgreSQL's own programs over clusters in a temporary folder of their own (initdb, pg_ctl,
 * pg_basebackup…), each started on a port of its choosing. PostgreSQL refuses to run as root, so as
 * root the commands run as the postgres user, who owns the folder.
 */
export async function postgresTools(label: string) {
  const bin = await postgresBin();
  const root = await mkdtemp(join(tmpdir(), `backoffice-${label}-`));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? {
        uid: Number((await run('id', ['-u', 'postgres'])).stdout),
        gid: Number((await run('id', ['-g', 'postgres'])).stdout),
      }
    : null;
  if (owner) await chown(root, owner.uid, owner.gid);
  const command = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${name}`, ...args])
      : run(`${bin}/${name}`, args);
  const serverOptions = (port: number) =>
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  return {
    root,
    command,
    /** Gives a file written by this process to the clusters' owner. */
    async own(path: string) {
      if (owner) await chown(path, owner.uid, owner.gid);
    },
    start: (dir: string, port: number) =>
      command('pg_ctl', ['-D', dir, '-o', serverOptions(port), '-l', `${dir}.log`, '-w', 'start']),
    stop: (dir: string) => command('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
    /** A cluster whose pg_hba (initdb -A trust) lets local and 127.0.0.1 connections in, replication included. */
    initdb: (dir: string) => command('initdb', ['-D', dir, '-U', 'postgres', '-A', 'trust', '--no-sync']),
    async query(url: string, sql: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(sql, values)).rows as Array<Record<string, unknown>>;
      } finally {
        await client.end();
      }
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}
