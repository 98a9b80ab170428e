import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let adminToken: string;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await server.signIn(SystemRole.Admin);
  adminToken = admin.token;
  adminId = admin.user.id;
});
afterAll(() => server.close());

const TOKEN_PATH = '/api/web-api/integration/ckeditor/get-token';
const image = () => readFile(join(__dirname, 'fixtures', 'photo-40x30.jpg'));

async function ckUpload(headers: Record<string, string>, content: Buffer, fileName = 'inline.jpg') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${server.url}/api/file/ck-upload`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function issueToken(sessionToken = adminToken) {
  const response = await server.request(TOKEN_PATH, { token: sessionToken });
  expect(response.status).toBe(200);
  return response.body.data as { token: string; expires_at: string; header: string };
}

describe('GET /api/web-api/integration/ckeditor/get-token', () => {
  it('answers a token valid for about ten minutes, for administrators only', async () => {
    const before = Date.now();
    const data = await issueToken();
    const after = Date.now();
    expect(data.token).toMatch(/^cke_[A-Za-z0-9_-]{43}$/);
    expect(data.header).toBe('x-upload-token');
    // Ten minutes from the moment the server issued it, which lies between before and after.
    const expiresAt = new Date(data.expires_at).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 10 * 60_000);
    // Only its hash is stored.
    const rows = await server.prisma.editorUploadToken.findMany();
    expect(rows.some((row) => row.tokenHash.includes(data.token))).toBe(false);

    expect((await server.request(TOKEN_PATH)).status).toBe(401);
    for (const role of [SystemRole.NoRole, SystemRole.ChiefAgent]) {
      const { token } = await server.signIn(role);
      expect((await server.request(TOKEN_PATH, { token })).status, `role ${role}`).toBe(403);
    }
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    expect((await server.request(TOKEN_PATH, { token: superAdmin.token })).status).toBe(200);
  });
});

describe('POST /api/file/ck-upload with an editor token', () => {
  it('uploads an image with the token alone and answers path, url and dimensions', async () => {
    const { token } = await issueToken();
    const response = await ckUpload({ 'x-upload-token': token }, await image());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30 });
    expect(response.body.url).toBe(response.body.response);
    expect(String(response.body.url)).toMatch(/^\/storage\/app\/public\/uploads\/editor\//);
    const row = await server.prisma.storedFile.findFirstOrThrow({
      where: { storageKey: String(response.body.url).replace('/storage/app/public/uploads/', '') },
    });
    // Recorded as the administrator the token was issued to.
    expect(row.uploaderId).toBe(adminId);
  });

  it('takes images only (a PDF or HTML with a valid token is a 400)', async () => {
    const { token } = await issueToken();
    const pdf = await ckUpload({ 'x-upload-token': token }, Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toMatch(/^Expected a PNG, JPEG or WebP image/);
    const html = await ckUpload(
      { 'x-upload-token': token },
      Buffer.from('<html><body>x</body></html>'),
      'x.png',
    );
    expect(html.status).toBe(400);
  });

  it('is refused once expired, when unknown, and when its owner is no longer an administrator', async () => {
    const expired = await issueToken();
    await server.prisma.editorUploadToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await ckUpload({ 'x-upload-token': expired.token }, await image())).status).toBe(401);
    expect((await ckUpload({ 'x-upload-token': `cke_${'A'.repeat(43)}` }, await image())).status).toBe(401);
    expect((await ckUpload({ 'x-upload-token': 'garbage' }, await image())).status).toBe(401);

    const demoted = await server.signIn(SystemRole.Admin);
    const { token } = await issueToken(demoted.token);
    await server.prisma.user.update({
      where: { id: demoted.user.id },
      data: { systemRole: SystemRole.ChiefAgent },
    });
    expect((await ckUpload({ 'x-upload-token': token }, await image())).status).toBe(401);
  });

  it('authorises nothing else: not a session for any other call, not the generic upload', async () => {
    const { token } = await issueToken();
    const headerSets: Record<string, string>[] = [
      { 'x-session-token': token },
      { authorization: `Bearer ${token}` },
    ];
    for (const headers of headerSets) {
      const session = await server.request('/api/account/enter/current-session', { headers });
      expect(session.status).toBe(401);
      const users = await server.request('/api/admin/get-users', { headers });
      expect(users.status).toBe(401);
      const another = await server.request(TOKEN_PATH, { headers });
      expect(another.status).toBe(401);
    }
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await image())]), 'a.jpg');
    const generic = await fetch(`${server.url}/api/file/upload?kind=image`, {
      method: 'POST',
      body: form,
      headers: { 'x-upload-token': token },
    });
    expect(generic.status).toBe(401);
    const download = await server.request('/api/file/get-files', {
      headers: { 'x-upload-token': token },
      body: {
        file_name: '/storage/app/public/uploads/editor/2026/01/00000000-0000-0000-0000-000000000000.jpg',
      },
    });
    expect(download.status).toBe(401);
  });

  it('still accepts an administrator session, and refuses other roles', async () => {
    expect((await ckUpload({ 'x-session-token': adminToken }, await image())).status).toBe(200);
    const agent = await server.signIn(SystemRole.ChiefAgent);
    expect((await ckUpload({ 'x-session-token': agent.token }, await image())).status).toBe(403);
    expect((await ckUpload({}, await image())).status).toBe(401);
  });
});
