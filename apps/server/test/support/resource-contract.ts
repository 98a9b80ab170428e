import { randomUUID } from 'node:crypto';

import { expect, it } from 'vitest';

import { assertDefined, SystemRole } from '@backoffice/shared';

import { type TestServer } from './test-server';

type Body = Record<string, unknown>;

/** One resource of the contract as its API tests see it: its paths, id keys and sample bodies. */
export interface ResourceContract {
  /** Audit entity type of the model ('FaqCategory'). */
  entityType: string;
  list: { path: string; envelope: 'data' | 'response' };
  get?: { method: 'GET' | 'POST'; path: string; idKey: string };
  create: { path: string; body: () => Body | Promise<Body> };
  update: { path: string; idKey: string; body: () => Body | Promise<Body>; expected: () => Body };
  /** `flagKey`: the switched flag's name in the call and the row where it is not `publish` (stores: `status`). */
  publish: { path: string; idKey: string; flagKey?: string };
  delete: { path: string; idKey: string; policy: 'admin' | 'superAdmin' };
  /** Who may list, read, create, change and publish: administrators (default) or every active staff role. */
  writePolicy?: 'admin' | 'staff';
  /** The field names every row answers, as the contract spells them. */
  rowFields: readonly string[];
}

/**
 * The checks every resource shares, in a few lines per resource: envelopes and field names, the
 * 36-character id, publish as 1 and 0, 404 for unknown ids and after delete, the write and delete
 * policies, and the audit trail. Call it inside a describe block whose server is started in beforeAll.
 */
export function itHonoursResourceContract(getServer: () => TestServer, contract: ResourceContract) {
  const flagKey = contract.publish.flagKey ?? 'publish';
  const writer = async (server: TestServer) =>
    (await server.signIn(contract.writePolicy === 'staff' ? SystemRole.NoRole : SystemRole.Admin)).token;

  async function readRow(server: TestServer, token: string, id: string) {
    const list = await server.request(contract.list.path, { token });
    expect(list.status).toBe(200);
    return (list.body[contract.list.envelope] as Body[]).find((row) => row.uuid === id);
  }

  async function read(server: TestServer, token: string, id: string) {
    if (!contract.get)
      return {
        status: (await readRow(server, token, id)) ? 200 : 404,
        row: await readRow(server, token, id),
      };
    const { method, path, idKey } = contract.get;
    const response =
      method === 'GET'
        ? await server.request(`${path}?${idKey}=${id}`, { token })
        : await server.request(path, { token, body: { [idKey]: id } });
    return { status: response.status, row: response.body?.data as Body | undefined };
  }

  it('creates (36-character id), lists and reads with the contract field names', async () => {
    const server = getServer();
    const token = await writer(server);
    const created = await server.request(contract.create.path, { token, body: await contract.create.body() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.response).toMatch(/^[0-9a-f-]{36}$/);
    const row = await readRow(server, token, created.body.response);
    expect(row, 'the new row is listed').toBeDefined();
    assertDefined(row, 'the new row');
    expect(Object.keys(row).sort()).toEqual([...contract.rowFields].sort());
    expect([0, 1]).toContain(row[flagKey]);
    const one = await read(server, token, created.body.response);
    expect(one.status).toBe(200);
    expect(one.row).toEqual(row);
  });

  it('changes a record, switches publish as 1 and 0, and audits each write', async () => {
    const server = getServer();
    const token = await writer(server);
    const id = (await server.request(contract.create.path, { token, body: await contract.create.body() }))
      .body.response as string;
    const changed = await server.request(contract.update.path, {
      token,
      body: { ...(await contract.update.body()), [contract.update.idKey]: id },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ response: true });
    expect((await read(server, token, id)).row).toMatchObject(contract.update.expected());

    for (const publish of [0, 1] as const) {
      const switched = await server.request(contract.publish.path, {
        token,
        body: { [contract.publish.idKey]: id, [flagKey]: publish },
      });
      expect(switched.body).toEqual({ response: true });
      expect((await read(server, token, id)).row?.[flagKey]).toBe(publish);
    }
    const audit = await server.prisma.auditLog.findMany({
      where: { entityType: contract.entityType, entityId: id },
    });
    expect(audit.map((entry) => entry.action.split('.').at(-1)).sort()).toEqual(
      ['create', 'publish', 'publish', 'update'].sort(),
    );
  });

  it('answers 404 for unknown ids on every call that takes one', async () => {
    const server = getServer();
    const token = (await server.signIn(SystemRole.SuperAdmin)).token;
    const unknown = randomUUID();
    if (contract.get) expect((await read(server, token, unknown)).status).toBe(404);
    const calls = [
      [contract.update.path, { ...(await contract.update.body()), [contract.update.idKey]: unknown }],
      [contract.publish.path, { [contract.publish.idKey]: unknown, [flagKey]: 1 }],
      [contract.delete.path, { [contract.delete.idKey]: unknown }],
    ] as const;
    for (const [path, body] of calls) {
      const response = await server.request(path, { token, body });
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
  });

  it(`deletes for ${contract.delete.policy === 'admin' ? 'administrators' : 'super administrators only'}, then answers 404`, async () => {
    const server = getServer();
    const adminToken = (await server.signIn(SystemRole.Admin)).token;
    const id = (
      await server.request(contract.create.path, { token: adminToken, body: await contract.create.body() })
    ).body.response as string;
    const body = { [contract.delete.idKey]: id };
    if (contract.delete.policy === 'superAdmin') {
      const refused = await server.request(contract.delete.path, { token: adminToken, body });
      expect(refused.status).toBe(403);
      expect(await readRow(server, adminToken, id)).toBeDefined();
    }
    const deleter =
      contract.delete.policy === 'admin' ? adminToken : (await server.signIn(SystemRole.SuperAdmin)).token;
    const deleted = await server.request(contract.delete.path, { token: deleter, body });
    expect(deleted.body).toEqual({ response: true });
    expect(await readRow(server, adminToken, id)).toBeUndefined();
    expect((await server.request(contract.delete.path, { token: deleter, body })).status).toBe(404);
  });

  if (contract.writePolicy !== 'staff') {
    it('refuses a chief agent every read and write (403)', async () => {
      const server = getServer();
      const token = (await server.signIn(SystemRole.ChiefAgent)).token;
      expect((await server.request(contract.list.path, { token })).status).toBe(403);
      const created = await server.request(contract.create.path, {
        token,
        body: await contract.create.body(),
      });
      expect(created.status).toBe(403);
    });
  }

  it('answers 400 with a message for an empty create body, writing nothing', async () => {
    const server = getServer();
    const token = await writer(server);
    const before = (await server.request(contract.list.path, { token })).body[contract.list.envelope].length;
    const response = await server.request(contract.create.path, { token, body: {} });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
    expect((await server.request(contract.list.path, { token })).body[contract.list.envelope]).toHaveLength(
      before,
    );
  });
}
