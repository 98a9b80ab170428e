import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assertStoredFileKinds } from '@backoffice/api';
import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let token: string;
const paths: Record<string, string> = {};

async function upload(kind: string, content: Buffer, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${server.url}/api/file/upload?currentDir=fields&kind=${kind}`, {
    method: 'POST',
    body: form,
    headers: { 'x-session-token': token },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { response: string }).response;
}

beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn(SystemRole.Admin)).token;
  paths.image = await upload(
    'image',
    await readFile(join(__dirname, 'fixtures', 'photo-40x30.jpg')),
    'a.jpg',
  );
  paths.pdf = await upload('pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'a.pdf');
  paths.html = await upload('html', Buffer.from('<!doctype html><html><body>x</body></html>'), 'a.html');
  paths.csv = await upload('csv', Buffer.from('a,b\n1,2\n'), 'a.csv');
});
afterAll(() => server.close());

describe('assertStoredFileKinds', () => {
  it('accepts a stored file of an expected kind, and empty values', async () => {
    await expect(
      assertStoredFileKinds(
        server.prisma,
        { image1: paths.image, file: paths.html, doc: paths.pdf, other: '' },
        { image1: ['image'], file: ['html'], doc: ['document'], other: ['image'] },
      ),
    ).resolves.toBeUndefined();
    for (const kind of ['image', 'pdf', 'csv'])
      await expect(
        assertStoredFileKinds(server.prisma, { f: paths[kind] }, { f: ['document'] }),
      ).resolves.toBeUndefined();
  });

  it('refuses a stored file of another kind, naming the field and what it expects', async () => {
    await expect(
      assertStoredFileKinds(server.prisma, { file: paths.pdf }, { file: ['html'] }),
    ).rejects.toThrow('file: expected an HTML document; the stored file is application/pdf');
    await expect(
      assertStoredFileKinds(server.prisma, { image1: paths.html }, { image1: ['image'] }),
    ).rejects.toThrow(/^image1: expected a PNG, JPEG or WebP image/);
    // HTML is never a "document".
    await expect(
      assertStoredFileKinds(server.prisma, { f: paths.html }, { f: ['document'] }),
    ).rejects.toThrow(/the stored file is text\/html/);
  });

  it('refuses paths that are not stored uploads', async () => {
    for (const path of [
      'https://evil.example/x.png',
      '/storage/app/public/uploads/blog/2026/01/00000000-0000-0000-0000-000000000000.png',
      '../../etc/passwd',
      42,
    ])
      await expect(
        assertStoredFileKinds(server.prisma, { image1: path }, { image1: ['image'] }),
      ).rejects.toThrow('image1: must be the path of a file uploaded through POST /api/file/upload');
  });
});
