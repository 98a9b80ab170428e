import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OrderStatus, SystemRole } from '@backoffice/shared';

import { sellableOffer } from '../support/catalogue';
import { startTestServer, type TestServer } from '../support/test-server';

const run = promisify(execFile);
const clientPackage = fileURLToPath(new URL('../../../../packages/client/', import.meta.url));

let server: TestServer;
let admin: string;
let offerUuid: string;

beforeAll(async () => {
  // The example's webhook receiver is on this machine.
  server = await startTestServer({ environment: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  admin = (await server.signIn(SystemRole.Admin)).token;
  offerUuid = await sellableOffer(server);
});
afterAll(() => server.close());

async function createKey(policy: 'staff' | 'channel') {
  const created = await server.request('/api/admin/api-keys/create', {
    token: admin,
    body: { name: `Example ${policy}`, policy },
  });
  expect(created.status).toBe(200);
  return created.body.response.secret as string;
}

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the channel example of docs/channels.md (packages/client/examples)', () => {
  it('is the program the guide shows', () => {
    const guide = readFileSync(new URL('../../../../docs/channels.md', import.meta.url), 'utf8');
    const shown = /```ts channel-order\n([\s\S]*?)```/.exec(guide)?.[1];
    expect(shown).toBe(readFileSync(`${clientPackage}examples/channel-order.ts`, 'utf8'));
  });

  it('compiles under strict settings, then orders, reads, lists, cancels and verifies its webhooks', async () => {
    await run('npx', ['tsgo', '-p', 'examples', '--noEmit'], { cwd: clientPackage });

    const port = await freePort();
    const endpoint = await server.request('/api/admin/webhooks/create', {
      token: admin,
      body: {
        url: `http://127.0.0.1:${port}/hooks`,
        events: ['order.created', 'order.cancelled'],
        enabled: true,
      },
    });
    expect(endpoint.status).toBe(200);
    const { stdout } = await run('node', ['--import', 'tsx', 'examples/channel-order.ts'], {
      cwd: clientPackage,
      timeout: 60_000,
      env: {
        ...process.env,
        BACKOFFICE_URL: server.url,
        CHANNEL_KEY: await createKey('channel'),
        STAFF_KEY: await createKey('staff'),
        WEBHOOK_SECRET: endpoint.body.response.secret,
        WEBHOOK_PORT: String(port),
        OFFER_UUID: offerUuid,
      },
    });
    const report = JSON.parse(stdout) as {
      order: { uuid: string; status: number };
      listed: string[];
      total: number;
      events: string[];
    };
    expect(report.listed).toEqual([report.order.uuid]);
    expect(report.total).toBe(1);
    expect(report.events).toEqual(['order.cancelled', 'order.created']);
    const stored = await server.prisma.order.findUniqueOrThrow({ where: { uuid: report.order.uuid } });
    expect(stored.status).toBe(OrderStatus.Cancelled);
  }, 120_000);
});
