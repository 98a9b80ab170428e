import { once } from 'node:events';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { type inferProcedureInput } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';

import {
  columns,
  createContext,
  defineResource,
  proceduresOf,
  readRequestInfo,
  router,
} from '@backoffice/api';
import {
  defineResourceWire,
  flagRow,
  publishFlagSchema,
  requiredText,
  SystemRole,
  timestampRow,
} from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/*
 * A publishable resource added the way docs/resources.md describes, as a test: its row and input
 * schemas with its wire contract (the shared package's part), one server definition over the FAQ
 * category model at test-only REST paths, and a router mounting it. The app's REST layer serves only
 * the app's own router, so the router is served over HTTP by tRPC's express adapter with the app's
 * context (sessions from the X-Session-Token header), as /trpc is.
 */
const topicRowSchema = z.object({
  uuid: z.string(),
  title: z.string(),
  rank: z.number().int(),
  shown: flagRow,
  create_at: timestampRow,
});
const topicInputSchema = z.object({
  title: requiredText(40),
  rank: z.number().int(),
  shown: publishFlagSchema,
});

// Names and a delete policy unlike the builders' usual ones, so whatever the calls use came from here.
const topicWire = defineResourceWire({
  list: { envelope: 'response' },
  get: { idKey: 'topic_uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'shown' },
  delete: { idKey: 'uuid', access: 'admin' },
});

const topics = defineResource({
  model: 'faqCategory',
  label: 'Topic',
  audit: 'test.topic',
  tag: 'test',
  row: topicRowSchema,
  columns: {
    uuid: columns.id(),
    title: columns.text('name'),
    rank: columns.integer('priority'),
    shown: columns.flag('publish'),
    create_at: columns.timestamp('createdAt'),
  },
  orderBy: [{ priority: 'asc' }, { createdAt: 'asc' }],
  wire: topicWire,
  operations: {
    list: { path: '/api/test/topics' },
    get: { method: 'GET', path: '/api/test/topic' },
    create: { path: '/api/test/create-topic', input: topicInputSchema },
    update: { path: '/api/test/change-topic', input: topicInputSchema },
    publish: { path: '/api/test/change-topic-shown' },
    delete: { path: '/api/test/delete-topic' },
  },
});

const testRouter = router({ topics: router(topics) });

type Procedure = keyof typeof topics;
const QUERIES: readonly Procedure[] = ['list', 'get'];

let server: TestServer;
let http: Server;
let trpcUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  const app = express();
  app.use(
    '/trpc',
    createExpressMiddleware({
      router: testRouter,
      createContext: ({ req }) =>
        createContext(server.services, readRequestInfo(req.headers, req.ip ?? null)),
    }),
  );
  http = app.listen(0, '127.0.0.1');
  await once(http, 'listening');
  trpcUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}/trpc`;
});

afterAll(async () => {
  const closed = once(http, 'close');
  http.close();
  http.closeAllConnections();
  await closed;
  await server.close();
});

/** One call of the mounted resource over HTTP: its status, its answer, or its error's message. */
async function call(token: string, procedure: Procedure, input?: unknown) {
  const url = `${trpcUrl}/topics.${procedure}`;
  const headers = { 'x-session-token': token, 'content-type': 'application/json' };
  const response = QUERIES.includes(procedure)
    ? await fetch(input === undefined ? url : `${url}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers,
      })
    : await fetch(url, { method: 'POST', headers, body: JSON.stringify(input) });
  const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
  return { status: response.status, answer: body.result?.data, error: body.error?.message };
}

const meta = (procedure: Procedure) => proceduresOf(testRouter).get(`topics.${procedure}`)?.meta;

describe('a new publishable resource, added through the builders', () => {
  it('gets the procedures its contract names, at its own paths, typed by the contract and deleted by its policy', () => {
    expect([...proceduresOf(testRouter).keys()].sort()).toEqual(
      ['create', 'delete', 'get', 'list', 'publish', 'update'].map((name) => `topics.${name}`),
    );
    expect(meta('list')).toMatchObject({
      policy: 'admin',
      openapi: { method: 'GET', path: '/api/test/topics' },
    });
    expect(meta('get')).toMatchObject({
      policy: 'admin',
      openapi: { method: 'GET', path: '/api/test/topic' },
    });
    expect(meta('publish')).toMatchObject({
      openapi: { method: 'POST', path: '/api/test/change-topic-shown' },
    });
    expect(meta('delete')).toMatchObject({ policy: 'admin', openapi: { path: '/api/test/delete-topic' } });
    expectTypeOf<keyof inferProcedureInput<typeof topics.get>>().toEqualTypeOf<'topic_uuid'>();
    expectTypeOf<keyof inferProcedureInput<typeof topics.publish>>().toEqualTypeOf<'uuid' | 'shown'>();
  });

  it('creates, lists, reads, changes and switches by its contract names', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const created = await call(token, 'create', { title: 'Roaming', rank: 2, shown: 1 });
    expect(created.status, created.error).toBe(200);
    const id = (created.answer as { response: string }).response;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const list = await call(token, 'list');
    const row = (list.answer as { response: Record<string, unknown>[] }).response.find(
      (one) => one.uuid === id,
    );
    expect(row).toEqual({ uuid: id, title: 'Roaming', rank: 2, shown: 1, create_at: expect.any(String) });
    expect((await call(token, 'get', { topic_uuid: id })).answer).toEqual({ data: row });

    const changed = await call(token, 'update', { uuid: id, title: 'Roaming abroad', rank: 3, shown: 1 });
    expect(changed.answer).toEqual({ response: true });
    expect((await call(token, 'publish', { uuid: id, shown: 0 })).answer).toEqual({ response: true });
    expect((await call(token, 'get', { topic_uuid: id })).answer).toMatchObject({
      data: { title: 'Roaming abroad', rank: 3, shown: 0 },
    });
    expect(await server.prisma.faqCategory.findUnique({ where: { id } })).toMatchObject({
      name: 'Roaming abroad',
      priority: 3,
      publish: false,
    });

    // The usual names are not this resource's: refused before anything is written.
    expect((await call(token, 'publish', { uuid: id, publish: 1 })).status).toBe(400);
    expect((await call(token, 'get', { uuid: id })).status).toBe(400);
    expect((await server.prisma.faqCategory.findUniqueOrThrow({ where: { id } })).publish).toBe(false);

    const audit = await server.prisma.auditLog.findMany({
      where: { entityId: id },
      select: { action: true },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'test.topic.create',
      'test.topic.publish',
      'test.topic.update',
    ]);
  });

  it('lets administrators delete, as its contract says, and refuses the other staff', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const staff = await server.signIn(SystemRole.NoRole);
    const id = (
      (await call(admin.token, 'create', { title: 'Coverage', rank: 1, shown: 1 })).answer as {
        response: string;
      }
    ).response;

    expect((await call(staff.token, 'list')).status).toBe(403);
    expect((await call(staff.token, 'delete', { uuid: id })).status).toBe(403);
    expect(await server.prisma.faqCategory.count({ where: { id } })).toBe(1);

    expect((await call(admin.token, 'delete', { uuid: id })).answer).toEqual({ response: true });
    expect(await call(admin.token, 'get', { topic_uuid: id })).toMatchObject({
      status: 404,
      error: 'Topic not found',
    });
    const deleted = await server.prisma.auditLog.count({
      where: { entityId: id, action: 'test.topic.delete' },
    });
    expect(deleted).toBe(1);
  });
});
