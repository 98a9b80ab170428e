import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalFileStorage, createS3FileStorage, type FileStorage } from '@backoffice/api';
import { defined, FILE_ROUTE_PATHS, SystemRole } from '@backoffice/shared';

import { loadConfig } from '../../src/config';
import { type RunningS3Server, startS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { SAMPLE_FILES, uploadFile } from '../support/uploads';

let s3: RunningS3Server;
let diskRoot: string;

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = await mkdtemp(join(tmpdir(), 'backoffice-disk-'));
});
afterAll(async () => {
  await s3.close();
  await rm(diskRoot, { recursive: true, force: true });
});

/** The S3 storage exactly as the server builds it from its environment. */
const s3Storage = (environment = s3.environment) =>
  createS3FileStorage(defined(loadConfig({ ...environment, DATA_DIR: diskRoot }).s3, 'the S3 settings'));

async function diskKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

const read = async (storage: FileStorage, key: string) => {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { bytes: Buffer.concat(chunks), size: opened.size };
};

/** A stream that sends some bytes, then fails, as a client that drops mid-upload. */
const interrupted = () =>
  new Readable({
    read() {
      if (this.readableLength === 0 && !this.destroyed) {
        this.push(Buffer.alloc(64 * 1024, 1));
        setImmediate(() => this.destroy(new Error('client went away')));
      }
    },
  });

describe.each([
  { name: 'local disk', storage: () => createLocalFileStorage(diskRoot), keys: () => diskKeys(diskRoot) },
  { name: 'S3', storage: () => s3Storage(), keys: () => s3.keys() },
])('the $name storage', ({ storage: make, keys }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('saves a stream under a generated key, reads it back with its size, and removes it', async () => {
    const saved = await storage.save('Docs & Forms', 'pdf', Readable.from([Buffer.from('%PDF-1.7 a')]));
    expect(saved.key).toMatch(/^docs-forms\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(saved.publicPath).toBe(`/storage/app/public/uploads/${saved.key}`);
    expect(saved.size).toBe(10);
    expect(await read(storage, saved.key)).toEqual({ bytes: Buffer.from('%PDF-1.7 a'), size: 10 });
    expect(await storage.size(saved.key)).toBe(10);
    await storage.remove(saved.key);
    expect(await storage.open(saved.key)).toBeNull();
    expect(await storage.size(saved.key)).toBeNull();
    // Removing what is not there is not an error.
    await storage.remove(saved.key);
  });

  it('streams a file larger than one part (6 MB) in and out whole', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024);
    for (let index = 0; index < big.length; index += 4096) big[index] = index % 251;
    const saved = await storage.save(
      'exports',
      'xlsx',
      Readable.from([big.subarray(0, 3e6), big.subarray(3e6)]),
    );
    expect(saved.size).toBe(big.length);
    const back = await read(storage, saved.key);
    expect(back?.size).toBe(big.length);
    expect(back?.bytes.equals(big)).toBe(true);
    await storage.remove(saved.key);
  });

  it('writes under a chosen key, replacing what was there', async () => {
    const key = 'email-templates/2026/01/00000000-0000-4000-8000-000000000001.html';
    await storage.put(key, Buffer.from('<p>one</p>'));
    await storage.put(key, Buffer.from('<p>two</p>'));
    expect((await read(storage, key))?.bytes.toString()).toBe('<p>two</p>');
    await storage.remove(key);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.open('docs/2026/01/00000000-0000-4000-8000-00000000dead.pdf')).toBeNull();
  });

  it('leaves no object behind when the upload is cut off', async () => {
    const before = await keys();
    await expect(storage.save('docs', 'pdf', interrupted())).rejects.toThrow('client went away');
    expect(await keys()).toEqual(before);
  });
});

describe('a server keeping its files in S3', () => {
  // A store of its own, which the last test stops.
  let store: RunningS3Server;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    store = await startS3Server();
    server = await startTestServer({ environment: store.environment });
    admin = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(async () => {
    await server.close();
    await store.close();
  });

  const download = (path: string) =>
    fetch(server.url + FILE_ROUTE_PATHS.download, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': admin, 'x-tenant': 'null' },
      body: JSON.stringify({ file_name: path }),
    });

  it('uploads into the bucket and serves the file back, privately and by its public link', async () => {
    const { content } = SAMPLE_FILES.pdf;
    const path = await uploadFile(server, admin, { kind: 'pdf', directory: 'docs', file: SAMPLE_FILES.pdf });
    const key = path.replace('/storage/app/public/uploads/', '');
    expect(await store.keys()).toContain(key);

    const downloaded = await download(path);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(content)).toBe(true);
    const linked = await fetch(server.url + path);
    expect([linked.status, linked.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  });

  it('answers 503 with Retry-After while the store is down, writing nothing to the database', async () => {
    const path = await uploadFile(server, admin, { kind: 'pdf', directory: 'docs', file: SAMPLE_FILES.pdf });
    const files = await server.prisma.storedFile.count();
    await store.stop();

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(SAMPLE_FILES.pdf.content)]), 'during.pdf');
    const upload = await fetch(`${server.url}${FILE_ROUTE_PATHS.upload}?currentDir=docs&kind=pdf`, {
      method: 'POST',
      body: form,
      headers: { 'x-session-token': admin, 'x-tenant': 'null' },
    });
    expect(upload.status).toBe(503);
    expect(upload.headers.get('retry-after')).toBe('5');
    expect(((await upload.json()) as { message: string }).message).toMatch(/file store is not available/);
    expect(await server.prisma.storedFile.count()).toBe(files);

    const downloaded = await download(path);
    expect(downloaded.status).toBe(503);
    expect((await fetch(server.url + path)).status).toBe(503);
  });
});

describe('npm run files:migrate-to-s3', () => {
  const script = join(import.meta.dirname, '..', '..', 'src', 'scripts', 'files-migrate-to-s3.ts');
  const migrate = (dataDir: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...s3.environment, DATA_DIR: dataDir },
    });

  it('copies a disk store into the bucket key for key, and skips what is there when run again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'backoffice-migrate-'));
    const disk = createLocalFileStorage(join(dataDir, 'files'));
    const saved = await Promise.all(
      ['one', 'two', 'three'].map((word) => disk.save('docs', 'txt', Readable.from([Buffer.from(word)]))),
    );
    await mkdir(join(dataDir, 'files', 'stray'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'stray', 'notes.txt'), 'not a stored file');
    try {
      const first = await migrate(dataDir);
      expect(first.stdout).toContain('Done: 3 copied, 0 already there.');
      expect(first.stdout).toContain('stray/notes.txt');
      const bucket = s3Storage();
      for (const [index, word] of ['one', 'two', 'three'].entries())
        expect((await read(bucket, defined(saved[index], 'saved[index]').key))?.bytes.toString()).toBe(word);

      const again = await migrate(dataDir);
      expect(again.stdout).toContain('Done: 0 copied, 3 already there.');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two runs of the script, each a process that loads TypeScript: 30 s was not enough on a CI
    // machine running the browser suite alongside.
  }, 120_000);
});
