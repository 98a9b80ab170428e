import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalFileStorage, keyFromPath, publicPathOf } from '@backoffice/api';
import { seedDemoData } from '@backoffice/db';
import { defined, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

describe('FileStorage.put', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'backoffice-put-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes (and rewrites) bytes under a key that open then reads', async () => {
    const storage = createLocalFileStorage(join(root, 'files'));
    const key = 'blog/2026/11/0b5c1f0e-3c3e-4a7e-9d57-1f0a4c1c2d3e.png';
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second'));
    const opened = await storage.open(key);
    expect(opened?.size).toBe(6);
    opened?.stream.destroy();
    expect(await readFile(join(root, 'files', key), 'utf8')).toBe('second');
  });

  it('refuses keys that leave the storage root', async () => {
    const storage = createLocalFileStorage(join(root, 'files'));
    for (const key of ['../escaped.png', 'blog/../../escaped.png', '/tmp/escaped.png', '', '.'])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow('escapes the storage root');
    await expect(readFile(join(root, 'escaped.png'))).rejects.toThrow();
  });
});

describe('demo files', () => {
  let server: TestServer;
  let token: string;
  let files: { key: string; mimeType: string; size: number }[];

  beforeAll(async () => {
    server = await startTestServer();
    const storage = createLocalFileStorage(join(server.dataDir, 'files'));
    await seedDemoData(server.prisma, {
      hashPassword: async (plain) => `plain:${plain}`,
      orderCount: 5,
      writeFile: (key, bytes) => storage.put(key, bytes),
    });
    files = (await server.prisma.storedFile.findMany()).map((row) => ({
      key: row.storageKey,
      mimeType: row.mimeType,
      size: row.size,
    }));
    token = (await server.signIn(SystemRole.ChiefAgent)).token;
  }, 120_000);
  afterAll(() => server?.close());

  it('have keys the file routes accept, and content fields hold their public paths', async () => {
    expect(files.length).toBeGreaterThan(50);
    for (const { key } of files) expect(keyFromPath(publicPathOf(key)), key).toBe(key);
    const post = await server.prisma.blogPost.findFirstOrThrow();
    expect(keyFromPath(post.image1)).not.toBeNull();
    expect(post.image1).toBe(publicPathOf(defined(keyFromPath(post.image1), 'the storage key of image1')));
  });

  it('are served at their public path with their bytes', async () => {
    const post = await server.prisma.blogPost.findFirstOrThrow();
    const response = await fetch(`${server.url}${post.image1}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    const record = await server.prisma.storedFile.findUniqueOrThrow({
      where: { storageKey: defined(keyFromPath(post.image1), 'the storage key of image1') },
    });
    expect(bytes.length).toBe(record.size);
    const [, width, height] = defined(
      /-(\d+)x(\d+)\.png$/.exec(record.originalName),
      'the size in the image name',
    );
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([Number(width), Number(height)]);
  });

  it('download through /api/file/get-files with the recorded type and size', async () => {
    const option = await server.prisma.option.findFirstOrThrow();
    for (const path of [option.contract, (await server.prisma.emailNotification.findFirstOrThrow()).file]) {
      const response = await fetch(`${server.url}/api/file/get-files`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-session-token': token },
        body: JSON.stringify({ file_name: path }),
      });
      expect(response.status, path).toBe(200);
      const record = defined(
        files.find((file) => file.key === keyFromPath(path)),
        `the file of ${path}`,
      );
      expect(response.headers.get('content-type')).toBe(record.mimeType);
      expect((await response.arrayBuffer()).byteLength).toBe(record.size);
    }
  });
});
