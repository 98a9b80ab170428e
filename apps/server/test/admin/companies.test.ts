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

import { addEmployee, createCompany, lastAudit } from '../company/fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

/** Company administration: /api/admin/get-companies ... /api/admin/update-owner-company (spec 000, section 7). */
let server: TestServer;
let admin: Awaited<ReturnType<TestServer['signIn']>>;
let chiefAgent: Awaited<ReturnType<TestServer['signIn']>>;
let owner: { id: string; email: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(SystemRole.Admin);
  chiefAgent = await server.signIn(SystemRole.ChiefAgent);
  owner = await server.createUser();
});
afterAll(() => server.close());

const post = (path: string, token: string | null, body: unknown) =>
  server.request(path, { method: 'POST', token, body });
const companyRow = (uuid: string) => server.prisma.company.findUniqueOrThrow({ where: { uuid } });

describe('POST /api/admin/get-companies', () => {
  const tag = `qx${randomUUID().slice(0, 6)}`;
  let alpha: Awaited<ReturnType<typeof createCompany>>;
  let beta: Awaited<ReturnType<typeof createCompany>>;
  let banned: Awaited<ReturnType<typeof createCompany>>;

  beforeAll(async () => {
    alpha = await createCompany(server, owner.id, {
      name: `Alpha ${tag}`,
      inn: '7700000001',
      ogrn: '1027700000001',
    });
    await server.prisma.company.update({
      where: { id: alpha.id },
      data: {
        officialAddress: 'Москва',
        address: 'Milano',
        bankRs: '40702810900000012345',
        bik: '044525225',
        bankKs: '30101810400000000225',
      },
    });
    beta = await createCompany(server, owner.id, {
      name: `Beta ${tag}`,
      status: CompanyStatus.NotActive,
      ceoFullName: `Director${tag}`,
    });
    banned = await createCompany(server, owner.id, {
      name: `Gamma ${tag}`,
      status: CompanyStatus.Banned,
      bankName: `Bank${tag}`,
    });
    await createCompany(server, owner.id, {
      name: `Deleted ${tag}`,
      status: CompanyStatus.Deleted,
      deletedAt: new Date(),
    });
  });

  it('answers every column of the admin list, the admin status names and the total; deleted companies are hidden', async () => {
    const response = await post('/api/admin/get-companies', admin.token, {
      limit: '100',
      offset: '0',
      search: tag,
    });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.data.map((row: { name: string }) => row.name)).toEqual([
      `Alpha ${tag}`,
      `Beta ${tag}`,
      `Gamma ${tag}`,
    ]);
    expect(response.body.data[0]).toEqual({
      company_uuid: alpha.uuid,
      uuid: alpha.uuid,
      id: alpha.id,
      name: `Alpha ${tag}`,
      offical_name: 'ООО Тест',
      inn: '7700000001',
      offical_inn: '7700000001',
      ogrn: '1027700000001',
      offical_ogrn: '1027700000001',
      address: 'Milano',
      offical_address: 'Москва',
      ceo_full_name: 'Giuseppe Verdi',
      company_email: '',
      company_phone: '',
      bank_rs: '40702810900000012345',
      bik: '044525225',
      bank_ks: '30101810400000000225',
      bank_name: 'UniCredit',
      status: 'Active',
      owner_uuid: owner.id,
      owner_email: owner.email,
    });
    expect(response.body.data.map((row: { status: string }) => row.status)).toEqual([
      'Active',
      'NoActive',
      'Banned',
    ]);
  });

  it('searches the name, official name, INN, OGRN, director and bank', async () => {
    const search = async (text: string) =>
      (
        await post('/api/admin/get-companies', admin.token, { limit: '100', offset: '0', search: text })
      ).body.data.map((row: { company_uuid: string }) => row.company_uuid);
    expect(await search(`BETA ${tag}`)).toEqual([beta.uuid]);
    expect(await search('7700000001')).toEqual([alpha.uuid]);
    expect(await search('1027700000001')).toEqual([alpha.uuid]);
    expect(await search(`director${tag}`)).toEqual([beta.uuid]);
    expect(await search(`bank${tag}`)).toEqual([banned.uuid]);
    expect(await search(`${tag} ооо тест`)).toHaveLength(3);
    expect(await search(`Deleted ${tag}`)).toEqual([]);
  });

  it('pages with limit and offset (strings or numbers) and sorts', async () => {
    const page = await post('/api/admin/get-companies', admin.token, { limit: 1, offset: '1', search: tag });
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((row: { company_uuid: string }) => row.company_uuid)).toEqual([beta.uuid]);
    const sorted = await post('/api/admin/get-companies', admin.token, {
      search: tag,
      sort: 'name',
      direction: 'desc',
    });
    expect(sorted.body.data.map((row: { company_uuid: string }) => row.company_uuid)).toEqual([
      banned.uuid,
      beta.uuid,
      alpha.uuid,
    ]);
  });

  it('accepts an empty body (first page, 15 rows)', async () => {
    await Promise.all(Array.from({ length: 14 }, () => createCompany(server, owner.id)));
    const response = await post('/api/admin/get-companies', admin.token, {});
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(15);
    expect(response.body.total).toBeGreaterThanOrEqual(17);
  });

  it.each([
    ['limit 0', { limit: '0' }],
    ['limit over 100', { limit: '101' }],
    ['a negative offset', { offset: '-1' }],
    ['a non-numeric limit', { limit: 'all' }],
    ['an unknown sort', { sort: 'owner_password' }],
    ['a search over 128 characters', { search: 'x'.repeat(129) }],
  ])('rejects %s with 400', async (_name, body) => {
    expect((await post('/api/admin/get-companies', admin.token, body)).status).toBe(400);
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    expect((await post('/api/admin/get-companies', null, {})).status).toBe(401);
    expect((await post('/api/admin/get-companies', chiefAgent.token, {})).status).toBe(403);
  });
});

describe('POST /api/admin/get-company', () => {
  it('answers the company in data', async () => {
    const company = await createCompany(server, owner.id, { name: 'Singola' });
    const response = await post('/api/admin/get-company', admin.token, { company_uuid: company.uuid });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      company_uuid: company.uuid,
      id: company.id,
      name: 'Singola',
      status: 'Active',
      owner_email: owner.email,
    });
  });

  it('answers 404 for unknown and deleted companies, 400 for a malformed uuid', async () => {
    expect((await post('/api/admin/get-company', admin.token, { company_uuid: randomUUID() })).status).toBe(
      404,
    );
    const deleted = await createCompany(server, owner.id, {
      status: CompanyStatus.Deleted,
      deletedAt: new Date(),
    });
    expect((await post('/api/admin/get-company', admin.token, { company_uuid: deleted.uuid })).status).toBe(
      404,
    );
    expect((await post('/api/admin/get-company', admin.token, { company_uuid: 'abc' })).status).toBe(400);
  });

  it('refuses no session (401) and a chief agent (403)', async () => {
    const company = await createCompany(server, owner.id);
    expect((await post('/api/admin/get-company', null, { company_uuid: company.uuid })).status).toBe(401);
    expect(
      (await post('/api/admin/get-company', chiefAgent.token, { company_uuid: company.uuid })).status,
    ).toBe(403);
  });
});

/** The three info calls share their checks: happy path, each field rule, 404, 401, 403. */
const infoCalls = [
  {
    path: '/api/admin/change-company-legal-info',
    action: 'company.admin-change-legal-info',
    valid: {
      offical_name: 'ООО Ромашка',
      offical_address: 'Москва, ул. Ленина, 1',
      address: 'Milano, Via Roma 2',
      inn: '770123456789',
      ogrn: '304500116000157',
    },
    stored: {
      officialName: 'ООО Ромашка',
      officialAddress: 'Москва, ул. Ленина, 1',
      address: 'Milano, Via Roma 2',
      inn: '770123456789',
      ogrn: '304500116000157',
    },
    invalid: [
      ['offical_name of 1 character', { offical_name: 'A' }],
      ['offical_name over 128', { offical_name: 'A'.repeat(129) }],
      ['an empty offical_address', { offical_address: '' }],
      ['offical_address over 128', { offical_address: 'A'.repeat(129) }],
      ['address over 128', { address: 'A'.repeat(129) }],
      ['an INN of 11 digits', { inn: '77012345678' }],
      ['an INN of 9 digits', { inn: '770123456' }],
      ['an INN with letters', { inn: '77012345ab' }],
      ['an OGRN of 14 digits', { ogrn: '30450011600015' }],
      ['an OGRN of 16 digits', { ogrn: '3045001160001577' }],
      ['an OGRN of 12 digits', { ogrn: '304500116000' }],
    ],
  },
  {
    path: '/api/admin/change-company-contact-info',
    action: 'company.admin-change-contact-info',
    valid: {
      ceo_full_name: 'Mario Rossi',
      company_email: 'info@rossi.example.com',
      company_phone: '+39 02 1234 5678',
    },
    stored: {
      ceoFullName: 'Mario Rossi',
      companyEmail: 'info@rossi.example.com',
      companyPhone: '+39 02 1234 5678',
    },
    invalid: [
      ['a director name over 64', { ceo_full_name: 'M'.repeat(65) }],
      ['an empty director name', { ceo_full_name: '' }],
      ['an invalid email', { company_email: 'info-at-rossi' }],
      ['an email over 64', { company_email: `${'a'.repeat(53)}@example.com` }],
      ['a phone over 24', { company_phone: '1'.repeat(25) }],
    ],
  },
  {
    path: '/api/admin/change-company-bank-info',
    action: 'company.admin-change-bank-info',
    valid: {
      bank_rs: '40702810900000012345',
      bik: '044525225',
      bank_ks: '30101810400000000225',
      bank_name: 'Banca Intesa',
    },
    stored: {
      bankRs: '40702810900000012345',
      bik: '044525225',
      bankKs: '30101810400000000225',
      bankName: 'Banca Intesa',
    },
    invalid: [
      ['a settlement account of 19 digits', { bank_rs: '4070281090000001234' }],
      ['a settlement account of 21 digits', { bank_rs: '407028109000000123456' }],
      ['a settlement account with letters', { bank_rs: '4070281090000001234x' }],
      ['a BIK of 8 digits', { bik: '04452522' }],
      ['a BIK of 10 digits', { bik: '0445252251' }],
      ['a correspondent account of 19 digits', { bank_ks: '3010181040000000022' }],
      ['a bank name over 64', { bank_name: 'B'.repeat(65) }],
      ['an empty bank name', { bank_name: '' }],
    ],
  },
] as const;

for (const call of infoCalls) {
  describe(`POST ${call.path}`, () => {
    it('changes the fields, answers {response: true} and records the changed fields', async () => {
      const company = await createCompany(server, owner.id);
      const response = await post(call.path, admin.token, { company_uuid: company.uuid, ...call.valid });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ response: true });
      expect(await companyRow(company.uuid)).toMatchObject(call.stored);
      const audit = defined(await lastAudit(server, 'Company', company.uuid), 'audit');
      expect(audit).toMatchObject({ action: call.action, actorUserId: admin.user.id });
      for (const [field, value] of Object.entries(call.stored)) {
        expect((audit.changes as Record<string, { to: unknown }>)[field]?.to).toBe(value);
      }
    });

    for (const [name, override] of call.invalid) {
      it(`rejects ${name} with 400 and changes nothing`, async () => {
        const company = await createCompany(server, owner.id);
        const response = await post(call.path, admin.token, {
          company_uuid: company.uuid,
          ...call.valid,
          ...override,
        });
        expect(response.status).toBe(400);
        expect(response.body.issues?.length).toBeGreaterThan(0);
        expect(await companyRow(company.uuid)).toEqual(company);
      });
    }

    it('answers 404 for unknown and deleted companies', async () => {
      expect((await post(call.path, admin.token, { company_uuid: randomUUID(), ...call.valid })).status).toBe(
        404,
      );
      const deleted = await createCompany(server, owner.id, {
        status: CompanyStatus.Deleted,
        deletedAt: new Date(),
      });
      expect((await post(call.path, admin.token, { company_uuid: deleted.uuid, ...call.valid })).status).toBe(
        404,
      );
    });

    it('refuses no session (401) and a chief agent (403)', async () => {
      const company = await createCompany(server, owner.id);
      expect((await post(call.path, null, { company_uuid: company.uuid, ...call.valid })).status).toBe(401);
      expect(
        (await post(call.path, chiefAgent.token, { company_uuid: company.uuid, ...call.valid })).status,
      ).toBe(403);
      expect(await companyRow(company.uuid)).toEqual(company);
    });
  });
}

describe('POST /api/admin/change-company-status', () => {
  it.each([
    ['NoActive', CompanyStatus.NotActive],
    ['Banned', CompanyStatus.Banned],
    ['Active', CompanyStatus.Active],
  ])('sets %s', async (status, stored) => {
    const company = await createCompany(server, owner.id, {
      status: stored === CompanyStatus.Active ? CompanyStatus.Banned : CompanyStatus.Active,
    });
    const response = await post('/api/admin/change-company-status', admin.token, {
      company_uuid: company.uuid,
      status,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await companyRow(company.uuid)).status).toBe(stored);
    const read = await post('/api/admin/get-company', admin.token, { company_uuid: company.uuid });
    expect(read.body.data.status).toBe(status);
    expect(await lastAudit(server, 'Company', company.uuid)).toMatchObject({
      action: 'company.admin-change-status',
    });
  });

  it.each([['Deleted'], ['active'], [1], ['']])('rejects status %s with 400', async (status) => {
    const company = await createCompany(server, owner.id);
    expect(
      (await post('/api/admin/change-company-status', admin.token, { company_uuid: company.uuid, status }))
        .status,
    ).toBe(400);
  });

  it('answers 404 for an unknown company; refuses no session (401) and a chief agent (403)', async () => {
    expect(
      (
        await post('/api/admin/change-company-status', admin.token, {
          company_uuid: randomUUID(),
          status: 'Banned',
        })
      ).status,
    ).toBe(404);
    const company = await createCompany(server, owner.id);
    expect(
      (await post('/api/admin/change-company-status', null, { company_uuid: company.uuid, status: 'Banned' }))
        .status,
    ).toBe(401);
    expect(
      (
        await post('/api/admin/change-company-status', chiefAgent.token, {
          company_uuid: company.uuid,
          status: 'Banned',
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/delete-company', () => {
  it('soft-deletes: status deleted, deletedAt set, hidden from the lists and the company module', async () => {
    const member = await server.signIn();
    const company = await createCompany(server, member.user.id, {
      name: `Doomed ${randomUUID().slice(0, 6)}`,
    });
    const response = await post('/api/admin/delete-company', admin.token, { company_uuid: company.uuid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    const stored = await companyRow(company.uuid);
    expect(stored.status).toBe(CompanyStatus.Deleted);
    expect(stored.deletedAt).toBeInstanceOf(Date);
    const list = await post('/api/admin/get-companies', admin.token, { search: company.name });
    expect(list.body.total).toBe(0);
    const own = await server.request('/api/company/get-list', { token: member.token });
    expect(own.body.total).toBe(0);
    const module = await server.request('/api/company/get', {
      token: member.token,
      headers: { 'x-company-uuid': company.uuid },
    });
    expect(module.status).toBe(404);
    expect(await lastAudit(server, 'Company', company.uuid)).toMatchObject({
      action: 'company.admin-delete',
      changes: { status: { from: CompanyStatus.Active, to: CompanyStatus.Deleted } },
    });
    expect(
      (await post('/api/admin/delete-company', admin.token, { company_uuid: company.uuid })).status,
    ).toBe(404);
    expect(
      (
        await post('/api/admin/change-company-status', admin.token, {
          company_uuid: company.uuid,
          status: 'Active',
        })
      ).status,
    ).toBe(404);
  });

  it('answers 404 for an unknown company, 400 for a malformed uuid; refuses no session (401) and a chief agent (403)', async () => {
    expect(
      (await post('/api/admin/delete-company', admin.token, { company_uuid: randomUUID() })).status,
    ).toBe(404);
    expect((await post('/api/admin/delete-company', admin.token, { company_uuid: 'x' })).status).toBe(400);
    const company = await createCompany(server, owner.id);
    expect((await post('/api/admin/delete-company', null, { company_uuid: company.uuid })).status).toBe(401);
    expect(
      (await post('/api/admin/delete-company', chiefAgent.token, { company_uuid: company.uuid })).status,
    ).toBe(403);
    expect((await companyRow(company.uuid)).status).toBe(CompanyStatus.Active);
  });
});

describe('POST /api/admin/update-owner-company', () => {
  const employeesOf = async (companyId: number) =>
    Object.fromEntries(
      (await server.prisma.employee.findMany({ where: { companyId } })).map((row) => [
        row.userId,
        { role: row.role, status: row.status },
      ]),
    );

  it('makes a new user the owner employee and the old owner an admin employee, in one go', async () => {
    const oldOwner = await server.createUser();
    const newOwner = await server.createUser();
    const company = await createCompany(server, oldOwner.id);
    const response = await post('/api/admin/update-owner-company', admin.token, {
      company_uuid: company.uuid,
      user_uuid: newOwner.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await companyRow(company.uuid)).ownerUserId).toBe(newOwner.id);
    expect(await employeesOf(company.id)).toEqual({
      [oldOwner.id]: { role: EmployeeRole.Admin, status: EmployeeStatus.Active },
      [newOwner.id]: { role: EmployeeRole.Owner, status: EmployeeStatus.Active },
    });
    expect(await lastAudit(server, 'Company', company.uuid)).toMatchObject({
      action: 'company.admin-change-owner',
      changes: { ownerUserId: { from: oldOwner.id, to: newOwner.id } },
    });
    const read = await post('/api/admin/get-company', admin.token, { company_uuid: company.uuid });
    expect(read.body.data.owner_email).toBe(newOwner.email);
  });

  it('promotes and reactivates an existing (even deleted) employee row', async () => {
    const oldOwner = await server.createUser();
    const newOwner = await server.createUser();
    const company = await createCompany(server, oldOwner.id);
    await addEmployee(server, company.id, newOwner.id, EmployeeRole.Driver, EmployeeStatus.Deleted);
    expect(
      (
        await post('/api/admin/update-owner-company', admin.token, {
          company_uuid: company.uuid,
          user_uuid: newOwner.id,
        })
      ).status,
    ).toBe(200);
    expect(await employeesOf(company.id)).toEqual({
      [oldOwner.id]: { role: EmployeeRole.Admin, status: EmployeeStatus.Active },
      [newOwner.id]: { role: EmployeeRole.Owner, status: EmployeeStatus.Active },
    });
    expect(await server.prisma.employee.count({ where: { companyId: company.id } })).toBe(2);
  });

  it('answers 404 for an unknown or deleted user and an unknown company', async () => {
    const company = await createCompany(server, owner.id);
    expect(
      (
        await post('/api/admin/update-owner-company', admin.token, {
          company_uuid: company.uuid,
          user_uuid: randomUUID(),
        })
      ).status,
    ).toBe(404);
    const deleted = await server.createUser({ status: UserStatus.Deleted });
    expect(
      (
        await post('/api/admin/update-owner-company', admin.token, {
          company_uuid: company.uuid,
          user_uuid: deleted.id,
        })
      ).status,
    ).toBe(404);
    const user = await server.createUser();
    expect(
      (
        await post('/api/admin/update-owner-company', admin.token, {
          company_uuid: randomUUID(),
          user_uuid: user.id,
        })
      ).status,
    ).toBe(404);
    expect((await companyRow(company.uuid)).ownerUserId).toBe(owner.id);
  });

  it('rejects malformed ids with 400; refuses no session (401) and a chief agent (403)', async () => {
    const company = await createCompany(server, owner.id);
    const user = await server.createUser();
    expect(
      (
        await post('/api/admin/update-owner-company', admin.token, {
          company_uuid: company.uuid,
          user_uuid: 'x',
        })
      ).status,
    ).toBe(400);
    expect(
      (await post('/api/admin/update-owner-company', admin.token, { company_uuid: company.uuid })).status,
    ).toBe(400);
    expect(
      (
        await post('/api/admin/update-owner-company', null, {
          company_uuid: company.uuid,
          user_uuid: user.id,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await post('/api/admin/update-owner-company', chiefAgent.token, {
          company_uuid: company.uuid,
          user_uuid: user.id,
        })
      ).status,
    ).toBe(403);
    expect((await companyRow(company.uuid)).ownerUserId).toBe(owner.id);
  });
});
