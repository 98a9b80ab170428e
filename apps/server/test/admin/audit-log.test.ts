import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { createCompany } from '../company/fixtures';
import { type SignedInUser, startServerWithStaff, type TestServer } from '../support/test-server';

/** GET /api/admin/get-audit-log: the recent history shown on the admin edit screens. */
let server: TestServer;
let admin: SignedInUser;
let superAdmin: SignedInUser;
let chiefAgent: SignedInUser;

beforeAll(async () => {
  ({ server, admin, superAdmin, chiefAgent } = await startServerWithStaff());
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown) =>
  server.request(path, { method: 'POST', token, body });
const auditOf = (type: string, id: string, extra = '') =>
  server.request(`/api/admin/get-audit-log?entity_type=${type}&entity_id=${id}${extra}`, {
    token: admin.token,
  });

describe('GET /api/admin/get-audit-log', () => {
  it("answers a user's changes newest first, with the actor's email and the changed fields", async () => {
    const user = await server.createUser();
    await post('/api/admin/change-user-info', admin.token, {
      user_uuid: user.id,
      first_name: 'Primo',
      last_name: 'Rossi',
      phone: '3331234567',
    });
    await post('/api/admin/change-role', superAdmin.token, {
      user_uuid: user.id,
      system_role: SystemRole.ChiefAgent,
    });
    const statusChangeSent = Date.now();
    await post('/api/admin/change-status', admin.token, { user_uuid: user.id, status: 0 });
    const response = await auditOf('User', user.id);
    const auditAnswered = Date.now();
    expect(response.status).toBe(200);
    expect(response.body.data.map((entry: { action: string }) => entry.action)).toEqual([
      'user.admin-change-status',
      'user.admin-change-role',
      'user.admin-change-info',
    ]);
    expect(response.body.data.map((entry: { actor_email: string }) => entry.actor_email)).toEqual([
      admin.user.email,
      superAdmin.user.email,
      admin.user.email,
    ]);
    const [latest] = response.body.data;
    expect(latest).toEqual({
      id: expect.stringMatching(/^\d+$/),
      action: 'user.admin-change-status',
      actor_email: admin.user.email,
      changes: { status: { from: 1, to: 0 } },
      create_at: expect.any(String),
    });
    expect(new Date(latest.create_at).toISOString()).toBe(latest.create_at);
    // Recorded while the status change was handled.
    expect(Date.parse(latest.create_at)).toBeGreaterThanOrEqual(statusChangeSent);
    expect(Date.parse(latest.create_at)).toBeLessThanOrEqual(auditAnswered);
  });

  it("answers a company's changes and honours limit", async () => {
    const owner = await server.createUser();
    const company = await createCompany(server, owner.id);
    for (const status of ['Banned', 'NoActive', 'Active']) {
      await post('/api/admin/change-company-status', admin.token, { company_uuid: company.uuid, status });
    }
    const response = await auditOf('Company', company.uuid, '&limit=2');
    expect(response.body.data).toHaveLength(2);
    expect(
      response.body.data.map((entry: { changes: { status: { to: number } } }) => entry.changes.status.to),
    ).toEqual([1, 0]);
    expect((await auditOf('Company', company.uuid)).body.data).toHaveLength(3);
  });

  it('answers an empty list for a record without history and keeps entries of deleted actors', async () => {
    expect((await auditOf('User', randomUUID())).body).toEqual({ data: [] });
    const actor = await server.signIn(SystemRole.Admin);
    const user = await server.createUser();
    await post('/api/admin/change-status', actor.token, { user_uuid: user.id, status: 0 });
    await post('/api/admin/delete-user', admin.token, { user_uuid: actor.user.id });
    const response = await auditOf('User', user.id);
    expect(response.body.data[0]).toMatchObject({
      action: 'user.admin-change-status',
      actor_email: actor.user.email,
    });
  });

  it.each([
    ['an unknown entity type', 'entity_type=Order&entity_id=00000000-0000-4000-8000-000000000000'],
    ['a malformed entity id', 'entity_type=User&entity_id=42'],
    ['no entity id', 'entity_type=User'],
    ['limit 0', 'entity_type=User&entity_id=00000000-0000-4000-8000-000000000000&limit=0'],
    ['limit over 100', 'entity_type=User&entity_id=00000000-0000-4000-8000-000000000000&limit=101'],
  ])('rejects %s with 400', async (_name, query) => {
    expect((await server.request(`/api/admin/get-audit-log?${query}`, { token: admin.token })).status).toBe(
      400,
    );
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    const query = `/api/admin/get-audit-log?entity_type=User&entity_id=${admin.user.id}`;
    expect((await server.request(query)).status).toBe(401);
    expect((await server.request(query, { token: chiefAgent.token })).status).toBe(403);
  });
});
