import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

// Issue 9 §4 and issue 8 §3: uploads are judged by their bytes. Each case below was accepted before.

let server: TestServer;
let staffToken: string;
beforeAll(async () => {
  server = await startTestServer();
  staffToken = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(() => server.close());

const fixture = (name: string) => readFile(join(__dirname, 'fixtures', name));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
const TEMPLATE = Buffer.from(
  '<!doctype html>\n<html><body><p>Order {{{order_number}}} for {{{email}}}</p></body></html>',
);

interface UploadAnswer {
  response: string;
  name: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
  message?: string;
  code?: string;
  expected?: string[];
}

async function upload(query: string, content: Buffer, fileName: string, path = '/api/file/upload') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), fileName);
  const response = await fetch(`${server.url}${path}${query}`, {
    method: 'POST',
    body: form,
    headers: { 'x-session-token': staffToken },
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer };
}

async function storedFileCount() {
  const files = await readdir(join(server.dataDir, 'files'), { recursive: true }).catch(() => []);
  const rows = await server.prisma.storedFile.count();
  return { files: files.filter((name) => /\.[a-z]+$/.test(String(name))).length, rows };
}

async function download(path: string) {
  return fetch(`${server.url}/api/file/get-files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-token': staffToken },
    body: JSON.stringify({ file_name: path }),
  });
}

describe('images must decode as PNG, JPEG or WebP', () => {
  it('answers the dimensions of each format', async () => {
    const png = await upload('?currentDir=blog&kind=image', await fixture('blog-1365x505.png'), 'hero.png');
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ mime: 'image/png', width: 1365, height: 505, name: 'hero.png' });
    const jpeg = await upload('?currentDir=blog&kind=image', await fixture('photo-40x30.jpg'), 'photo.jpeg');
    expect(jpeg.body).toMatchObject({ mime: 'image/jpeg', width: 40, height: 30, name: 'photo.jpeg' });
    expect(jpeg.body.response).toMatch(/\.jpg$/);
    const webp = await upload(
      '?currentDir=slider&kind=image',
      await fixture('banner-24x12.webp'),
      'banner.webp',
    );
    expect(webp.body).toMatchObject({ mime: 'image/webp', width: 24, height: 12 });
  });

  it('refuses an HTML file named .png with a 400 naming what was expected, and writes nothing', async () => {
    const before = await storedFileCount();
    const response = await upload('?currentDir=blog&kind=image', HTML, 'cat.png');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/Expected a PNG, JPEG or WebP image/);
    expect(response.body.message).toMatch(/HTML/);
    expect(response.body.expected).toEqual(['image']);
    expect(await storedFileCount()).toEqual(before);
  });

  it('refuses a truncated PNG, a truncated JPEG and a corrupted chunk', async () => {
    const png = await fixture('blog-1365x505.png');
    const jpeg = await fixture('photo-40x30.jpg');
    const corrupted = Buffer.from(png);
    corrupted[40] = (corrupted[40] ?? 0) ^ 0xff; // inside the first data chunk: its CRC no longer matches
    const before = await storedFileCount();
    for (const [bytes, name] of [
      [png.subarray(0, Math.floor(png.length / 2)), 'half.png'],
      [png.subarray(0, 60), 'header-only.png'],
      [jpeg.subarray(0, jpeg.length - 200), 'cut.jpg'],
      [corrupted, 'corrupted.png'],
    ] as const) {
      const response = await upload('?currentDir=blog&kind=image', bytes, name);
      expect(response.status, name).toBe(400);
      expect(response.body.message).toMatch(/damaged or truncated/);
    }
    expect(await storedFileCount()).toEqual(before);
  });

  it('refuses SVG as an image, script or not', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    expect((await upload('?currentDir=blog&kind=image', svg, 'logo.svg')).status).toBe(400);
  });
});

describe('PDFs must be PDFs', () => {
  it('refuses text named .pdf and a PDF cut before its end', async () => {
    const before = await storedFileCount();
    const text = await upload(
      '?currentDir=docs&kind=pdf',
      Buffer.from('Dear customer, your invoice.'),
      'invoice.pdf',
    );
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^Expected a PDF document/);
    const cut = await upload('?currentDir=docs&kind=pdf', PDF.subarray(0, 20), 'cut.pdf');
    expect(cut.status).toBe(400);
    expect(cut.body.message).toMatch(/incomplete/);
    expect(await storedFileCount()).toEqual(before);
    expect((await upload('?currentDir=docs&kind=pdf', PDF, 'ok.pdf')).status).toBe(200);
  });
});

describe('CSV and text uploads', () => {
  const CSV = Buffer.from('msisdn;iccid\n3331234567;8939000000000000001\n');

  it('refuses invoice.hta, report.bat and evil.svg (which were stored and served under those names)', async () => {
    const hta = Buffer.from(
      '<html><head><hta:application id="x"/><script>new ActiveXObject("WScript.Shell")</script></head></html>',
    );
    const bat = Buffer.from('@echo off\r\ndel /q C:\\*.*\r\n');
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const before = await storedFileCount();
    for (const [bytes, name] of [
      [hta, 'invoice.hta'],
      [bat, 'report.bat'],
      [svg, 'evil.svg'],
    ] as const) {
      for (const kind of ['csv', 'document', '']) {
        const response = await upload(`?currentDir=imports-x&kind=${kind}`, bytes, name);
        expect(response.status, `${name} as ${kind || 'default'}`).toBe(400);
        expect(response.body.message).toMatch(/^Expected /);
      }
    }
    expect(await storedFileCount()).toEqual(before);
  });

  it('refuses markup posing as CSV', async () => {
    for (const body of [
      'name,comment\nx,<script>alert(1)</script>\n',
      '<svg onload=alert(1)>\n',
      'a,b\n<img src=x onerror=alert(1)>\n',
    ]) {
      const response = await upload('?currentDir=orders-import&kind=csv', Buffer.from(body), 'list.csv');
      expect(response.status, body).toBe(400);
      expect(response.body.message).toMatch(/markup/);
    }
  });

  it('takes real CSV and text and serves them under the detected type', async () => {
    const csv = await upload('?currentDir=orders-import&kind=csv', CSV, 'numbers.CSV');
    expect(csv.status).toBe(200);
    expect(csv.body).toMatchObject({ mime: 'text/csv', name: 'numbers.csv' });
    expect(csv.body.response).toMatch(/\.csv$/);
    const txt = await upload('?currentDir=notes&kind=csv', Buffer.from('plain words'), 'readme.txt');
    expect(txt.body).toMatchObject({ mime: 'text/plain', name: 'readme.txt' });
    const served = await download(csv.body.response);
    expect(served.headers.get('content-type')).toBe('text/csv');
    expect(served.headers.get('content-disposition')).toContain('filename="numbers.csv"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes CSV saved by a spreadsheet on Windows (Windows-1252), refuses binary named .csv', async () => {
    const cp1252 = Buffer.from([
      ...Buffer.from('Citt', 'latin1'),
      0xe0,
      ...Buffer.from(';Prezzo\r\nMilano;9,99 ', 'latin1'),
      0x80, // the euro sign in Windows-1252
      0x0d,
      0x0a,
    ]);
    const accepted = await upload('?currentDir=prices&kind=csv', cp1252, 'prezzi.csv');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ mime: 'text/csv', name: 'prezzi.csv' });
    const binary = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x08, 0x00, 0x08, 0x00, 0x81, 0x9d]);
    expect((await upload('?currentDir=prices&kind=csv', binary, 'prezzi.csv')).status).toBe(400);
  });

  it('renames a binary type to its detected extension (a JPEG uploaded as .png)', async () => {
    const response = await upload(
      '?currentDir=blog&kind=image',
      await fixture('photo-40x30.jpg'),
      'selfie.png',
    );
    expect(response.body).toMatchObject({ name: 'selfie.jpg', mime: 'image/jpeg' });
    const served = await download(response.body.response);
    expect(served.headers.get('content-disposition')).toContain('filename="selfie.jpg"');
  });
});

describe('email templates', () => {
  it('are HTML only, and go out only as downloads', async () => {
    expect((await upload('?currentDir=email&kind=html', PDF, 'template.html')).status).toBe(400);
    expect(
      (await upload('?currentDir=email&kind=html', Buffer.from('just text'), 'template.html')).status,
    ).toBe(400);
    const stored = await upload('?currentDir=email&kind=html', TEMPLATE, 'order-confirmation.htm');
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ mime: 'text/html', name: 'order-confirmation.html' });
    for (const response of [
      await download(stored.body.response),
      await fetch(`${server.url}${stored.body.response}`),
    ]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="order-confirmation.html"/,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('are taken without a kind in the email templates’ directory, as the contract’s call sends them', async () => {
    const stored = await upload('?currentDir=email', TEMPLATE, 'welcome.html');
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ mime: 'text/html', name: 'welcome.html' });
    // That directory holds templates only.
    expect((await upload('?currentDir=email', PDF, 'welcome.pdf')).status).toBe(400);
  });

  it('are not taken without asking for html', async () => {
    expect((await upload('?currentDir=docs', TEMPLATE, 'page.html')).status).toBe(400);
    expect((await upload('?currentDir=docs&kind=document', TEMPLATE, 'page.html')).status).toBe(400);
  });
});

describe('kinds a field declares', () => {
  it('document takes PDFs, images and text but nothing else', async () => {
    expect((await upload('?currentDir=support&kind=document', PDF, 'guide.pdf')).status).toBe(200);
    expect(
      (await upload('?currentDir=support&kind=document', await fixture('photo-40x30.jpg'), 'a.jpg')).status,
    ).toBe(200);
    expect(
      (await upload('?currentDir=support&kind=document', Buffer.from('a,b\n1,2\n'), 'rates.csv')).status,
    ).toBe(200);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]);
    const refused = await upload('?currentDir=support&kind=document', zip, 'archive.zip');
    expect(refused.status).toBe(400);
    expect(refused.body.expected).toEqual(['document']);
  });

  it('several kinds at once, and unknown kinds are a 400', async () => {
    expect((await upload('?currentDir=x&kind=pdf,image', PDF, 'a.pdf')).status).toBe(200);
    const unknown = await upload('?currentDir=x&kind=exe', PDF, 'a.pdf');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown upload kind "exe"/);
  });

  it('private folders cannot be written through the generic upload', async () => {
    expect((await upload('?currentDir=feedback', PDF, 'a.pdf')).status).toBe(400);
  });
});
