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
  /** Every write keeps a version (docs/content-versions.md); else the versions' calls refuse the type. */
  versioned?: boolean;
}

/** A version as the versions' calls answer it. */
interface VersionSummary {
  number: number;
  action: string;
  live: boolean;
  changed_fields: string[];
  author_email: string | null;
  restored_from: number | null;
  create_at: string;
}

/** Fields a restore does not bring back: the publish switch stays, timestamps are the write's own. */
const NOT_RESTORED = new Set(['create_at', 'update_at', 'update', 'updated_at']);

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

  /** After a create, an update and the switch off and on: the versions they kept, a restore and "live at". */
  async function checkVersions(server: TestServer, id: string) {
    const token = (await server.signIn(SystemRole.Admin)).token;
    const versions = await versionsOf(server, token, id);
    const created = versions.find((version) => version.number === 1);
    expect(created?.action).toBe('create');
    expect(versions[0]?.number).toBe(versions.length);
    expect(versions.map((version) => version.action)).toContain('update');
    expect(versions.filter((version) => version.action === 'publish').length).toBeGreaterThan(0);
    expect(versions.every((version) => version.author_email !== null)).toBe(true);
    const changedBy = versions.find((version) => version.action === 'update');
    expect(changedBy?.changed_fields.length).toBeGreaterThan(0);

    const compared = await server.request(
      `/api/admin/content/compare-versions?entity_type=${contract.entityType}&entity_id=${id}&from=1&to=${changedBy?.number}`,
      { token },
    );
    expect(compared.status).toBe(200);
    expect(compared.body.data.fields.map((field: { field: string }) => field.field).sort()).toEqual(
      [...(changedBy?.changed_fields ?? [])].sort(),
    );

    const restored = await server.request('/api/admin/content/restore-version', {
      token,
      body: { entity_type: contract.entityType, entity_id: id, number: 1 },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const number = restored.body.data.number as number;
    expect(number).toBe(versions.length + 1);
    const versionOf = async (wanted: number) =>
      (
        await server.request(
          `/api/admin/content/version?entity_type=${contract.entityType}&entity_id=${id}&number=${wanted}`,
          { token },
        )
      ).body.data as VersionSummary & { snapshot: Body };
    const [first, latest] = [await versionOf(1), await versionOf(number)];
    expect(latest).toMatchObject({ action: 'restore', restored_from: 1 });
    const content = (snapshot: Body) =>
      Object.fromEntries(
        Object.entries(snapshot).filter(([field]) => !NOT_RESTORED.has(field) && field !== flagKey),
      );
    expect(content(latest.snapshot)).toEqual(content(first.snapshot));
    expect(content((await read(server, token, id)).row ?? {})).toEqual(content(first.snapshot));

    for (const version of [...versions, latest]) {
      const liveAt = await server.request(
        `/api/admin/content/live-at?entity_type=${contract.entityType}&entity_id=${id}&at=${encodeURIComponent(version.create_at)}`,
        { token },
      );
      expect(liveAt.status).toBe(200);
      // Versions made in the same millisecond: the moment shows the last of them.
      const last = Math.max(
        ...[...versions, latest]
          .filter((other) => other.create_at === version.create_at)
          .map((other) => other.number),
      );
      expect(liveAt.body.data.version.number).toBe(last);
    }
    const before = new Date(Date.parse(created?.create_at ?? '') - 1000).toISOString();
    const notYet = await server.request(
      `/api/admin/content/live-at?entity_type=${contract.entityType}&entity_id=${id}&at=${encodeURIComponent(before)}`,
      { token },
    );
    expect(notYet.body.data).toMatchObject({ state: 'not_live', version: null });
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

  it(`changes a record, switches publish as 1 and 0, and audits${contract.versioned ? ', versions and restores' : ''} each write`, async () => {
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
    if (contract.versioned) await checkVersions(server, id);
  });

  const versionsOf = async (server: TestServer, token: string, id: string) => {
    const answer = await server.request(
      `/api/admin/content/versions?entity_type=${contract.entityType}&entity_id=${id}`,
      { token },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as VersionSummary[];
  };

  if (!contract.versioned) {
    it('keeps no versions: the versions calls refuse its type (400)', async () => {
      const server = getServer();
      const token = (await server.signIn(SystemRole.Admin)).token;
      const refused = await server.request(
        `/api/admin/content/versions?entity_type=${contract.entityType}&entity_id=${randomUUID()}`,
        { token },
      );
      expect(refused.status).toBe(400);
    });
  }

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
