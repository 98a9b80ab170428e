import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EmployeeRole, EmployeeStatus, SystemRole, UserStatus } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';

describe('account safety', () => {
  let server: HardeningServer;
  beforeAll(async () => {
    server = await startHardeningServer();
  });
  afterAll(() => server.close());

  const as = (token: string, company?: string) => ({
    'x-session-token': token,
    ...(company ? { 'x-company-uuid': company } : {}),
  });

  async function ownCompany(ownerId: string) {
    const company = await server.database.prisma.company.create({
      data: {
        name: `Safety ${Date.now()}`,
        officialName: 'ООО Тест',
        inn: '7701234567',
        ogrn: '1027700132195',
        ceoFullName: 'Giuseppe Verdi',
        bankName: 'UniCredit',
        status: 1,
        ownerUserId: ownerId,
      },
    });
    await server.database.prisma.employee.create({
      data: {
        companyId: company.id,
        userId: ownerId,
        role: EmployeeRole.Owner,
        status: EmployeeStatus.Active,
      },
    });
    return company;
  }

  it('makes adding an employee an invitation the invited user accepts; until then only the email shows', async () => {
    const owner = await server.signIn(SystemRole.NoRole);
    const company = await ownCompany(owner.user.id);
    const target = await server.signIn(SystemRole.SuperAdmin);

    const invite = await server.post(
      '/api/employee/create',
      { email: target.user.email, role: EmployeeRole.Admin },
      as(owner.token, company.uuid),
    );
    expect(invite.status).toBe(200);
    const employeeId = invite.body.response as string;

    const before = await server.get('/api/employee/get-list', as(owner.token, company.uuid));
    const row = before.body.data.find((item: { uuid: string }) => item.uuid === employeeId);
    expect(row).toEqual({
      uuid: employeeId,
      user_uuid: '',
      email: target.user.email,
      first_name: '',
      last_name: '',
      role: EmployeeRole.Admin,
      status: EmployeeStatus.NotActive,
      invited: true,
    });
    for (const item of before.body.data) expect(item).not.toHaveProperty('user_status');

    // The invitation grants nothing and cannot be activated by the company.
    expect((await server.get('/api/employee/get-list', as(target.token, company.uuid))).status).toBe(403);
    const companies = await server.get('/api/company/get-list', as(target.token));
    expect(companies.body.data.map((item: { uuid: string }) => item.uuid)).not.toContain(company.uuid);
    const activate = await server.post(
      '/api/employee/active',
      { employee_uuid: employeeId },
      as(owner.token, company.uuid),
    );
    expect(activate.status).toBe(409);

    // The invited user sees it and accepts it.
    const invitations = await server.get('/api/employee/get-invitations', as(target.token));
    expect(invitations.body.data).toEqual([
      {
        company_uuid: company.uuid,
        company_name: company.name,
        role: EmployeeRole.Admin,
        invited_at: expect.any(String),
      },
    ]);
    const accepted = await server.post(
      '/api/employee/accept-invitation',
      { company_uuid: company.uuid },
      as(target.token),
    );
    expect(accepted.body).toEqual({ response: true });
    expect((await server.get('/api/employee/get-list', as(target.token, company.uuid))).status).toBe(200);
    const after = await server.get('/api/employee/get-list', as(owner.token, company.uuid));
    expect(after.body.data.find((item: { uuid: string }) => item.uuid === employeeId)).toMatchObject({
      user_uuid: target.user.id,
      first_name: 'Hard',
      status: EmployeeStatus.Active,
      invited: false,
    });
    expect((await server.get('/api/employee/get-invitations', as(target.token))).body.data).toEqual([]);
    // Nobody answers somebody else's invitation, nor one that does not exist.
    expect(
      (await server.post('/api/employee/accept-invitation', { company_uuid: company.uuid }, as(target.token)))
        .status,
    ).toBe(404);
  });

  it('lets the invited user decline', async () => {
    const owner = await server.signIn(SystemRole.NoRole);
    const company = await ownCompany(owner.user.id);
    const target = await server.signIn(SystemRole.NoRole);
    const invite = await server.post(
      '/api/employee/create',
      { email: target.user.email, role: EmployeeRole.Driver },
      as(owner.token, company.uuid),
    );
    const declined = await server.post(
      '/api/employee/decline-invitation',
      { company_uuid: company.uuid },
      as(target.token),
    );
    expect(declined.status).toBe(200);
    const row = await server.database.prisma.employee.findUniqueOrThrow({
      where: { id: invite.body.response },
    });
    expect(row).toMatchObject({ status: EmployeeStatus.Deleted, invitePending: false });
  });

  it('keeps an invitation to an address without an account for the account registered with it', async () => {
    const owner = await server.signIn(SystemRole.NoRole);
    const company = await ownCompany(owner.user.id);
    const email = `later.${Date.now()}@example.test`;
    const invite = await server.post(
      '/api/employee/create',
      { email: email.toUpperCase(), role: EmployeeRole.Manager },
      as(owner.token, company.uuid),
    );
    expect(invite.status).toBe(200);

    const registered = await server.post('/api/account/enter/registration', {
      email,
      password: 'later-secret-5',
    });
    const userId = registered.body.response.user_uuid as string;
    expect(
      await server.database.prisma.employee.findUniqueOrThrow({ where: { id: invite.body.response } }),
    ).toMatchObject({ userId, invitedEmail: null, invitePending: true });
    await server.database.prisma.user.update({
      where: { id: userId },
      data: { status: UserStatus.Active },
    });
    const login = await server.post('/api/account/enter/login', { email, password: 'later-secret-5' });
    const token = login.body.session_uuid as string;
    const invitations = await server.get('/api/employee/get-invitations', as(token));
    expect(invitations.body.data).toEqual([
      expect.objectContaining({ company_uuid: company.uuid, role: EmployeeRole.Manager }),
    ]);
    const accepted = await server.post(
      '/api/employee/accept-invitation',
      { company_uuid: company.uuid },
      as(token),
    );
    expect(accepted.body).toEqual({ response: true });
    const list = await server.get('/api/employee/get-list', as(owner.token, company.uuid));
    expect(list.body.data.find((item: { uuid: string }) => item.uuid === invite.body.response)).toMatchObject(
      {
        user_uuid: userId,
        email,
        status: EmployeeStatus.Active,
        invited: false,
      },
    );
  });

  it('records the administrator too when acting as another user', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const user = await server.createUser({ role: SystemRole.NoRole });
    const borrowed = await server.post(
      '/api/admin/login-on-user-session',
      { email: user.email },
      as(admin.token),
    );
    expect(borrowed.status).toBe(200);
    const token = borrowed.body.session_uuid as string;
    const update = await server.post(
      '/api/account/profile/profile-update',
      {
        first_name: 'Acted',
        last_name: 'Upon',
        second_name: 'Person',
        phone: '+393331234567',
        birthday: '1990-04-12',
        sex: 'f',
      },
      as(token),
    );
    expect(update.status).toBe(200);
    const audit = await server.database.prisma.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: 'user.profile-update' },
    });
    expect(audit).toMatchObject({ actorUserId: user.id, impersonatorUserId: admin.user.id });
    const ownAction = await server.database.prisma.auditLog.findFirstOrThrow({
      where: { entityId: user.id, action: 'user.impersonate' },
    });
    expect(ownAction).toMatchObject({ actorUserId: admin.user.id, impersonatorUserId: null });
  });

  it("ends the borrowed session when the administrator's own session ends, by logout or by expiry", async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const user = await server.createUser({ role: SystemRole.NoRole });
    const first = (
      await server.post('/api/admin/login-on-user-session', { email: user.email }, as(admin.token))
    ).body.session_uuid as string;
    expect((await server.get('/api/account/enter/current-session', as(first))).status).toBe(200);
    // The administrator's own session expires while the borrowed one is in use.
    await server.database.prisma.session.updateMany({
      where: { userId: admin.user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await server.get('/api/account/enter/current-session', as(first))).status).toBe(401);
    expect(await server.database.prisma.session.count({ where: { userId: admin.user.id } })).toBe(0);

    const again = await server.signIn(SystemRole.Admin);
    const second = (
      await server.post('/api/admin/login-on-user-session', { email: user.email }, as(again.token))
    ).body.session_uuid as string;
    expect((await server.post('/api/account/enter/logout', {}, as(again.token))).status).toBe(200);
    expect((await server.get('/api/account/enter/current-session', as(second))).status).toBe(401);
  });
});
