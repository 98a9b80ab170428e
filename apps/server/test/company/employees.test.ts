import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CompanyStatus,
  defined,
  EmployeeRole,
  EmployeeStatus,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { INVITATION_EMAILS_PER_RECIPIENT_PER_DAY, INVITATIONS_PER_SENDER_PER_HOUR } from '@backoffice/api';

import { startTestServer, type TestServer } from '../support/test-server';
import { addEmployee, createCompany, lastAudit } from './fixtures';

/** Employees of the X-Company-Uuid company: /api/employee/* (spec 000, section 7 "Company module"). */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Signed = Awaited<ReturnType<TestServer['signIn']>>;

const call = (path: string, token: string | null, company: string | null, body?: unknown) =>
  server.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    token,
    body,
    headers: company ? { 'x-company-uuid': company } : {},
  });

/** A company with a signed-in owner, a signed-in admin employee and a signed-in driver. */
async function team(status: number = CompanyStatus.Active) {
  const owner = await server.signIn();
  const company = await createCompany(server, owner.user.id, { status });
  const ownerRow = await server.prisma.employee.findFirstOrThrow({
    where: { companyId: company.id, userId: owner.user.id },
  });
  const admin = await server.signIn();
  const adminRow = await addEmployee(server, company.id, admin.user.id, EmployeeRole.Admin);
  const driver = await server.signIn();
  const driverRow = await addEmployee(server, company.id, driver.user.id, EmployeeRole.Driver);
  return { company, owner, ownerRow, admin, adminRow, driver, driverRow };
}

/** A plain employee row (no session needed) in the company. */
async function worker(
  companyId: number,
  role: number = EmployeeRole.Driver,
  status: number = EmployeeStatus.Active,
) {
  const user = await server.createUser();
  return { user, row: await addEmployee(server, companyId, user.id, role, status) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const employeeRow = (id: string) => server.prisma.employee.findUniqueOrThrow({ where: { id } });

describe('GET /api/employee/get-list', () => {
  it('lists the employees with the documented fields, owner first, deleted ones hidden', async () => {
    const { company, owner, ownerRow, admin, adminRow, driver, driverRow } = await team();
    const inactive = await worker(company.id, EmployeeRole.Accountant, EmployeeStatus.NotActive);
    await server.prisma.user.update({
      where: { id: inactive.user.id },
      data: { status: UserStatus.NotActive },
    });
    await worker(company.id, EmployeeRole.Manager, EmployeeStatus.Deleted);

    const response = await call('/api/employee/get-list', driver.token, company.uuid);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(4);
    expect(response.body.data[0]).toEqual({
      uuid: ownerRow.id,
      user_uuid: owner.user.id,
      email: owner.user.email,
      first_name: 'Test',
      last_name: expect.any(String),
      role: EmployeeRole.Owner,
      status: EmployeeStatus.Active,
      invited: false,
    });
    // The account's system status is never shown to a company.
    expect(response.body.data[0]).not.toHaveProperty('user_status');
    expect(response.body.data.map((row: { uuid: string }) => row.uuid)).toEqual([
      ownerRow.id,
      adminRow.id,
      inactive.row.id,
      driverRow.id,
    ]);
    expect(response.body.data[2]).toMatchObject({
      role: EmployeeRole.Accountant,
      status: EmployeeStatus.NotActive,
      invited: false,
    });
    expect(admin.user.id).toBe(response.body.data[1].user_uuid);
  });

  it('answers 400 without X-Company-Uuid, 404 for an unknown company, 403 for outsiders, 401 without a session', async () => {
    const { company, driver } = await team();
    expect((await call('/api/employee/get-list', driver.token, null)).status).toBe(400);
    expect((await call('/api/employee/get-list', driver.token, randomUUID())).status).toBe(404);
    const outsider = await server.signIn(SystemRole.Admin);
    expect((await call('/api/employee/get-list', outsider.token, company.uuid)).status).toBe(403);
    expect((await call('/api/employee/get-list', null, company.uuid)).status).toBe(401);
  });
});

/** The calls that change one employee; `expected` is what the row looks like afterwards. */
const changeCalls = [
  {
    path: '/api/employee/update-role',
    extra: { role: EmployeeRole.Accountant },
    expected: { role: EmployeeRole.Accountant },
    action: 'employee.update-role',
  },
  {
    path: '/api/employee/active',
    extra: {},
    expected: { status: EmployeeStatus.Active },
    action: 'employee.activate',
    from: EmployeeStatus.NotActive,
  },
  {
    path: '/api/employee/de-active',
    extra: {},
    expected: { status: EmployeeStatus.NotActive },
    action: 'employee.deactivate',
  },
  {
    path: '/api/employee/delete',
    extra: {},
    expected: { status: EmployeeStatus.Deleted },
    action: 'employee.delete',
  },
] as const;

describe.each(changeCalls)('POST $path', ({ path, extra, expected, action, ...rest }) => {
  const startStatus = 'from' in rest ? rest.from : EmployeeStatus.Active;

  it('lets the owner and an admin employee change an employee: {response: true}, stored, audited', async () => {
    const { company, owner, admin } = await team();
    for (const caller of [owner, admin]) {
      const target = await worker(company.id, EmployeeRole.Driver, startStatus);
      const response = await call(path, caller.token, company.uuid, {
        employee_uuid: target.row.id,
        ...extra,
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ response: true });
      expect(await employeeRow(target.row.id)).toMatchObject(expected);
      const audit = await lastAudit(server, 'Employee', target.row.id);
      expect(audit).toMatchObject({
        action,
        actorUserId: caller.user.id,
        changes: { companyUuid: company.uuid, userUuid: target.user.id },
      });
    }
  });

  it("never changes the owner's row or the caller's own row (403)", async () => {
    const { company, owner, ownerRow, admin, adminRow } = await team();
    const onOwner = await call(path, admin.token, company.uuid, { employee_uuid: ownerRow.id, ...extra });
    expect(onOwner.status).toBe(403);
    expect(onOwner.body.message).toMatch(/owner/);
    const onSelf = await call(path, admin.token, company.uuid, { employee_uuid: adminRow.id, ...extra });
    expect(onSelf.status).toBe(403);
    expect(onSelf.body.message).toMatch(/your own/);
    expect(
      (await call(path, owner.token, company.uuid, { employee_uuid: ownerRow.id, ...extra })).status,
    ).toBe(403);
    expect(await employeeRow(ownerRow.id)).toEqual(ownerRow);
    expect(await employeeRow(adminRow.id)).toEqual(adminRow);
  });

  it('refuses drivers, managers, accountants and inactive admins (403)', async () => {
    const { company } = await team();
    const target = await worker(company.id, EmployeeRole.Driver, startStatus);
    for (const [role, status] of [
      [EmployeeRole.Driver, EmployeeStatus.Active],
      [EmployeeRole.Manager, EmployeeStatus.Active],
      [EmployeeRole.Accountant, EmployeeStatus.Active],
      [EmployeeRole.Admin, EmployeeStatus.NotActive],
    ]) {
      const caller: Signed = await server.signIn();
      await addEmployee(server, company.id, caller.user.id, role, status);
      expect(
        (await call(path, caller.token, company.uuid, { employee_uuid: target.row.id, ...extra })).status,
      ).toBe(403);
    }
    expect(await employeeRow(target.row.id)).toEqual(target.row);
  });

  it('answers 404 for an employee of another company, a deleted or an unknown one', async () => {
    const mine = await team();
    const theirs = await team();
    const foreign = await worker(theirs.company.id, EmployeeRole.Driver, startStatus);
    expect(
      (await call(path, mine.owner.token, mine.company.uuid, { employee_uuid: foreign.row.id, ...extra }))
        .status,
    ).toBe(404);
    expect(await employeeRow(foreign.row.id)).toEqual(foreign.row);
    const removed = await worker(mine.company.id, EmployeeRole.Driver, EmployeeStatus.Deleted);
    expect(
      (await call(path, mine.owner.token, mine.company.uuid, { employee_uuid: removed.row.id, ...extra }))
        .status,
    ).toBe(404);
    expect(
      (await call(path, mine.owner.token, mine.company.uuid, { employee_uuid: randomUUID(), ...extra }))
        .status,
    ).toBe(404);
  });

  it('refuses changes in a banned company (403)', async () => {
    const { company, owner } = await team(CompanyStatus.Banned);
    const target = await worker(company.id, EmployeeRole.Driver, startStatus);
    expect(
      (await call(path, owner.token, company.uuid, { employee_uuid: target.row.id, ...extra })).status,
    ).toBe(403);
  });

  it('rejects a malformed employee_uuid (400); 400 without the header; 401 without a session', async () => {
    const { company, owner } = await team();
    const target = await worker(company.id);
    expect((await call(path, owner.token, company.uuid, { employee_uuid: 'x', ...extra })).status).toBe(400);
    expect((await call(path, owner.token, company.uuid, { ...extra })).status).toBe(400);
    expect((await call(path, owner.token, null, { employee_uuid: target.row.id, ...extra })).status).toBe(
      400,
    );
    expect((await call(path, null, company.uuid, { employee_uuid: target.row.id, ...extra })).status).toBe(
      401,
    );
  });
});

describe('POST /api/employee/update-role', () => {
  it.each([
    [EmployeeRole.Driver],
    [EmployeeRole.Manager],
    [EmployeeRole.Accountant],
    [EmployeeRole.Admin],
    ['1'],
  ])('sets role %s', async (role) => {
    const { company, owner } = await team();
    const target = await worker(
      company.id,
      EmployeeRole.Manager === Number(role) ? EmployeeRole.Driver : EmployeeRole.Manager,
    );
    expect(
      (
        await call('/api/employee/update-role', owner.token, company.uuid, {
          employee_uuid: target.row.id,
          role,
        })
      ).status,
    ).toBe(200);
    expect((await employeeRow(target.row.id)).role).toBe(Number(role));
  });

  it.each([[EmployeeRole.Owner], [5], [-1], ['admin'], [null]])('rejects role %s with 400', async (role) => {
    const { company, owner } = await team();
    const target = await worker(company.id);
    expect(
      (
        await call('/api/employee/update-role', owner.token, company.uuid, {
          employee_uuid: target.row.id,
          role,
        })
      ).status,
    ).toBe(400);
    expect((await employeeRow(target.row.id)).role).toBe(EmployeeRole.Driver);
  });
});

describe('POST /api/employee/delete', () => {
  it('hides the employee from the list', async () => {
    const { company, owner } = await team();
    const target = await worker(company.id);
    await call('/api/employee/delete', owner.token, company.uuid, { employee_uuid: target.row.id });
    const list = await call('/api/employee/get-list', owner.token, company.uuid);
    expect(list.body.data.map((row: { uuid: string }) => row.uuid)).not.toContain(target.row.id);
    expect(list.body.data).toHaveLength(3);
  });
});

describe('POST /api/employee/create', () => {
  it('invites an existing account by email (any case) and answers the employee uuid', async () => {
    const { company, owner } = await team();
    const user = await server.createUser();
    const response = await call('/api/employee/create', owner.token, company.uuid, {
      email: user.email.toUpperCase(),
      role: EmployeeRole.Manager,
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['response']);
    expect(response.body.response).toHaveLength(36);
    expect(await employeeRow(response.body.response)).toMatchObject({
      companyId: company.id,
      userId: user.id,
      role: EmployeeRole.Manager,
      status: EmployeeStatus.NotActive,
      invitePending: true,
    });
    expect(await lastAudit(server, 'Employee', response.body.response)).toMatchObject({
      action: 'employee.invite',
      actorUserId: owner.user.id,
    });
  });

  it('tells the invited user by email, with a link to their invitations, in the language of the inviter', async () => {
    const { company, owner } = await team();
    const user = await server.createUser();
    const response = await server.request('/api/employee/create', {
      token: owner.token,
      headers: { 'x-company-uuid': company.uuid, 'accept-language': 'it-IT' },
      body: { email: user.email, role: EmployeeRole.Driver },
    });
    expect(response.status).toBe(200);
    await server.jobs.drain();
    const caught = await server.mail.waitFor((messages) =>
      messages.some((entry) => entry.to.includes(user.email)),
    );
    const invitation = defined(
      caught.find((entry) => entry.to.includes(user.email)),
      'the invitation mail',
    );
    expect(invitation.subject).toMatch(/^Invito a unirti a /);
    expect(invitation.html).toContain('/company/list');
  });

  it('starts as a driver when the role is sent as 0 or omitted; an admin employee may add too', async () => {
    const { company, admin } = await team();
    for (const body of [{ role: 0 }, {}]) {
      const user = await server.createUser();
      const response = await call('/api/employee/create', admin.token, company.uuid, {
        email: user.email,
        ...body,
      });
      expect(response.status).toBe(200);
      expect((await employeeRow(response.body.response)).role).toBe(EmployeeRole.Driver);
    }
  });

  it('lets a user be an employee of several companies', async () => {
    const first = await team();
    const second = await team();
    const user = await server.createUser();
    expect(
      (
        await call('/api/employee/create', first.owner.token, first.company.uuid, {
          email: user.email,
          role: 0,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('/api/employee/create', second.owner.token, second.company.uuid, {
          email: user.email,
          role: 0,
        })
      ).status,
    ).toBe(200);
    expect(await server.prisma.employee.count({ where: { userId: user.id } })).toBe(2);
  });

  it('answers an address without a live account exactly as an account, and lists both as invitations', async () => {
    const { company, owner } = await team();
    const account = await server.createUser();
    const deleted = await server.createUser({ status: UserStatus.Deleted });
    const nobody = `nobody.${randomUUID()}@example.test`;
    const invite = (email: string) =>
      call('/api/employee/create', owner.token, company.uuid, { email, role: EmployeeRole.Manager });
    const answers = [await invite(account.email), await invite(nobody), await invite(deleted.email)];
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { response: expect.stringMatching(UUID) },
      });
    }
    const list = await call('/api/employee/get-list', owner.token, company.uuid);
    const rows = answers.map((answer) =>
      list.body.data.find((row: { uuid: string }) => row.uuid === answer.body.response),
    );
    const pending = (email: string) => ({
      uuid: expect.stringMatching(UUID),
      user_uuid: '',
      email,
      first_name: '',
      last_name: '',
      role: EmployeeRole.Manager,
      status: EmployeeStatus.NotActive,
      invited: true,
    });
    expect(rows).toEqual([pending(account.email), pending(nobody), pending(deleted.email)]);
    // Invitations are ordered by the address alone, never by an invited account's hidden name.
    const shown = list.body.data.filter((row: { invited: boolean }) => row.invited);
    expect(shown.map((row: { email: string }) => row.email)).toEqual(
      [account.email, nobody, deleted.email].sort((a, b) => a.localeCompare(b, 'en')),
    );
    // Asked again, both refuse alike; removed, both are invited again alike.
    const again = [await invite(account.email), await invite(nobody)];
    expect(again.map((answer) => [answer.status, answer.body.message])).toEqual([
      [409, 'This user is already an employee'],
      [409, 'This user is already an employee'],
    ]);
    for (const answer of answers.slice(0, 2)) {
      const removed = await call('/api/employee/delete', owner.token, company.uuid, {
        employee_uuid: answer.body.response,
      });
      expect(removed.status).toBe(200);
    }
    const revived = [await invite(account.email), await invite(nobody)];
    expect(revived.map((answer) => [answer.status, answer.body.response])).toEqual([
      [200, defined(answers[0], 'answers[0]').body.response],
      [200, defined(answers[1], 'answers[1]').body.response],
    ]);
  });

  it('invites an address without an account to register, and emails nothing to a deleted account', async () => {
    const { company, owner } = await team();
    const deleted = await server.createUser({ status: UserStatus.Deleted });
    const nobody = `newcomer.${randomUUID()}@example.test`;
    for (const email of [nobody, deleted.email]) {
      expect((await call('/api/employee/create', owner.token, company.uuid, { email, role: 0 })).status).toBe(
        200,
      );
    }
    await server.jobs.drain();
    const caught = await server.mail.waitFor((messages) =>
      messages.some((entry) => entry.to.includes(nobody)),
    );
    const invitation = defined(
      caught.find((entry) => entry.to.includes(nobody)),
      'the invitation mail',
    );
    expect(invitation.subject).toBe(`You are invited to join ${company.name}`);
    expect(invitation.html).toContain('/enter/registration');
    expect(await server.prisma.emailMessage.count({ where: { to: deleted.email } })).toBe(0);
  });

  it(`lets one person send ${INVITATIONS_PER_SENDER_PER_HOUR} invitations an hour, then answers 429 with Retry-After`, async () => {
    const { company, owner, admin } = await team();
    for (let index = 0; index < INVITATIONS_PER_SENDER_PER_HOUR; index += 1) {
      const email = `flood.${index}.${randomUUID()}@example.test`;
      expect((await call('/api/employee/create', owner.token, company.uuid, { email, role: 0 })).status).toBe(
        200,
      );
    }
    const beyond = `flood.beyond.${randomUUID()}@example.test`;
    const blocked = await call('/api/employee/create', owner.token, company.uuid, { email: beyond, role: 0 });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await server.prisma.employee.count({ where: { invitedEmail: beyond } })).toBe(0);
    // The limit is the sender's: another manager of the company still invites.
    expect(
      (await call('/api/employee/create', admin.token, company.uuid, { email: beyond, role: 0 })).status,
    ).toBe(200);
  });

  it(`emails one address at most ${INVITATION_EMAILS_PER_RECIPIENT_PER_DAY} invitations a day, however often and by whom it is invited`, async () => {
    const first = await team();
    const second = await team();
    const user = await server.createUser();
    for (let round = 0; round < 3; round += 1) {
      for (const { company, owner } of [first, second]) {
        const invited = await call('/api/employee/create', owner.token, company.uuid, {
          email: user.email,
          role: 0,
        });
        expect(invited.status).toBe(200);
        const removed = await call('/api/employee/delete', owner.token, company.uuid, {
          employee_uuid: invited.body.response,
        });
        expect(removed.status).toBe(200);
      }
    }
    await server.jobs.drain();
    const toUser = (messages: readonly { to: string[] }[]) =>
      messages.filter((entry) => entry.to.includes(user.email));
    await server.mail.waitFor(
      (messages) => toUser(messages).length >= INVITATION_EMAILS_PER_RECIPIENT_PER_DAY,
    );
    expect(await server.prisma.emailMessage.count({ where: { to: user.email } })).toBe(
      INVITATION_EMAILS_PER_RECIPIENT_PER_DAY,
    );
    expect(toUser(server.mail.messages)).toHaveLength(INVITATION_EMAILS_PER_RECIPIENT_PER_DAY);
  });

  it('answers 409 for someone already an employee, active or not (including the owner)', async () => {
    const { company, owner, driver, admin } = await team();
    const inactive = await worker(company.id, EmployeeRole.Driver, EmployeeStatus.NotActive);
    for (const email of [driver.user.email, inactive.user.email, owner.user.email, admin.user.email]) {
      const response = await call('/api/employee/create', owner.token, company.uuid, { email, role: 0 });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe('This user is already an employee');
    }
    expect(await employeeRow(inactive.row.id)).toEqual(inactive.row);
  });

  it('revives a previously deleted employee row as a new invitation with the new role', async () => {
    const { company, owner } = await team();
    const removed = await worker(company.id, EmployeeRole.Accountant, EmployeeStatus.Deleted);
    const response = await call('/api/employee/create', owner.token, company.uuid, {
      email: removed.user.email,
      role: EmployeeRole.Manager,
    });
    expect(response.status).toBe(200);
    expect(response.body.response).toBe(removed.row.id);
    expect(await employeeRow(removed.row.id)).toMatchObject({
      role: EmployeeRole.Manager,
      status: EmployeeStatus.NotActive,
      invitePending: true,
    });
    expect(await lastAudit(server, 'Employee', removed.row.id)).toMatchObject({
      action: 'employee.reinvite',
    });
  });

  it.each([
    ['an invalid email', { email: 'not-an-email', role: 0 }],
    ['an empty email', { email: '', role: 0 }],
    ['an email over 128', { email: `${'a'.repeat(117)}@example.com`, role: 0 }],
    ['the owner role', { email: 'someone@example.test', role: EmployeeRole.Owner }],
    ['an unknown role', { email: 'someone@example.test', role: 9 }],
  ])('rejects %s with 400', async (_name, body) => {
    const { company, owner } = await team();
    expect((await call('/api/employee/create', owner.token, company.uuid, body)).status).toBe(400);
  });

  it('refuses drivers (403), banned companies (403), outsiders (403), no header (400), no session (401)', async () => {
    const { company, driver, owner } = await team();
    const user = await server.createUser();
    expect(
      (await call('/api/employee/create', driver.token, company.uuid, { email: user.email, role: 0 })).status,
    ).toBe(403);
    const outsider = await server.signIn(SystemRole.SuperAdmin);
    expect(
      (await call('/api/employee/create', outsider.token, company.uuid, { email: user.email, role: 0 }))
        .status,
    ).toBe(403);
    expect(
      (await call('/api/employee/create', owner.token, null, { email: user.email, role: 0 })).status,
    ).toBe(400);
    expect(
      (await call('/api/employee/create', null, company.uuid, { email: user.email, role: 0 })).status,
    ).toBe(401);
    const banned = await team(CompanyStatus.Banned);
    expect(
      (
        await call('/api/employee/create', banned.owner.token, banned.company.uuid, {
          email: user.email,
          role: 0,
        })
      ).status,
    ).toBe(403);
    expect(await server.prisma.employee.count({ where: { userId: user.id } })).toBe(0);
  });
});
