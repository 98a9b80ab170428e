/**
 * `npm run restore:check -- <archive>`: proves a backup before it is needed. It restores the archive
 * into a scratch folder (with the restore's own checks), starts the server on it, signs in as an
 * administrator of the backup and reads a few known things through the API: the session, the users'
 * count against the manifest, and stored files' bytes. Says what it found; exits 1 when anything fails.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { createSession } from '@backoffice/api';
import { createDatabase, repoRoot } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { restoreBackup } from '../backup/restore';
import { loadScriptConfig, positional, runScript } from './backup-cli';

const PRIVATE_FOLDERS = new Set(['feedback', 'reports', 'imports', 'delivery', 'exports']);
const FILES_READ = 5;

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

await runScript(async () => {
  const [archive] = positional();
  if (!archive) throw new Error('Usage: npm run restore:check -- <archive>');
  const config = loadScriptConfig();
  const scratch = await mkdtemp(join(tmpdir(), 'backoffice-restore-check-'));
  const found: string[] = [];
  let server: ReturnType<typeof spawn> | null = null;
  try {
    const report = await restoreBackup(resolve(archive), scratch);
    found.push(
      `restored the backup of ${report.manifest.created_at}: ${report.counts.users} users, ${report.counts.orders} orders, ${report.counts.stored_files} stored files`,
      `amcheck found ${report.indexesChecked} indexes consistent; ${report.manifest.migrations.length} migrations in place`,
    );

    // A session of the backup's first active administrator, made in the scratch copy only.
    const database = await createDatabase({ dataDir: scratch });
    let token: string;
    let files: Array<{ storageKey: string; size: number }>;
    try {
      const admin = await database.prisma.user.findFirst({
        where: { status: UserStatus.Active, systemRole: { in: [SystemRole.SuperAdmin, SystemRole.Admin] } },
        orderBy: { createdAt: 'asc' },
        select: { id: true },
      });
      if (!admin) throw new Error('the backup has no active administrator to sign in as');
      token = await createSession(database.prisma, config.api, {
        userId: admin.id,
        ip: null,
        userAgent: 'restore:check',
      });
      files = (
        await database.prisma.storedFile.findMany({
          select: { storageKey: true, size: true, directory: true },
        })
      )
        .filter((file) => !PRIVATE_FOLDERS.has(file.directory))
        .slice(0, FILES_READ);
    } finally {
      await database.close();
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(repoRoot, 'apps', 'server'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: scratch,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: '0',
        BACKUP_EVERY_HOURS: '0',
        LOG_LEVEL: 'error',
        WEB_DIST: join(scratch, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ready = await fetch(`${base}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error('the server did not start on the restored data');
      await new Promise((done) => setTimeout(done, 250));
    }
    const read = async (path: string) => {
      const answer = await fetch(base + path, { headers: { 'x-session-token': token } });
      if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
      return answer;
    };
    const session = (await (await read('/api/account/enter/current-session')).json()) as {
      response: { email: string };
    };
    found.push(`the server started on it and signed in as ${session.response.email}`);
    const users = (await (await read('/api/admin/get-users?page=1')).json()) as { total: number };
    if (users.total > report.counts.users)
      throw new Error(`the API lists ${users.total} users, the backup has ${report.counts.users}`);
    found.push(`the API lists the users (${users.total} not deleted)`);
    for (const file of files) {
      const bytes = (await (await read(`/storage/app/public/uploads/${file.storageKey}`)).arrayBuffer())
        .byteLength;
      if (bytes !== file.size)
        throw new Error(`${file.storageKey} has ${bytes} bytes, its record says ${file.size}`);
    }
    found.push(`${files.length} stored files served whole`);
    console.info(`restore:check passed for ${archive}:\n${found.map((line) => `  - ${line}`).join('\n')}`);
  } catch (error) {
    if (found.length > 0) console.info(found.map((line) => `  - ${line}`).join('\n'));
    throw new Error(`restore:check FAILED for ${archive}: ${(error as Error).message}`, { cause: error });
  } finally {
    server?.kill('SIGKILL');
    await rm(scratch, { recursive: true, force: true });
  }
});
