import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { contentDisposition } from '../../src/files/routes';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await server.signIn(SystemRole.ChiefAgent)).token;
});
afterAll(() => server.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da636460f80f000003010100897862870000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(path: string, content: Buffer, fileName: string, token: string | null = staffToken) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const headers: Record<string, string> = {};
  if (token) headers['x-session-token'] = token;
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as { response: string; url?: string } };
}

describe('POST /api/file/upload', () => {
  it('stores a PNG under a generated name and answers its path', async () => {
    const response = await upload('/api/file/upload?currentDir=blog&kind=image', PNG, 'photo of me.png');
    expect(response.status).toBe(200);
    const path: string = response.body.response;
    expect(path).toMatch(/^\/storage\/app\/public\/uploads\/blog\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(path.split('/')[8]).toMatch(/\.png$/);
    const record = await server.prisma.storedFile.findFirstOrThrow({
      where: { storageKey: path.replace('/storage/app/public/uploads/', '') },
    });
    expect(record).toMatchObject({
      originalName: 'photo of me.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
  });

  it('recognises the type by content, not by name', async () => {
    const disguised = await upload('/api/file/upload?currentDir=blog&kind=image', PDF, 'innocent.png');
    expect(disguised.status).toBe(400);
    const executable = await upload(
      '/api/file/upload?currentDir=x',
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      'tool.exe',
    );
    expect(executable.status).toBe(400);
  });

  it('refuses files over the size limit with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const response = await upload('/api/file/upload?currentDir=docs&kind=pdf', big, 'big.pdf');
    expect(response.status).toBe(413);
  });

  it('cannot be steered out of the storage folder', async () => {
    const response = await upload('/api/file/upload?currentDir=../../etc', PDF, '../../passwd.pdf');
    expect(response.status).toBe(200);
    expect(response.body.response).toMatch(/^\/storage\/app\/public\/uploads\/etc\//);
  });

  it('needs a session (401) and an active account (403)', async () => {
    expect((await upload('/api/file/upload', PDF, 'a.pdf', null)).status).toBe(401);
    const waiting = await server.signIn(0, 2);
    expect((await upload('/api/file/upload', PDF, 'a.pdf', waiting.token)).status).toBe(403);
  });

  it('answers 400 without a file field', async () => {
    const form = new FormData();
    form.append('other', 'value');
    const response = await fetch(`${server.url}/api/file/upload`, {
      method: 'POST',
      body: form,
      headers: { 'x-session-token': staffToken },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /api/file/ck-upload', () => {
  it('takes images from administrators for the rich-text editor', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const response = await upload('/api/file/ck-upload', PNG, 'inline.png', admin.token);
    expect(response.status).toBe(200);
    expect(response.body.url).toBe(response.body.response);
    expect((await upload('/api/file/ck-upload', PNG, 'inline.png', staffToken)).status).toBe(403);
    expect((await upload('/api/file/ck-upload', PDF, 'doc.pdf', admin.token)).status).toBe(400);
  });
});

describe('POST /api/file/get-files', () => {
  it('answers the file with a safe Content-Disposition', async () => {
    const { body } = await upload('/api/file/upload?currentDir=docs&kind=pdf', PDF, 'contratto è finale.pdf');
    const response = await fetch(`${server.url}/api/file/get-files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': staffToken },
      body: JSON.stringify({ file_name: body.response }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const disposition = response.headers.get('content-disposition') ?? '';
    expect(disposition).toBe(
      `attachment; filename="contratto _ finale.pdf"; filename*=UTF-8''contratto%20%C3%A8%20finale.pdf`,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('refuses paths outside the storage and unknown files', async () => {
    const post = (file_name: unknown) =>
      server.request('/api/file/get-files', { token: staffToken, body: { file_name } });
    expect((await post('../../../etc/passwd')).status).toBe(400);
    expect(
      (await post('/storage/app/public/uploads/docs/2026/01/00000000-0000-0000-0000-000000000000.pdf'))
        .status,
    ).toBe(404);
    expect((await server.request('/api/file/get-files', { body: { file_name: 'x' } })).status).toBe(401);
  });

  it('serves content files publicly at their path (the copy-link target)', async () => {
    const { body } = await upload('/api/file/upload?currentDir=slider&kind=image', PNG, 'slide.png');
    const response = await fetch(`${server.url}${body.response}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});

describe('contentDisposition', () => {
  it('cannot be used to inject headers or break the quoted name', () => {
    expect(contentDisposition('a"b\r\nSet-Cookie: x.pdf')).toBe(
      `attachment; filename="a_b__Set-Cookie: x.pdf"; filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x.pdf`,
    );
  });
});
