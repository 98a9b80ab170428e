import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { signInAsAdmin } from '../admin/admin-helpers';
import { apiGet, apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/environment';
import { field } from '../support/ui';

/** A real PNG (every chunk's CRC right) of the given size, as ck-upload decodes what it takes. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x4f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the rich-text editor inserts an image uploaded through ck-upload with the editor token', async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto('/cms/static-pages/create');
  const title = `E2E page ${randomUUID().slice(0, 8)}`;
  await field(page, 'Page title').fill(title);
  await field(page, 'URL').fill(title.toLowerCase().replace(/\s+/g, '-'));

  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const tokenAnswer = page.waitForResponse((response) =>
    response.url().endsWith('/api/web-api/integration/ckeditor/get-token'),
  );
  const uploadRequest = page.waitForRequest((candidate) => candidate.url().endsWith('/api/file/ck-upload'));
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Insert image' }).click();
  await (await chooser).setFiles({ name: 'diagram.png', mimeType: 'image/png', buffer: png(24, 16) });

  const token = ((await (await tokenAnswer).json()) as { data: { token: string } }).data.token;
  expect((await uploadRequest).headers()['x-upload-token']).toBe(token);

  const image = page.locator('[data-slate-editor] img');
  await expect(image).toHaveAttribute(
    'src',
    /^\/storage\/app\/public\/uploads\/editor\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/,
  );
  // The stored image is served at its path and decodes in the browser.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(24);
  await page.getByRole('textbox', { name: 'Alternative text' }).fill('A diagram');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/cms\/static-pages\/(list|edit\/)/);
  const adminToken = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const pages = await apiGet<{ data: Array<{ page_title: string; content: string }> }>(
    request,
    '/api/admin/get-static-pages',
    adminToken,
  );
  const saved = pages.data.find((candidate) => candidate.page_title === title);
  expect(saved?.content).toMatch(
    /<img src="\/storage\/app\/public\/uploads\/editor\/[^"]+\.png" alt="A diagram">/,
  );
});

test('the editor inserts nothing when ck-upload refuses HTML named .png', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/cms/static-pages/create');
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  // Named .png but HTML inside: the server decodes it, refuses it, and nothing is inserted.
  const chooser = page.waitForEvent('filechooser');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/file/ck-upload'));
  await toolbar.getByRole('button', { name: 'Insert image' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><body><script>alert(1)</script></body></html>'),
  });
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('The image could not be uploaded.')).toBeVisible();
  await expect(page.locator('[data-slate-editor] img')).toHaveCount(0);
});
