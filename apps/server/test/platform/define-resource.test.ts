import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import {
  type Context,
  defineResource,
  proceduresOfRecord,
  refuseWhileUsed,
  type SessionCaller,
  silentLog,
} from '@backoffice/api';
import {
  defineResourceWire,
  publishFlagSchema,
  requiredText,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/*
 * The resource builder on its own: a resource declared here, on the Variable model, at paths that are
 * not in the contract, must get every operation, policy, envelope and id key right.
 */
const rowSchema = z.object({ id: z.string(), label: z.string(), on: z.union([z.literal(0), z.literal(1)]) });
const inputSchema = z.object({ label: requiredText(40), on: publishFlagSchema });

const probeWire = defineResourceWire({
  list: { envelope: 'response' },
  get: { idKey: 'probe_uuid', envelope: 'data' },
  update: { idKey: 'id' },
  publish: { idKey: 'id', flagKey: 'publish' },
  delete: { idKey: 'id', access: 'superAdmin' },
});

let guardCalls = 0;
const probe = defineResource({
  model: 'variable',
  label: 'Probe',
  audit: 'test.probe',
  tag: 'test',
  row: rowSchema,
  columns: {
    id: { field: 'id', read: String },
    label: { field: 'name', read: String, write: (text: string) => text.toLowerCase() },
    on: { field: 'publish', read: (stored) => (stored ? 1 : 0), write: (flag: 0 | 1) => flag === 1 },
  },
  orderBy: [{ name: 'asc' }],
  uniqueConflict: 'Label taken',
  wire: probeWire,
  operations: {
    list: { path: '/api/test/probes', policy: 'staff' },
    get: { method: 'GET', path: '/api/test/probe' },
    create: { path: '/api/test/create-probe', input: inputSchema },
    update: { path: '/api/test/change-probe', input: inputSchema },
    publish: { path: '/api/test/switch-probe' },
    delete: {
      path: '/api/test/delete-probe',
      guard: refuseWhileUsed(
        async () => guardCalls,
        (count) => `Used ${count} times`,
      ),
    },
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function callerAs(role: number) {
  const user = await server.createUser({ role, status: UserStatus.Active });
  const record = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  const ctx: Context = {
    ...server.services,
    log: silentLog,
    caller: {
      kind: 'session',
      sessionId: 'test',
      impersonatorSessionId: null,
      impersonatorUserId: null,
      secondFactorAt: null,
      account: record,
    } satisfies SessionCaller,
    request: { ip: '127.0.0.1', userAgent: null, sessionToken: 'test', apiKey: null, companyUuid: null },
  };
  const call = async (name: keyof typeof probe, input?: unknown) =>
    probeProcedures.get(name)?.call(ctx, input);
  return call;
}

const probeProcedures = proceduresOfRecord(probe);
const meta = (name: keyof typeof probe) => probeProcedures.get(name)?.meta;

describe('defineResource', () => {
  it('builds one procedure per declared operation with its literal path, method and policy', () => {
    expect(Object.keys(probe).sort()).toEqual(['create', 'delete', 'get', 'list', 'publish', 'update']);
    expect(meta('list')).toMatchObject({
      policy: 'staff',
      openapi: { method: 'GET', path: '/api/test/probes' },
    });
    expect(meta('get')).toMatchObject({
      policy: 'admin',
      openapi: { method: 'GET', path: '/api/test/probe' },
    });
    expect(meta('create')).toMatchObject({ policy: 'admin', openapi: { method: 'POST' } });
    expect(meta('delete')).toMatchObject({
      policy: 'superAdmin',
      openapi: { path: '/api/test/delete-probe' },
    });
  });

  it('creates, lists under its envelope, reads by its id key, changes, switches and deletes', async () => {
    const admin = await callerAs(SystemRole.Admin);
    const created = (await admin('create', { label: 'Alpha', on: 1 })) as { response: string };
    expect(created.response).toHaveLength(36);
    const id = created.response;
    expect(await admin('get', { probe_uuid: id })).toEqual({ data: { id, label: 'alpha', on: 1 } });
    expect(((await admin('list')) as { response: unknown[] }).response).toContainEqual({
      id,
      label: 'alpha',
      on: 1,
    });
    expect(await admin('update', { id, label: 'Beta', on: 1 })).toEqual({ response: true });
    expect(await admin('publish', { id, publish: 0 })).toEqual({ response: true });
    expect(await admin('get', { probe_uuid: id })).toEqual({ data: { id, label: 'beta', on: 0 } });

    await expect(admin('delete', { id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const superAdmin = await callerAs(SystemRole.SuperAdmin);
    guardCalls = 2;
    await expect(superAdmin('delete', { id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Used 2 times',
    });
    guardCalls = 0;
    expect(await superAdmin('delete', { id })).toEqual({ response: true });
    await expect(admin('get', { probe_uuid: id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Probe not found',
    });

    const actions = await server.prisma.auditLog.findMany({
      where: { entityId: id },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action).sort()).toEqual(
      ['test.probe.create', 'test.probe.delete', 'test.probe.publish', 'test.probe.update'].sort(),
    );
  });

  it('answers the declared 409 for a unique clash and 404 for unknown ids, writing nothing', async () => {
    const admin = await callerAs(SystemRole.Admin);
    await admin('create', { label: 'Gamma', on: 1 });
    await expect(admin('create', { label: 'GAMMA', on: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Label taken',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [name, input] of [
      ['update', { id: unknown, label: 'x', on: 1 }],
      ['publish', { id: unknown, publish: 1 }],
    ] as const)
      await expect(admin(name, input)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await server.prisma.variable.count({ where: { name: 'x' } })).toBe(0);
  });
});
