import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, repoRoot, storageRootIn } from '@backoffice/db';
import { defined } from '@backoffice/shared';

import { serverProcess } from '../support/server-process';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';
import { IMPORT_PATH, storeRows, uploadCsv } from '../stores/upload';

/*
 * The embedded default's backup, as an operator runs it: the real server (src/main.ts) on PGlite,
 * a store import and a stream of uploads under way, `npm run backup` asking the running server for
 * an archive, `npm run restore` bringing it into a new DATA_DIR, and `npm run restore:check` proving
 * it (and refusing a damaged copy). Everything committed before the backup began is there, with its
 * bytes, and amcheck finds the indexes consistent. Runs in the PGlite lane (its own database either way).
 */

const run = promisify(execFile);
const onPostgresLane = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN_EMAIL = 'backup-admin@example.test';
const ADMIN_PASSWORD = 'backup-password-1';

/** Runs one of the root package's scripts as an operator would, with this DATA_DIR. */
const script = (name: string, args: string[], dataDir: string) =>
  run('npx', ['tsx', join('apps', 'server', 'src', 'scripts', `${name}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    timeout: 180_000,
  });

describe.skipIf(onPostgresLane)('the embedded database backed up while it works', () => {
  let server: Awaited<ReturnType<typeof serverProcess>>;
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'backoffice-restored-'));
    server = await serverProcess('', 'backup');
    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD, BACKUP_EVERY_HOURS: '0' });
  });
  afterAll(async () => {
    await server?.dispose();
    await rm(scratch, { recursive: true, force: true });
  });

  it('restores every row and file committed before it began, and restore:check proves it', async () => {
    const login = await fetch(`${server.base}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { session_uuid: string }).session_uuid;

    // Writes under way: a large store import (a job committing batch after batch) and uploads.
    const imported = await uploadCsv(server.base, IMPORT_PATH, token, storeRows(20_000, 'Backup'), {
      isLoad: '1',
    });
    expect(imported.status).toBe(200);
    const uploaded: Array<{ path: string; at: number }> = [];
    let uploading = true;
    const uploads = (async () => {
      while (uploading) {
        const path = await uploadFile({ url: server.base }, token, {
          kind: 'pdf',
          directory: 'price-lists',
          file: {
            ...SAMPLE_FILES.pdf,
            content: Buffer.concat([SAMPLE_FILES.pdf.content, Buffer.from(`% ${uploaded.length}\n`)]),
          },
        });
        uploaded.push({ path, at: Date.now() });
      }
    })();
    while (uploaded.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const started = Date.now();
    const backup = await script('backup', [], server.dataDir);
    uploading = false;
    await uploads;
    expect(backup.stdout).toMatch(/^Backup written: /);
    const archive = join(
      server.dataDir,
      'backups',
      defined((await readdir(join(server.dataDir, 'backups')))[0], 'the backup archive'),
    );
    const committedBefore = uploaded.filter((upload) => upload.at < started);
    expect(committedBefore.length).toBeGreaterThanOrEqual(5);

    // Restored into a new DATA_DIR, with the restore's own checks (amcheck, counts, bytes).
    const restoredDir = join(scratch, 'data');
    const restored = await script('restore', [archive, '--data-dir', restoredDir], server.dataDir);
    expect(restored.stdout).toMatch(/indexes checked by amcheck/);
    const database = await createDatabase({ dataDir: restoredDir });
    try {
      const keys = new Set(
        (await database.prisma.storedFile.findMany({ select: { storageKey: true } })).map(
          (file) => file.storageKey,
        ),
      );
      for (const upload of committedBefore) {
        const key = upload.path.replace('/storage/app/public/uploads/', '');
        expect(keys.has(key), key).toBe(true);
        expect((await stat(join(storageRootIn(restoredDir), key))).size).toBeGreaterThan(0);
      }
      // The import's committed batches came along whole: a job's rows and its progress together.
      const job = await database.prisma.job.findFirstOrThrow({ where: { kind: 'stores' } });
      expect(await database.prisma.store.count()).toBe(job.current);
      expect(await database.prisma.store.count()).toBeGreaterThan(0);
    } finally {
      await database.close();
    }

    const checked = await script('restore-check', [archive], server.dataDir);
    expect(checked.stdout).toMatch(/restore:check passed/);
    expect(checked.stdout).toMatch(/stored files served whole/);

    const damaged = join(scratch, 'damaged.tar.gz');
    const bytes = await readFile(archive);
    await writeFile(damaged, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const refused = await script('restore-check', [damaged], server.dataDir).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in refused && refused.code).toBe(1);
    expect((refused as { stderr: string }).stderr).toMatch(
      /restore:check FAILED .*not a whole backup archive/,
    );
  }, 300_000);
});
