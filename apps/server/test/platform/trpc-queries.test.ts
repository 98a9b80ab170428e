import { type AddressInfo } from 'node:net';

import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { appRouter, createContext, readRequestInfo, retryAfterOf } from '@backoffice/api';
import { EVERY_ORDER_DATE, SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The app answers the screens' GET queries without tRPC's adapter (src/http/trpc-queries.ts). The
 * same requests sent to tRPC's own adapter over the same database must get the same answers.
 */
let server: TestServer;
let adapterUrl: string;
let closeAdapter: () => void;

beforeAll(async () => {
  server = await startTestServer();
  const adapterApp = express().use(
    '/trpc',
    createExpressMiddleware({
      router: appRouter,
      createContext: ({ req }) =>
        createContext(server.services, readRequestInfo(req.headers, req.ip ?? null)),
      responseMeta: ({ errors }) => {
        const retryAfter = Math.max(0, ...errors.map((error) => retryAfterOf(error) ?? 0));
        return retryAfter > 0 ? { headers: { 'Retry-After': String(retryAfter) } } : {};
      },
    }),
  );
  const listening = adapterApp.listen(0, '127.0.0.1');
  await new Promise((resolve) => listening.once('listening', resolve));
  adapterUrl = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  closeAdapter = () => listening.close();
});
afterAll(async () => {
  closeAdapter();
  await server.close();
});

async function answerOf(base: string, path: string, token?: string) {
  const response = await fetch(base + path, { headers: token ? { 'x-session-token': token } : {} });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    mediaType: response.headers.get('content-type')?.split(';')[0],
    body: (await response.json()) as unknown,
  };
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const deskQuery = { list: { page: 1, pageSize: 15 }, open_bounds: EVERY_ORDER_DATE };

describe('the screens’ queries answer as tRPC’s adapter does', () => {
  it.each([
    ['a query without input', () => '/trpc/account.enter.currentSession'],
    ['a query with input', () => `/trpc/orders.deskList?input=${input(deskQuery)}`],
    ['a batch of one', () => `/trpc/orders.deskList?batch=1&input=${input({ 0: deskQuery })}`],
    [
      'a batch of two queries',
      () => `/trpc/account.enter.currentSession,orders.deskList?batch=1&input=${input({ 1: deskQuery })}`,
    ],
    [
      'bad input (400 naming the field)',
      () => `/trpc/orders.deskList?input=${input({ list: { page: 'x' } })}`,
    ],
    [
      'a batch where one call fails (207)',
      () =>
        `/trpc/orders.deskList,orders.deskList?batch=1&input=${input({ 0: deskQuery, 1: { list: { pageSize: -1 } } })}`,
    ],
    ['an unknown procedure', () => '/trpc/orders.noSuchThing'],
    ['a mutation asked by GET', () => `/trpc/orders.desk.presence?input=${input({})}`],
    ['unparsable input', () => '/trpc/orders.deskList?input=%7Bnot-json'],
  ])('%s', async (_name, pathOf) => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const path = pathOf();
    const [app, adapter] = await Promise.all([
      answerOf(server.url, path, token),
      answerOf(adapterUrl, path, token),
    ]);
    expect(app).toEqual(adapter);
  });

  it('answers 401 to a query without a session, as the adapter does', async () => {
    const path = `/trpc/orders.deskList?input=${input(deskQuery)}`;
    const [app, adapter] = await Promise.all([answerOf(server.url, path), answerOf(adapterUrl, path)]);
    expect(app.status).toBe(401);
    expect(app).toEqual(adapter);
  });

  it('names the field of a refused input in the error data', async () => {
    const { token } = await server.signIn(SystemRole.ChiefAgent);
    const answer = await answerOf(
      server.url,
      `/trpc/orders.deskList?input=${input({ list: { page: 'x' } })}`,
      token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: { data: { code: 'BAD_REQUEST', issues: [expect.objectContaining({ path: ['list', 'page'] })] } },
    });
  });
});
