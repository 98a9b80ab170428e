import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type TestServer } from './test-server';

const FIXTURES = join(import.meta.dirname, '..', 'files', 'fixtures');

/** Real files of each kind the upload checks accept. */
export const SAMPLE_FILES = {
  png: { name: 'banner.png', content: readFileSync(join(FIXTURES, 'blog-1365x505.png')) },
  pdf: {
    name: 'price-list.pdf',
    content: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  },
  html: {
    name: 'order-created.html',
    content: Buffer.from(
      '<!doctype html><html><body><p>Order {{order_number}} for {{email}}</p></body></html>',
    ),
  },
} as const;

/** Uploads a file through POST /api/file/upload as the given session and answers its stored path. */
export async function uploadFile(
  server: Pick<TestServer, 'url'>,
  token: string,
  { kind, directory, file }: { kind: string; directory: string; file: { name: string; content: Buffer } },
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.content)]), file.name);
  const response = await fetch(`${server.url}/api/file/upload?currentDir=${directory}&kind=${kind}`, {
    method: 'POST',
    body: form,
    headers: { 'x-session-token': token, 'x-tenant': 'null' },
  });
  const body = (await response.json()) as { response?: unknown };
  if (response.status !== 200 || typeof body.response !== 'string')
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return body.response;
}
