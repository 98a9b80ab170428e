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

/** Between two writes of a stream: steady work beside the backup, not a flood that starves it. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Runs one of the root package's scripts as an operator would, with this DATA_DIR. */
const script = (name: string, args: string[], dataDir: string) =>
  run('npx', ['tsx', join('apps', 'server', 'src', 'scripts', `${name}.ts`), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    timeout: 300_000,
  });

describe.skipIf(onPostgresLane)('the embedded database backed up while it works', () => {
  let server: Awaited<ReturnType<typeof serverProcess>>;
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'backoffice-restored-'));
    server = await serverProcess('', 'backup');
    // The demo data gives the catalogue an order can be placed from.
    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD, BACKUP_EVERY_HOURS: '0', DEMO_DATA: '1' });
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

    const asAdmin = { 'content-type': 'application/json', 'x-session-token': token };
    const channelKey = (
      (await (
        await fetch(`${server.base}/api/admin/api-keys/create`, {
          method: 'POST',
          headers: asAdmin,
          body: JSON.stringify({ name: 'Web shop', policy: 'channel' }),
        })
      ).json()) as { response: { secret: string } }
    ).response.secret;
    const offers = (await (
      await fetch(`${server.base}/api/shop/offer/get-offers`, { headers: asAdmin })
    ).json()) as { data: Array<{ uuid: string; active?: boolean }> };
    const offer = defined(
      offers.data.find((candidate) => candidate.active !== false),
      'an active offer',
    ).uuid;
    const address = {
      street_name: 'Via Roma',
      street_number: '1',
      city: 'Roma',
      province: 'RM',
      zip_code: '00100',
      country: 'Italia',
    };
    const cart = {
      platform: 'web',
      customer_info: {
        first_name: 'Ada',
        last_name: 'Neri',
        fiscal_code: 'NRADAA90A41F205X',
        birth_place: 'Roma',
        date_of_birth: '1990-01-01',
        gender: 'f',
        email: 'ada@example.test',
        phone: '+393331234567',
      },
      delivery_info: address,
      residential_info: address,
      products: [{ offer_uuid: offer, is_esim: 0 }],
    };

    // Writes under way: a large store import (a job committing batch after batch), uploads, and
    // orders placed by a channel.
    const imported = await uploadCsv(server.base, IMPORT_PATH, token, storeRows(5_000, 'Backup'), {
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
        await pause();
      }
    })();
    const placed: Array<{ id: number; at: number }> = [];
    const orders = (async () => {
      while (uploading) {
        const answer = await fetch(`${server.base}/api/web-api/orders/create`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${channelKey}`,
            'idempotency-key': `backup-${placed.length}`,
          },
          body: JSON.stringify(cart),
        });
        expect(answer.status).toBe(200);
        placed.push({
          id: ((await answer.json()) as { response: { id: number } }).response.id,
          at: Date.now(),
        });
        await pause();
      }
    })();
    while (uploaded.length < 5 || placed.length < 5) await new Promise((resolve) => setTimeout(resolve, 20));

    const started = Date.now();
    const backup = await script('backup', [], server.dataDir).finally(() => {
      uploading = false;
    });
    await Promise.all([uploads, orders]);
    expect(backup.stdout).toMatch(/^Backup written: /);
    const archive = join(
      server.dataDir,
      'backups',
      defined((await readdir(join(server.dataDir, 'backups')))[0], 'the backup archive'),
    );
    // Answered by then (the same millisecond included): committed before the backup began.
    const committedBefore = uploaded.filter((upload) => upload.at <= started);
    expect(committedBefore.length).toBeGreaterThanOrEqual(5);
    const placedBefore = placed.filter((order) => order.at <= started).map((order) => order.id);
    expect(placedBefore.length).toBeGreaterThanOrEqual(5);

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
      const orderIds = placedBefore.length;
      expect(await database.prisma.order.count({ where: { id: { in: placedBefore } } })).toBe(orderIds);
      // Each order came with its lines (written in the order's transaction).
      expect(await database.prisma.orderProduct.count({ where: { orderId: { in: placedBefore } } })).toBe(
        orderIds,
      );
      // The import's committed batches came along whole: a job's rows and its progress together.
      const job = await database.prisma.job.findFirstOrThrow({
        where: { kind: 'stores' },
        orderBy: { createdAt: 'desc' },
      });
      const importedStores = await database.prisma.store.count({
        where: { storeName: { startsWith: 'Backup' } },
      });
      expect(importedStores).toBe(job.current);
      expect(importedStores).toBeGreaterThan(0);
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
  }, 480_000);
});

describe.skipIf(onPostgresLane)('scheduled backups of the embedded database', () => {
  let server: Awaited<ReturnType<typeof serverProcess>>;
  afterAll(() => server?.dispose());

  it('are written every period, the newest kept, and their time is a metric', async () => {
    server = await serverProcess('', 'scheduled-backup');
    // A backup every 1.8 s, two kept.
    await server.start({
      BACKUP_EVERY_HOURS: '0.0005',
      BACKUP_KEEP: '2',
      METRICS_ENABLED: '1',
      DEMO_DATA: '0',
    });
    const folder = join(server.dataDir, 'backups');
    const archives = async () =>
      (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.tar.gz'));
    const deadline = Date.now() + 60_000;
    // Three periods at least: a third archive made the first one go.
    while ((await archives()).length < 2) {
      if (Date.now() > deadline) throw new Error('no scheduled backup was written');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const first = defined((await archives()).sort()[0], 'the first archive');
    while ((await archives()).includes(first)) {
      if (Date.now() > deadline) throw new Error('the oldest backup was not pruned');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await archives()).length).toBe(2);
    const metrics = await (await fetch(`${server.base}/metrics`)).text();
    const at = Number(/^backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
    expect(Date.now() / 1000 - at).toBeLessThan(10);
  }, 120_000);
});
