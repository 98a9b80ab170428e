import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { OrderStatus, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('health and readiness', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await server.request('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await server.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI document and reference page', () => {
  it('lists the REST paths with their methods and the session security', async () => {
    const response = await server.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\.1/);
    expect(response.body.paths['/api/account/enter/login'].post).toBeDefined();
    expect(response.body.paths['/api/account/enter/current-session'].get.security).toEqual([
      { sessionToken: [] },
      { bearer: [] },
    ]);
    expect(response.body.paths['/api/public/get-donor-operators'].get.security).toEqual([]);
    // What a channel's API key may call is said where a channel's developer reads.
    const channelText = 'A `channel` API key may call it too.';
    expect(response.body.paths['/api/web-api/orders/get-list'].get.description).toContain(channelText);
    expect(response.body.paths['/api/admin/api-keys/create'].post.description).not.toContain(channelText);
  });

  it('serves a readable reference page without network', async () => {
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('/api/docs/init.js');
    expect(await (await fetch(`${server.url}/api/docs/init.js`)).text()).toContain('/api/openapi.json');
    const bundle = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
  });
});

describe('error answers', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const response = await server.request('/api/no/such/path');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${server.url}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(JSON.parse(text).message).toEqual(expect.any(String));
  });

  it('answers an oversized body with 413', async () => {
    const response = await server.request('/api/account/enter/login', {
      body: { email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });
});

describe('shared calls', () => {
  it('counts new orders for the sidebar badge', async () => {
    const { token } = await server.signIn();
    const before = (await server.request('/api/web-api/order/get-new-orders-length', { token })).body.data;
    await server.prisma.order.create({ data: { status: OrderStatus.New, amount: '19.99' } });
    await server.prisma.order.create({ data: { status: OrderStatus.InProcess, amount: '9.99' } });
    const after = await server.request('/api/web-api/order/get-new-orders-length', { token });
    expect(after.status).toBe(200);
    expect(after.body.data).toBe(before + 1);
  });

  it('lists donor operators without a session', async () => {
    await server.prisma.donorOperator.create({ data: { id: '29', displayedName: 'Vodafone', priority: 1 } });
    const response = await server.request('/api/public/get-donor-operators');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual(expect.arrayContaining([{ ID: '29', DisplayedName: 'Vodafone' }]));
  });

  it('serves the same procedures over tRPC for the web client', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const response = await fetch(`${server.url}/trpc/account.enter.currentSession`, {
      headers: { 'x-session-token': token },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { response: { system_role: number } } } };
    expect(body.result.data.response.system_role).toBe(SystemRole.ChiefAgent);
  });
});
