import { createHash, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole, UserStatus } from '@backoffice/shared';

import { lastAudit, sessionWorks } from '../company/fixtures';
import {
  type SignedInUser,
  startServerWithStaff,
  TEST_PASSWORD,
  type TestServer,
} from '../support/test-server';

/** User administration: /api/admin/get-users ... /api/admin/login-on-user-session (spec 000, section 7). */
let server: TestServer;
let admin: SignedInUser;
let superAdmin: SignedInUser;
let chiefAgent: SignedInUser;

beforeAll(async () => {
  ({ server, admin, superAdmin, chiefAgent } = await startServerWithStaff());
});
afterAll(() => server.close());

const post = (path: string, token: string | null, body: unknown) =>
  server.request(path, { method: 'POST', token, body });

/** A user with chosen names, created in the database. */
async function makeUser(
  input: { firstName?: string; lastName?: string; email?: string; role?: number; status?: number } = {},
) {
  const user = await server.createUser({ role: input.role, status: input.status, email: input.email });
  await server.prisma.user.update({
    where: { id: user.id },
    data: {
      firstName: input.firstName ?? 'Anna',
      lastName: input.lastName ?? 'Bianchi',
      phone: '3331234567',
    },
  });
  return user;
}

/** A user of the role, signed in: returns their token too. */
async function signedInUser(role: number = SystemRole.NoRole) {
  const signed = await server.signIn(role);
  return { ...signed.user, token: signed.token };
}

const unknownUuid = () => randomUUID();

describe('GET /api/admin/get-users', () => {
  const tag = `zq${randomUUID().slice(0, 6)}`;
  const users: Array<{ id: string; email: string }> = [];

  beforeAll(async () => {
    users.push(
      await makeUser({
        firstName: `Alba${tag}`,
        lastName: 'Zeta',
        email: `c.${tag}@example.test`,
        role: SystemRole.ChiefAgent,
      }),
    );
    users.push(
      await makeUser({
        firstName: 'Bruno',
        lastName: `Ypsilon${tag}`,
        email: `a.${tag}@example.test`,
        role: SystemRole.NoRole,
      }),
    );
    users.push(
      await makeUser({
        firstName: 'Carla',
        lastName: 'Xeno',
        email: `b.${tag}@example.test`,
        role: SystemRole.Admin,
        status: UserStatus.NotActive,
      }),
    );
    users.push(
      await makeUser({
        firstName: 'Dario',
        lastName: 'Wolf',
        email: `d.${tag}@example.test`,
        status: UserStatus.Deleted,
      }),
    );
  });

  it('answers a page of users with the documented fields and the total', async () => {
    const response = await server.request(`/api/admin/get-users?search=${tag}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.data).toHaveLength(3);
    const alba = response.body.data.find((row: { email: string }) => row.email === `c.${tag}@example.test`);
    expect(alba).toEqual({
      user_uuid: defined(users[0], 'users[0]').id,
      first_name: `Alba${tag}`,
      last_name: 'Zeta',
      phone: '3331234567',
      email: `c.${tag}@example.test`,
      status: UserStatus.Active,
      system_role: SystemRole.ChiefAgent,
    });
  });

  it('searches first name, last name and email case-insensitively', async () => {
    const byFirst = await server.request(`/api/admin/get-users?search=ALBA${tag.toUpperCase()}`, {
      token: admin.token,
    });
    expect(byFirst.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[0], 'users[0]').id,
    ]);
    const byLast = await server.request(`/api/admin/get-users?search=ypsilon${tag}`, { token: admin.token });
    expect(byLast.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[1], 'users[1]').id,
    ]);
    const byEmail = await server.request(`/api/admin/get-users?search=B.${tag.toUpperCase()}@`, {
      token: admin.token,
    });
    expect(byEmail.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[2], 'users[2]').id,
    ]);
    const twoWords = await server.request(
      `/api/admin/get-users?search=${encodeURIComponent(`bruno ypsilon${tag}`)}`,
      {
        token: admin.token,
      },
    );
    expect(twoWords.body.total).toBe(1);
  });

  it('pages with page and pageSize and sorts by any column in both directions', async () => {
    const asc = await server.request(`/api/admin/get-users?search=${tag}&sort=email&direction=asc`, {
      token: admin.token,
    });
    expect(asc.body.data.map((row: { email: string }) => row.email)).toEqual([
      `a.${tag}@example.test`,
      `b.${tag}@example.test`,
      `c.${tag}@example.test`,
    ]);
    const page2 = await server.request(
      `/api/admin/get-users?search=${tag}&sort=email&direction=desc&page=2&pageSize=2`,
      {
        token: admin.token,
      },
    );
    expect(page2.body).toMatchObject({ total: 3 });
    expect(page2.body.data.map((row: { email: string }) => row.email)).toEqual([`a.${tag}@example.test`]);
    const byRole = await server.request(
      `/api/admin/get-users?search=${tag}&sort=system_role&direction=desc`,
      { token: admin.token },
    );
    expect(byRole.body.data.map((row: { system_role: number }) => row.system_role)).toEqual([2, 1, 0]);
    for (const sort of ['first_name', 'last_name', 'status']) {
      const response = await server.request(`/api/admin/get-users?search=${tag}&sort=${sort}`, {
        token: admin.token,
      });
      expect(response.status).toBe(200);
    }
    const byFirstName = await server.request(
      `/api/admin/get-users?search=${tag}&sort=first_name&direction=desc`,
      { token: admin.token },
    );
    expect(byFirstName.body.data.map((row: { first_name: string }) => row.first_name)).toEqual([
      'Carla',
      'Bruno',
      `Alba${tag}`,
    ]);
  });

  it('uses 15 rows per page by default', async () => {
    await Promise.all(Array.from({ length: 16 }, () => server.createUser()));
    const response = await server.request('/api/admin/get-users', { token: admin.token });
    expect(response.body.data).toHaveLength(15);
    expect(response.body.total).toBeGreaterThan(15);
  });

  it('filters by role and status, and hides deleted users unless the status filter asks for them', async () => {
    const byRole = await server.request(`/api/admin/get-users?search=${tag}&role=${SystemRole.Admin}`, {
      token: admin.token,
    });
    expect(byRole.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[2], 'users[2]').id,
    ]);
    const byStatus = await server.request(
      `/api/admin/get-users?search=${tag}&status=${UserStatus.NotActive}`,
      { token: admin.token },
    );
    expect(byStatus.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[2], 'users[2]').id,
    ]);
    const deleted = await server.request(`/api/admin/get-users?search=${tag}&status=${UserStatus.Deleted}`, {
      token: admin.token,
    });
    expect(deleted.body.data.map((row: { user_uuid: string }) => row.user_uuid)).toEqual([
      defined(users[3], 'users[3]').id,
    ]);
  });

  it.each([
    ['page=0'],
    ['pageSize=0'],
    ['pageSize=101'],
    ['page=abc'],
    ['sort=password'],
    ['direction=up'],
    ['role=4'],
    ['status=5'],
    [`search=${'x'.repeat(129)}`],
  ])('rejects %s with 400', async (query) => {
    const response = await server.request(`/api/admin/get-users?${query}`, { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    expect((await server.request('/api/admin/get-users')).status).toBe(401);
    expect((await server.request('/api/admin/get-users', { token: chiefAgent.token })).status).toBe(403);
  });
});

describe('POST /api/admin/get-user', () => {
  it('answers the user in data', async () => {
    const user = await makeUser({ firstName: 'Elena', lastName: 'Neri', role: SystemRole.ChiefAgent });
    const response = await post('/api/admin/get-user', admin.token, { user_uuid: user.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        user_uuid: user.id,
        first_name: 'Elena',
        last_name: 'Neri',
        phone: '3331234567',
        email: user.email,
        status: UserStatus.Active,
        system_role: SystemRole.ChiefAgent,
      },
    });
  });

  it('answers 404 for an unknown user and 400 for a malformed uuid', async () => {
    expect((await post('/api/admin/get-user', admin.token, { user_uuid: unknownUuid() })).status).toBe(404);
    expect((await post('/api/admin/get-user', admin.token, { user_uuid: 'nope' })).status).toBe(400);
    expect((await post('/api/admin/get-user', admin.token, {})).status).toBe(400);
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    const user = await makeUser();
    expect((await post('/api/admin/get-user', null, { user_uuid: user.id })).status).toBe(401);
    expect((await post('/api/admin/get-user', chiefAgent.token, { user_uuid: user.id })).status).toBe(403);
  });
});

describe('POST /api/admin/change-user-info', () => {
  const body = (user_uuid: string, overrides: Record<string, unknown> = {}) => ({
    user_uuid,
    first_name: 'Luca',
    last_name: 'Ferrari',
    phone: '+393471234567',
    ...overrides,
  });

  it('changes the names and phone and records the changed fields', async () => {
    const user = await makeUser();
    const response = await post('/api/admin/change-user-info', admin.token, body(user.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored).toMatchObject({ firstName: 'Luca', lastName: 'Ferrari', phone: '+393471234567' });
    const audit = defined(await lastAudit(server, 'User', user.id), 'audit');
    expect(audit).toMatchObject({ action: 'user.admin-change-info', actorUserId: admin.user.id });
    expect(audit.changes).toEqual({
      firstName: { from: 'Anna', to: 'Luca' },
      lastName: { from: 'Bianchi', to: 'Ferrari' },
      phone: { from: '3331234567', to: '+393471234567' },
    });
  });

  it.each([
    ['first_name too short', { first_name: 'L' }],
    ['first_name too long', { first_name: 'L'.repeat(25) }],
    ['last_name too short', { last_name: 'F' }],
    ['last_name too long', { last_name: 'F'.repeat(25) }],
    ['phone too short', { phone: '123456789' }],
    ['phone too long', { phone: '1234567890123456' }],
    ['phone with letters', { phone: '12345abcde' }],
    ['a missing phone', { phone: undefined }],
  ])('rejects %s with 400', async (_name, overrides) => {
    const user = await makeUser();
    const response = await post('/api/admin/change-user-info', admin.token, body(user.id, overrides));
    expect(response.status).toBe(400);
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.firstName).toBe('Anna');
  });

  it('accepts the boundary lengths (2 and 24 characters, phone 10 and 15)', async () => {
    const user = await makeUser();
    expect(
      (
        await post(
          '/api/admin/change-user-info',
          admin.token,
          body(user.id, { first_name: 'Al', phone: '1234567890' }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/admin/change-user-info',
          admin.token,
          body(user.id, { last_name: 'L'.repeat(24), phone: '123456789012345' }),
        )
      ).status,
    ).toBe(200);
  });

  it('lets an administrator not change a super administrator (403), a super administrator can', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    expect((await post('/api/admin/change-user-info', admin.token, body(target.id))).status).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).firstName).toBe('Anna');
    expect((await post('/api/admin/change-user-info', superAdmin.token, body(target.id))).status).toBe(200);
  });

  it('answers 404 for an unknown user and 403 for a deleted one', async () => {
    expect((await post('/api/admin/change-user-info', admin.token, body(unknownUuid()))).status).toBe(404);
    const deleted = await makeUser({ status: UserStatus.Deleted });
    const response = await post('/api/admin/change-user-info', admin.token, body(deleted.id));
    expect(response.status).toBe(403);
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    const user = await makeUser();
    expect((await post('/api/admin/change-user-info', null, body(user.id))).status).toBe(401);
    expect((await post('/api/admin/change-user-info', chiefAgent.token, body(user.id))).status).toBe(403);
  });
});

describe('POST /api/admin/change-status', () => {
  it('deactivates a user, ends their sessions and records the change', async () => {
    const target = await signedInUser();
    expect(await sessionWorks(server, target.token)).toBe(true);
    const response = await post('/api/admin/change-status', admin.token, {
      user_uuid: target.id,
      status: UserStatus.NotActive,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(
      UserStatus.NotActive,
    );
    expect(await sessionWorks(server, target.token)).toBe(false);
    expect(await server.prisma.session.count({ where: { userId: target.id } })).toBe(0);
    const audit = await lastAudit(server, 'User', target.id);
    expect(audit).toMatchObject({
      action: 'user.admin-change-status',
      changes: { status: { from: 1, to: 0 } },
    });
  });

  it('activates a freshly registered account (status sent as a string too)', async () => {
    const target = await makeUser({ status: UserStatus.Created });
    const response = await post('/api/admin/change-status', admin.token, {
      user_uuid: target.id,
      status: '1',
    });
    expect(response.status).toBe(200);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(
      UserStatus.Active,
    );
  });

  it.each([[UserStatus.Created], [UserStatus.Banned], [UserStatus.Deleted], [7], ['x']])(
    'rejects status %s with 400',
    async (status) => {
      const target = await makeUser();
      expect(
        (await post('/api/admin/change-status', admin.token, { user_uuid: target.id, status })).status,
      ).toBe(400);
    },
  );

  it('refuses to change the own status (403)', async () => {
    const response = await post('/api/admin/change-status', admin.token, {
      user_uuid: admin.user.id,
      status: UserStatus.NotActive,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/own status/);
    expect(await sessionWorks(server, admin.token)).toBe(true);
  });

  it('lets an administrator not deactivate a super administrator (403)', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    expect(
      (await post('/api/admin/change-status', admin.token, { user_uuid: target.id, status: 0 })).status,
    ).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(
      UserStatus.Active,
    );
    expect(
      (await post('/api/admin/change-status', superAdmin.token, { user_uuid: target.id, status: 0 })).status,
    ).toBe(200);
  });

  it('answers 404 for an unknown user, 403 for a deleted one', async () => {
    expect(
      (await post('/api/admin/change-status', admin.token, { user_uuid: unknownUuid(), status: 1 })).status,
    ).toBe(404);
    const deleted = await makeUser({ status: UserStatus.Deleted });
    expect(
      (await post('/api/admin/change-status', admin.token, { user_uuid: deleted.id, status: 1 })).status,
    ).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: deleted.id } })).status).toBe(
      UserStatus.Deleted,
    );
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    const target = await makeUser();
    expect((await post('/api/admin/change-status', null, { user_uuid: target.id, status: 0 })).status).toBe(
      401,
    );
    expect(
      (await post('/api/admin/change-status', chiefAgent.token, { user_uuid: target.id, status: 0 })).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/change-role', () => {
  it('changes the role, ends the sessions and records the change', async () => {
    const target = await signedInUser(SystemRole.NoRole);
    const response = await post('/api/admin/change-role', admin.token, {
      user_uuid: target.id,
      system_role: SystemRole.Admin,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).systemRole).toBe(
      SystemRole.Admin,
    );
    expect(await sessionWorks(server, target.token)).toBe(false);
    expect(await lastAudit(server, 'User', target.id)).toMatchObject({
      action: 'user.admin-change-role',
      changes: { systemRole: { from: 0, to: 2 } },
    });
  });

  it('lets an administrator demote another administrator', async () => {
    const target = await makeUser({ role: SystemRole.Admin });
    expect(
      (await post('/api/admin/change-role', admin.token, { user_uuid: target.id, system_role: 0 })).status,
    ).toBe(200);
  });

  it('never grants a role above the caller’s own (403)', async () => {
    const target = await makeUser();
    const response = await post('/api/admin/change-role', admin.token, {
      user_uuid: target.id,
      system_role: SystemRole.SuperAdmin,
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/above your own/);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).systemRole).toBe(
      SystemRole.NoRole,
    );
    const bySuperAdmin = await post('/api/admin/change-role', superAdmin.token, {
      user_uuid: target.id,
      system_role: 3,
    });
    expect(bySuperAdmin.status).toBe(200);
  });

  it('lets an administrator not change a super administrator (403)', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    expect(
      (await post('/api/admin/change-role', admin.token, { user_uuid: target.id, system_role: 2 })).status,
    ).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).systemRole).toBe(
      SystemRole.SuperAdmin,
    );
  });

  it('refuses to change the own role (403)', async () => {
    const response = await post('/api/admin/change-role', superAdmin.token, {
      user_uuid: superAdmin.user.id,
      system_role: 2,
    });
    expect(response.status).toBe(403);
    expect(
      (await server.prisma.user.findUniqueOrThrow({ where: { id: superAdmin.user.id } })).systemRole,
    ).toBe(3);
  });

  it.each([[4], [-1], ['admin'], [null]])('rejects system_role %s with 400', async (role) => {
    const target = await makeUser();
    expect(
      (await post('/api/admin/change-role', admin.token, { user_uuid: target.id, system_role: role })).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown user and refuses no session (401) and a chief agent (403)', async () => {
    expect(
      (await post('/api/admin/change-role', admin.token, { user_uuid: unknownUuid(), system_role: 1 }))
        .status,
    ).toBe(404);
    const target = await makeUser();
    expect(
      (await post('/api/admin/change-role', null, { user_uuid: target.id, system_role: 1 })).status,
    ).toBe(401);
    expect(
      (await post('/api/admin/change-role', chiefAgent.token, { user_uuid: target.id, system_role: 1 }))
        .status,
    ).toBe(403);
  });
});

describe('POST /api/admin/delete-user', () => {
  it('soft-deletes: keeps the row and email, ends the sessions, the account cannot sign in and leaves the list', async () => {
    const target = await signedInUser(SystemRole.ChiefAgent);
    const response = await post('/api/admin/delete-user', admin.token, { user_uuid: target.id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } });
    expect(stored).toMatchObject({ status: UserStatus.Deleted, email: target.email });
    expect(stored.deletedAt).toBeInstanceOf(Date);
    expect(await sessionWorks(server, target.token)).toBe(false);
    const login = await server.request('/api/account/enter/login', {
      body: { email: target.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    const list = await server.request(`/api/admin/get-users?search=${encodeURIComponent(target.email)}`, {
      token: admin.token,
    });
    expect(list.body.total).toBe(0);
    expect(await lastAudit(server, 'User', target.id)).toMatchObject({
      action: 'user.admin-delete',
      actorUserId: admin.user.id,
      changes: { status: { from: 1, to: 4 } },
    });
    // Deleted accounts cannot be revived through the other calls.
    expect(
      (await post('/api/admin/change-status', admin.token, { user_uuid: target.id, status: 1 })).status,
    ).toBe(403);
    expect((await post('/api/admin/delete-user', admin.token, { user_uuid: target.id })).status).toBe(403);
  });

  it('refuses to delete oneself (403) and points to the own profile', async () => {
    const response = await post('/api/admin/delete-user', admin.token, { user_uuid: admin.user.id });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/profile/);
    expect(await sessionWorks(server, admin.token)).toBe(true);
  });

  it('lets an administrator not delete a super administrator (403)', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    expect((await post('/api/admin/delete-user', admin.token, { user_uuid: target.id })).status).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).status).toBe(
      UserStatus.Active,
    );
  });

  it('answers 404 for an unknown user, 400 for a malformed one, 401 and 403 by policy', async () => {
    expect((await post('/api/admin/delete-user', admin.token, { user_uuid: unknownUuid() })).status).toBe(
      404,
    );
    expect((await post('/api/admin/delete-user', admin.token, { user_uuid: '123' })).status).toBe(400);
    const target = await makeUser();
    expect((await post('/api/admin/delete-user', null, { user_uuid: target.id })).status).toBe(401);
    expect((await post('/api/admin/delete-user', chiefAgent.token, { user_uuid: target.id })).status).toBe(
      403,
    );
  });
});

describe('POST /api/admin/update-email', () => {
  it('changes the email (stored lower-case), ends the sessions, and the user signs in with the new one', async () => {
    const target = await signedInUser();
    const email = `New.${randomUUID().slice(0, 8)}@Example.test`;
    const response = await post('/api/admin/update-email', admin.token, { user_uuid: target.id, email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).email).toBe(
      email.toLowerCase(),
    );
    expect(await sessionWorks(server, target.token)).toBe(false);
    const login = await server.request('/api/account/enter/login', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(await lastAudit(server, 'User', target.id)).toMatchObject({
      action: 'user.admin-update-email',
      changes: { email: { from: target.email, to: email.toLowerCase() } },
    });
  });

  it('answers 409 when the email is taken (also by a deleted account)', async () => {
    const target = await makeUser();
    const holder = await makeUser();
    const deleted = await makeUser({ status: UserStatus.Deleted });
    expect(
      (
        await post('/api/admin/update-email', admin.token, {
          user_uuid: target.id,
          email: holder.email.toUpperCase(),
        })
      ).status,
    ).toBe(409);
    expect(
      (await post('/api/admin/update-email', admin.token, { user_uuid: target.id, email: deleted.email }))
        .status,
    ).toBe(409);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: target.id } })).email).toBe(
      target.email,
    );
  });

  it.each([
    ['not an email', 'not-an-email'],
    ['over 40 characters', `${'a'.repeat(29)}@example.test`],
    ['empty', ''],
  ])('rejects an email %s with 400', async (_name, email) => {
    const target = await makeUser();
    expect((await post('/api/admin/update-email', admin.token, { user_uuid: target.id, email })).status).toBe(
      400,
    );
  });

  it('accepts 40 characters', async () => {
    const target = await makeUser();
    const email = `${randomUUID().slice(0, 8)}${'a'.repeat(19)}@example.test`;
    expect(email).toHaveLength(40);
    expect((await post('/api/admin/update-email', admin.token, { user_uuid: target.id, email })).status).toBe(
      200,
    );
  });

  it('refuses administrators their own email and password (the profile calls need the current password)', async () => {
    const self = await signedInUser(SystemRole.SuperAdmin);
    const other = await server.request('/api/account/enter/login', {
      body: { email: self.email, password: TEST_PASSWORD },
    });
    const email = `self.${randomUUID().slice(0, 8)}@example.test`;
    const ownEmail = await post('/api/admin/update-email', self.token, { user_uuid: self.id, email });
    expect(ownEmail.status).toBe(403);
    expect(ownEmail.body.message).toMatch(/profile/);
    const ownPassword = await post('/api/admin/update-password', self.token, {
      user_uuid: self.id,
      password: 'Brand-new-pass-9',
    });
    expect(ownPassword.status).toBe(403);
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: self.id } });
    expect(stored.email).toBe(self.email);
    expect(await sessionWorks(server, self.token)).toBe(true);
    expect(await sessionWorks(server, other.body.session_uuid)).toBe(true);
  });

  it('lets an administrator not re-email a super administrator (403); 404, 401, 403 by policy', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    const body = { user_uuid: target.id, email: `x.${randomUUID().slice(0, 8)}@example.test` };
    expect((await post('/api/admin/update-email', admin.token, body)).status).toBe(403);
    expect(
      (await post('/api/admin/update-email', admin.token, { ...body, user_uuid: unknownUuid() })).status,
    ).toBe(404);
    expect((await post('/api/admin/update-email', null, body)).status).toBe(401);
    expect((await post('/api/admin/update-email', chiefAgent.token, body)).status).toBe(403);
  });
});

describe('POST /api/admin/update-password', () => {
  it('sets the password, ends the sessions, and the new password signs in', async () => {
    const target = await signedInUser();
    const response = await post('/api/admin/update-password', admin.token, {
      user_uuid: target.id,
      password: 'brand-new-1',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect(await sessionWorks(server, target.token)).toBe(false);
    const oldLogin = await server.request('/api/account/enter/login', {
      body: { email: target.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.request('/api/account/enter/login', {
      body: { email: target.email, password: 'brand-new-1' },
    });
    expect(newLogin.status).toBe(200);
    const audit = defined(await lastAudit(server, 'User', target.id), 'audit');
    expect(audit).toMatchObject({
      action: 'user.admin-update-password',
      changes: { password: { from: '[redacted]', to: '[redacted]' } },
    });
    expect(JSON.stringify(audit.changes)).not.toContain('brand-new-1');
  });

  it.each([
    ['over 24 characters', 'p'.repeat(25)],
    ['under 6 characters', 'p'.repeat(5)],
    ['missing', undefined],
  ])('rejects a password %s with 400', async (_name, password) => {
    const target = await makeUser();
    expect(
      (await post('/api/admin/update-password', admin.token, { user_uuid: target.id, password })).status,
    ).toBe(400);
  });

  it('accepts 24 characters', async () => {
    const target = await makeUser();
    expect(
      (
        await post('/api/admin/update-password', admin.token, {
          user_uuid: target.id,
          password: 'p'.repeat(24),
        })
      ).status,
    ).toBe(200);
  });

  it('lets an administrator not re-password a super administrator (403); 404, 401, 403 by policy', async () => {
    const target = await signedInUser(SystemRole.SuperAdmin);
    expect(
      (
        await post('/api/admin/update-password', admin.token, {
          user_uuid: target.id,
          password: 'brand-new-1',
        })
      ).status,
    ).toBe(403);
    expect(await sessionWorks(server, target.token)).toBe(true);
    expect(
      (
        await post('/api/admin/update-password', admin.token, {
          user_uuid: unknownUuid(),
          password: 'brand-new-1',
        })
      ).status,
    ).toBe(404);
    expect(
      (await post('/api/admin/update-password', null, { user_uuid: target.id, password: 'brand-new-1' }))
        .status,
    ).toBe(401);
    expect(
      (
        await post('/api/admin/update-password', chiefAgent.token, {
          user_uuid: target.id,
          password: 'brand-new-1',
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/login-on-user-session', () => {
  it('opens a session of the target that remembers the administrator, who keeps their own', async () => {
    const target = await makeUser({ firstName: 'Paola', lastName: 'Conti' });
    const response = await post('/api/admin/login-on-user-session', admin.token, {
      email: target.email.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['session_uuid']);
    expect(response.body.session_uuid).toHaveLength(36);
    const current = await server.request('/api/account/enter/current-session', {
      token: response.body.session_uuid,
    });
    expect(current.body.response).toMatchObject({
      user_uuid: target.id,
      impersonated_by: { email: admin.user.email },
    });
    expect(await sessionWorks(server, admin.token)).toBe(true);
    const stored = await server.prisma.session.findFirstOrThrow({ where: { userId: target.id } });
    const tokenHash = createHash('sha256').update(admin.token).digest('hex');
    const adminSession = await server.prisma.session.findUniqueOrThrow({ where: { tokenHash } });
    expect(stored.impersonatorSessionId).toBe(adminSession.id);
    expect(await lastAudit(server, 'User', target.id)).toMatchObject({
      action: 'user.impersonate',
      actorUserId: admin.user.id,
    });
  });

  it('ends the borrowed session when the administrator signs out', async () => {
    const self = await signedInUser(SystemRole.Admin);
    const target = await makeUser();
    const borrowed = await post('/api/admin/login-on-user-session', self.token, { email: target.email });
    expect(await sessionWorks(server, borrowed.body.session_uuid)).toBe(true);
    await server.request('/api/account/enter/logout', { method: 'POST', token: self.token, body: {} });
    expect(await sessionWorks(server, borrowed.body.session_uuid)).toBe(false);
  });

  it('refuses oneself, deleted and non-active users (403) and unknown emails (404)', async () => {
    expect(
      (await post('/api/admin/login-on-user-session', admin.token, { email: admin.user.email })).status,
    ).toBe(403);
    const deleted = await makeUser({ status: UserStatus.Deleted });
    expect(
      (await post('/api/admin/login-on-user-session', admin.token, { email: deleted.email })).status,
    ).toBe(403);
    for (const status of [UserStatus.NotActive, UserStatus.Created, UserStatus.Banned]) {
      const inactive = await makeUser({ status });
      const response = await post('/api/admin/login-on-user-session', admin.token, { email: inactive.email });
      expect(response.status).toBe(403);
    }
    expect(
      (await post('/api/admin/login-on-user-session', admin.token, { email: 'nobody@example.test' })).status,
    ).toBe(404);
  });

  it('lets an administrator not sign in as a super administrator (403); a super administrator can', async () => {
    const target = await makeUser({ role: SystemRole.SuperAdmin });
    expect(
      (await post('/api/admin/login-on-user-session', admin.token, { email: target.email })).status,
    ).toBe(403);
    expect(
      (await post('/api/admin/login-on-user-session', superAdmin.token, { email: target.email })).status,
    ).toBe(200);
  });

  it('refuses chaining: a borrowed administrator session cannot borrow another (403)', async () => {
    const otherAdmin = await makeUser({ role: SystemRole.Admin });
    const borrowed = await post('/api/admin/login-on-user-session', superAdmin.token, {
      email: otherAdmin.email,
    });
    const target = await makeUser();
    const chained = await post('/api/admin/login-on-user-session', borrowed.body.session_uuid, {
      email: target.email,
    });
    expect(chained.status).toBe(403);
  });

  it('rejects a malformed email with 400 and refuses no session (401) and a chief agent (403)', async () => {
    expect((await post('/api/admin/login-on-user-session', admin.token, { email: 'nope' })).status).toBe(400);
    const target = await makeUser();
    expect((await post('/api/admin/login-on-user-session', null, { email: target.email })).status).toBe(401);
    expect(
      (await post('/api/admin/login-on-user-session', chiefAgent.token, { email: target.email })).status,
    ).toBe(403);
  });
});

/**
 * Every path that removes a super administrator (their own deletion, an administrator's deletion,
 * deactivation and demotion), raced in pairs that would together remove the last two: exactly one
 * of each pair goes through, however the two interleave.
 */
describe('the last active super administrator, under concurrent removals', () => {
  type Removal = {
    path: string;
    body: (actor: string, other: string) => unknown;
    removes: 'actor' | 'other';
  };
  const removals: Record<string, Removal> = {
    'delete-self': {
      path: '/api/account/profile/delete-self',
      body: (actor) => ({ user_uuid: actor }),
      removes: 'actor',
    },
    'delete-user': {
      path: '/api/admin/delete-user',
      body: (_, other) => ({ user_uuid: other }),
      removes: 'other',
    },
    'change-status': {
      path: '/api/admin/change-status',
      body: (_, other) => ({ user_uuid: other, status: UserStatus.NotActive }),
      removes: 'other',
    },
    'change-role': {
      path: '/api/admin/change-role',
      body: (_, other) => ({ user_uuid: other, system_role: SystemRole.Admin }),
      removes: 'other',
    },
  };
  const names = Object.keys(removals);
  const pairs = names.flatMap((first, index) => names.slice(index).map((second) => [first, second]));
  const pair: Array<{ id: string }> = [];
  let others: string[] = [];

  beforeAll(async () => {
    // Only the pair are active super administrators while these races run.
    others = (
      await server.prisma.user.findMany({
        where: { systemRole: SystemRole.SuperAdmin },
        select: { id: true },
      })
    ).map((user) => user.id);
    await server.prisma.user.updateMany({
      where: { id: { in: others } },
      data: { systemRole: SystemRole.Admin },
    });
    pair.push(
      await makeUser({ role: SystemRole.SuperAdmin }),
      await makeUser({ role: SystemRole.SuperAdmin }),
    );
  });
  afterAll(async () => {
    await server.prisma.user.updateMany({
      where: { id: { in: others } },
      data: { systemRole: SystemRole.SuperAdmin },
    });
  });

  /** Both back to active super administrators, each with a fresh session. */
  async function restorePair() {
    await server.prisma.user.updateMany({
      where: { id: { in: pair.map((user) => user.id) } },
      data: { systemRole: SystemRole.SuperAdmin, status: UserStatus.Active, deletedAt: null },
    });
    return Promise.all(pair.map((user) => server.openSession(user.id)));
  }

  it.each(pairs)(
    '%s against %s, 20 times: one super administrator is left',
    async (firstName, secondName) => {
      const first = removals[firstName] as Removal;
      const second = removals[secondName] as Removal;
      const [x, y] = pair.map((user) => user.id) as [string, string];
      // The two calls must remove different people: when both remove the caller or both the other one,
      // the second call is made by the other super administrator.
      const secondActor = first.removes === second.removes ? y : x;
      const secondOther = secondActor === x ? y : x;
      for (let round = 0; round < 20; round += 1) {
        const [xToken, yToken] = await restorePair();
        const answers = await Promise.all([
          post(first.path, xToken as string, first.body(x, y)),
          post(
            second.path,
            secondActor === x ? (xToken as string) : (yToken as string),
            second.body(secondActor, secondOther),
          ),
        ]);
        const left = await server.prisma.user.count({
          where: { id: { in: [x, y] }, systemRole: SystemRole.SuperAdmin, status: UserStatus.Active },
        });
        expect({ round, left }).toEqual({ round, left: 1 });
        // The loser is refused by the rule (403), or finds its session already ended by the winner (401).
        expect(answers.map((answer) => answer.status).sort()).toSatisfy(
          (statuses: number[]) => statuses[0] === 200 && [401, 403].includes(statuses[1] as number),
        );
      }
    },
  );
});
