import { appendFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postgresTools, type PostgresTools } from '../support/postgres-tools';
import { freePort, serverProcess } from '../support/server-process';

/*
 * docs/deploy.md's PostgreSQL backup, done for real on a cluster of its own: WAL archived by
 * `archive_command`, a base backup by `pg_basebackup`, orders written before and after a chosen
 * moment, a restore of the base backup replayed from the archive up to that moment; the first order
 * is there, the second is not, and the server starts on the restored cluster with its migrations in
 * place. Runs with the PostgreSQL suite (TEST_DATABASE_URL), whose machine has PostgreSQL's programs.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A customer's order, written as a channel's would be (the columns without defaults). */
const ORDER_SQL = `INSERT INTO orders (uuid, updated_at, amount, last_name) VALUES (gen_random_uuid(), now(), 10, $1)`;

describe.skipIf(!onPostgres)('a PostgreSQL point-in-time restore', () => {
  let tools: PostgresTools;
  const running: string[] = [];
  beforeAll(async () => {
    tools = await postgresTools('pitr');
  });
  afterAll(async () => {
    for (const dir of running) await tools.stop(dir).catch(() => undefined);
    await tools.dispose();
  });

  it('brings back what was committed before the moment, and nothing after', async () => {
    const primary = join(tools.root, 'primary');
    const archive = join(tools.root, 'wal-archive');
    // The base backup is restored where pg_basebackup wrote it (its files are the postgres user's).
    const restored = join(tools.root, 'base-backup');
    await mkdir(archive);
    await tools.own(archive);
    await tools.initdb(primary);
    await appendFile(
      join(primary, 'postgresql.conf'),
      `\nwal_level = replica\narchive_mode = on\narchive_command = 'test ! -f ${archive}/%f && cp %p ${archive}/%f'\n`,
    );
    const primaryPort = await freePort();
    await tools.start(primary, primaryPort);
    running.push(primary);
    const admin = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    await tools.query(admin, 'CREATE DATABASE backoffice');
    const database = `postgres://postgres@127.0.0.1:${primaryPort}/backoffice`;

    // The server migrates its database, as on a first deploy.
    const first = await serverProcess(database, 'pitr');
    await first.start();
    await first.dispose();

    await tools.command('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', restored, '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
    await tools.query(database, ORDER_SQL, ['Before']);
    const [moment] = await tools.query(database, 'SELECT clock_timestamp()::text AS at');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await tools.query(database, ORDER_SQL, ['After']);
    // Close the WAL segment holding both, so that it is archived.
    const [switched] = await tools.query(admin, 'SELECT pg_walfile_name(pg_switch_wal()) AS name');
    const segment = String(switched?.name);
    const deadline = Date.now() + 30_000;
    while (!(await readdir(archive)).includes(segment)) {
      if (Date.now() > deadline) throw new Error(`WAL segment ${segment} was not archived`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await tools.stop(primary);
    running.splice(running.indexOf(primary), 1);

    // The restore: the base backup, replayed from the archive up to the moment, then promoted.
    await appendFile(
      join(restored, 'postgresql.auto.conf'),
      `\nrestore_command = 'cp ${archive}/%f %p'\nrecovery_target_time = '${String(moment?.at)}'\nrecovery_target_action = 'promote'\n`,
    );
    await writeFile(join(restored, 'recovery.signal'), '');
    for (const path of [
      restored,
      join(restored, 'postgresql.auto.conf'),
      join(restored, 'recovery.signal'),
    ]) {
      await tools.own(path);
    }
    const restoredPort = await freePort();
    await tools.start(restored, restoredPort);
    running.push(restored);
    const back = `postgres://postgres@127.0.0.1:${restoredPort}/backoffice`;
    const promotedBy = Date.now() + 30_000;
    while ((await tools.query(back, 'SELECT pg_is_in_recovery() AS recovering'))[0]?.recovering === true) {
      if (Date.now() > promotedBy) throw new Error('the restored cluster did not finish its recovery');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const names = await tools.query(back, 'SELECT last_name FROM orders ORDER BY id');
    expect(names.map((row) => row.last_name)).toEqual(['Before']);

    // The server starts on it: its migrations are all there (readiness checks that none is pending).
    const again = await serverProcess(back, 'pitr-restored');
    try {
      await again.start();
      expect((await fetch(`${again.base}/readyz`)).status).toBe(200);
    } finally {
      await again.dispose();
    }
  }, 180_000);
});
