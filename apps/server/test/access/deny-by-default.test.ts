import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHANNEL_KEY_PROCEDURES } from '@backoffice/api';
import { SystemRole } from '@backoffice/shared';

import { createLogger } from '../../src/logger';
import { type RouteEntry, routeTable } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: { token: string; user: { email: string } };
let webDist: string;
const logLines: Array<Record<string, any>> = [];

beforeAll(async () => {
  // A built web client, so that static files and the single-page fallback are in the route table too.
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Back office</title>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  server = await startTestServer({
    environment: { WEB_DIST: webDist, METRICS_ENABLED: '1' },
    logger: createLogger('info', destination),
  });
  admin = await server.signIn(SystemRole.Admin);
});
afterAll(async () => {
  await server.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function createKey(name: string, policy: 'staff' | 'channel') {
  const created = await server.request('/api/admin/api-keys/create', {
    token: admin.token,
    body: { name, policy },
  });
  expect(created.status).toBe(200);
  return created.body.response as { uuid: string; secret: string };
}

/** One call of a route as a channel would make it: the key as a bearer token, an empty JSON body. */
async function call(entry: RouteEntry, secret: string) {
  const response = await fetch(server.url + entry.path, {
    method: entry.method,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(entry.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: entry.method === 'GET' ? undefined : '{}',
  });
  await response.arrayBuffer();
  return response.status;
}

const DENIED = [401, 403];

describe('deny by default', () => {
  it("walks the app's whole route table with a channel key: 401/403 everywhere outside its list, and its list works", async () => {
    const key = await createKey('Partner shop', 'channel');
    const table = routeTable(server.app);
    // The walk must find every kind of way in, or it proves nothing.
    const express = table.filter((entry) => entry.source === 'express').map((entry) => entry.path);
    expect(express).toEqual(
      expect.arrayContaining([
        '/api/file/upload',
        '/api/file/get-files',
        '/api/file/export-orders',
        '/api/admin/upload-csv-delivery-files',
        '/api/admin/upload-csv-sales-points',
        '/healthz',
        '/readyz',
        '/metrics',
        '/api/openapi.json',
        '/storage/app/public/uploads/probe',
        '/probe',
      ]),
    );
    expect(table.filter((entry) => entry.source === 'rest').length).toBeGreaterThan(150);
    expect(table.filter((entry) => entry.source === 'trpc').length).toBeGreaterThan(200);

    const allowed = (entry: RouteEntry) =>
      entry.procedure !== null && CHANNEL_KEY_PROCEDURES.has(entry.procedure);
    const wrong: string[] = [];
    for (const entry of table) {
      const status = await call(entry, key.secret);
      if (allowed(entry) === DENIED.includes(status))
        wrong.push(`${entry.method} ${entry.path} (${entry.source}): ${status}`);
    }
    expect(wrong).toEqual([]);
    // Every procedure on the list is reachable both ways.
    const reached = new Set(table.filter(allowed).map((entry) => `${entry.source} ${entry.procedure}`));
    expect(reached.size).toBe(CHANNEL_KEY_PROCEDURES.size * 2);
    // One call per way in (over 500): longer than a test's default on a loaded machine.
  }, 120_000);

  it('refuses a tRPC batch that mixes a listed call with another, and an unknown or revoked key everywhere', async () => {
    const key = await createKey('Kiosk', 'channel');
    const batch = `/trpc/shop.offers.list,account.enter.currentSession?batch=1&input=${encodeURIComponent('{}')}`;
    expect(await call({ method: 'GET', path: batch, procedure: null, source: 'trpc' }, key.secret)).toBe(403);
    const revoke = await server.request('/api/admin/api-keys/revoke', {
      token: admin.token,
      body: { uuid: key.uuid },
    });
    expect(revoke.status).toBe(200);
    for (const path of ['/healthz', '/api/file/get-files', '/probe', '/api/web-api/orders/get-list']) {
      expect(await call({ method: 'GET', path, procedure: null, source: 'express' }, key.secret)).toBe(401);
      expect(
        await call({ method: 'GET', path, procedure: null, source: 'express' }, 'bo_live_malformed'),
      ).toBe(401);
    }
  });

  it('names the key in the request log of a refused file route', async () => {
    const key = await createKey('Logged channel', 'channel');
    const response = await fetch(`${server.url}/api/file/get-files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ file_name: '/storage/app/public/uploads/reports/any.csv' }),
    });
    expect(response.status).toBe(403);
    const requestId = response.headers.get('x-request-id');
    let line: Record<string, any> | undefined;
    for (let tries = 0; tries < 200 && !line; tries += 1) {
      line = logLines.find((candidate) => candidate.req?.id === requestId && candidate.res);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(line).toMatchObject({
      route: null,
      res: { statusCode: 403 },
      apiKey: { id: key.uuid, name: 'Logged channel', policy: 'channel' },
    });
    expect(line?.user).toEqual(expect.any(String));
    expect(JSON.stringify(line)).not.toContain(key.secret);
  });

  it("refuses any key a person's own account calls, and an administrator cannot sign in as a key's account", async () => {
    const key = await createKey('Call centre robot', 'staff');
    const personal = routeTable(server.app).filter(
      (entry) =>
        entry.source === 'rest' &&
        (entry.procedure?.startsWith('account.enter.') || entry.procedure?.startsWith('account.profile.')),
    );
    expect(personal.map((entry) => entry.procedure)).toEqual(
      expect.arrayContaining([
        'account.profile.deleteSelf',
        'account.profile.profileUpdate',
        'account.enter.login',
      ]),
    );
    for (const entry of personal)
      expect([entry.path, await call(entry, key.secret)]).toEqual([entry.path, 403]);
    // The key still works as an agent, its account untouched.
    const orders = await fetch(`${server.url}/api/web-api/orders/get-list`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(orders.status).toBe(200);
    const account = await server.prisma.user.findFirstOrThrow({ where: { ownKey: { id: key.uuid } } });
    expect(account.deletedAt ?? null).toBeNull();
    const borrow = await server.request('/api/admin/login-on-user-session', {
      token: admin.token,
      body: { email: account.email },
    });
    expect(borrow.status).toBe(404);
  });
});
