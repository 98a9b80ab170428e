import { createServer } from 'node:net';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

// A BSS whose port refuses connections fails with ECONNREFUSED deep in fetch's causes: the answer must
// be the BSS's 503, not the database's (whose check looks for the same socket codes).
let server: TestServer;
let admin: string;

/** A local port nothing listens on: taken from the system, then let go. */
async function refusingPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await refusingPort();
  server = await startTestServer({
    apiConfig: { bss: { url: `http://127.0.0.1:${port}`, retries: 0, breakerFailureThreshold: 1000 } },
  });
  admin = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(async () => {
  await server?.close();
});

it('a BSS refusing connections gives the BSS 503 message, not the database one', async () => {
  const answer = await server.request('/api/admin/get-active-offers', { token: admin });
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toEqual({
    message: 'The offers could not be read from the BSS',
    code: 'SERVICE_UNAVAILABLE',
  });
  expect(answer.headers.get('retry-after')).toBe('5');
});
