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

import { startTestServer, type TestServer } from '../support/test-server';
import {
  addEmployee,
  createCompany,
  lastAudit,
  validBank,
  validCompany,
  validContact,
  validLegal,
} from './fixtures';

/** The company module: /api/company/* (spec 000, section 7 "Company module"). */
let server: TestServer;
let owner: Awaited<ReturnType<TestServer['signIn']>>;
let outsider: Awaited<ReturnType<TestServer['signIn']>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn(SystemRole.NoRole);
  outsider = await server.signIn(SystemRole.SuperAdmin);
});
afterAll(() => server.close());

/** A company-module call: the company goes in X-Company-Uuid. */
const call = (path: string, init: { token?: string | null; company?: string | null; body?: unknown } = {}) =>
  server.request(path, {
    method: init.body === undefined ? 'GET' : 'POST',
    token: init.token === undefined ? owner.token : init.token,
    body: init.body,
    headers: init.company ? { 'x-company-uuid': init.company } : {},
  });

/** A signed-in employee of `companyId` with the given role and status. */
async function employeeOf(companyId: number, role: number, status: number = EmployeeStatus.Active) {
  const signed = await server.signIn(SystemRole.NoRole);
  await addEmployee(server, companyId, signed.user.id, role, status);
  return signed;
}

describe('POST /api/company/create', () => {
  it('creates an active company owned by the caller and answers its uuid', async () => {
    const response = await call('/api/company/create', { body: validCompany, company: null });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['response']);
    expect(response.body.response).toMatch(/^[0-9a-f-]{36}$/);
    const company = await server.prisma.company.findUniqueOrThrow({
      where: { uuid: response.body.response },
    });
    expect(company).toMatchObject({
      name: validCompany.name,
      officialName: validCompany.offical_name,
      inn: validCompany.offical_inn,
      ogrn: validCompany.offical_ogrn,
      status: CompanyStatus.Active,
      ownerUserId: owner.user.id,
    });
    const employees = await server.prisma.employee.findMany({ where: { companyId: company.id } });
    expect(employees.map(({ userId, role, status }) => ({ userId, role, status }))).toEqual([
      { userId: owner.user.id, role: EmployeeRole.Owner, status: EmployeeStatus.Active },
    ]);
    const audit = defined(await lastAudit(server, 'Company', company.uuid), 'audit');
    expect(audit).toMatchObject({ action: 'company.create', actorUserId: owner.user.id });
    expect(defined((audit.changes as Record<string, { to: unknown }>).inn, 'the change of inn').to).toBe(
      validCompany.offical_inn,
    );
  });

  it('accepts 12-digit INN and 15-digit OGRN, and 2 / 128 character names', async () => {
    const body = {
      name: 'AB',
      offical_name: 'Щ'.repeat(128),
      offical_inn: '770123456789',
      offical_ogrn: '304500116000157',
    };
    expect((await call('/api/company/create', { body })).status).toBe(200);
  });

  it('stores the contact and finance groups sent with the company, in the same call, and audits them', async () => {
    const body = { ...validCompany, ...validContact, ...validBank };
    const response = await call('/api/company/create', { body });
    expect(response.status).toBe(200);
    const uuid = response.body.response as string;
    const contact = await call('/api/company/get-contact-info', { company: uuid });
    expect(contact.status).toBe(200);
    expect(contact.body).toEqual({ data: validContact });
    const bank = await call('/api/company/get-bank-info', { company: uuid });
    expect(bank.status).toBe(200);
    expect(bank.body).toEqual({ data: validBank });
    const audit = defined(await lastAudit(server, 'Company', uuid), 'audit');
    const changes = audit.changes as Record<string, { to: unknown }>;
    expect(defined(changes.bik, 'changes.bik').to).toBe(validBank.bik);
    expect(defined(changes.companyEmail, 'changes.companyEmail').to).toBe(validContact.company_email);
  });

  it.each([
    ['a BIK of 8 digits', { bik: '04452522' }],
    ['an invalid contact email', { company_email: 'not-an-email' }],
    ['a settlement account of 19 digits', { bank_rs: '4070281090000001234' }],
  ])('rejects all groups with %s with 400 and creates no company', async (_name, override) => {
    const before = await server.prisma.company.count();
    const response = await call('/api/company/create', {
      body: { ...validCompany, ...validContact, ...validBank, ...override },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_REQUEST', issues: expect.any(Array) });
    expect(await server.prisma.company.count()).toBe(before);
  });

  it.each([
    ['a name of 1 character', { name: 'A' }],
    ['a name over 128', { name: 'A'.repeat(129) }],
    ['a missing name', { name: undefined }],
    ['an offical_name of 1 character', { offical_name: 'Б' }],
    ['an offical_name over 128', { offical_name: 'Б'.repeat(129) }],
    ['an INN of 11 digits', { offical_inn: '77012345678' }],
    ['an INN of 13 digits', { offical_inn: '7701234567890' }],
    ['an INN with letters', { offical_inn: '770123456a' }],
    ['an OGRN of 14 digits', { offical_ogrn: '10277001321951' }],
    ['an OGRN of 16 digits', { offical_ogrn: '1027700132195123' }],
    ['an OGRN of 12 digits', { offical_ogrn: '102770013219' }],
  ])('rejects %s with 400 and creates nothing', async (_name, override) => {
    const before = await server.prisma.company.count();
    const response = await call('/api/company/create', { body: { ...validCompany, ...override } });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_REQUEST', issues: expect.any(Array) });
    expect(await server.prisma.company.count()).toBe(before);
  });

  it('refuses no session (401) and an account waiting for activation (403)', async () => {
    expect((await call('/api/company/create', { token: null, body: validCompany })).status).toBe(401);
    const waiting = await server.signIn(SystemRole.NoRole, UserStatus.Created);
    expect((await call('/api/company/create', { token: waiting.token, body: validCompany })).status).toBe(
      403,
    );
  });
});

describe('GET /api/company/get-list', () => {
  it("lists the caller's companies only: owned or active employee, not deleted", async () => {
    const member = await server.signIn();
    const other = await server.createUser();
    const owned = await createCompany(server, member.user.id, { name: 'A owned' });
    const employed = await createCompany(server, other.id, {
      name: 'B employed',
      status: CompanyStatus.Banned,
    });
    await addEmployee(server, employed.id, member.user.id, EmployeeRole.Driver);
    const inactive = await createCompany(server, other.id, { name: 'C inactive employee' });
    await addEmployee(server, inactive.id, member.user.id, EmployeeRole.Manager, EmployeeStatus.NotActive);
    const removed = await createCompany(server, other.id, { name: 'D deleted employee' });
    await addEmployee(server, removed.id, member.user.id, EmployeeRole.Manager, EmployeeStatus.Deleted);
    await createCompany(server, member.user.id, {
      name: 'E deleted company',
      status: CompanyStatus.Deleted,
      deletedAt: new Date(),
    });
    await createCompany(server, other.id, { name: 'F not mine' });

    const response = await call('/api/company/get-list', { token: member.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [
        {
          id: owned.id,
          uuid: owned.uuid,
          company_uuid: owned.uuid,
          name: 'A owned',
          status: CompanyStatus.Active,
        },
        {
          id: employed.id,
          uuid: employed.uuid,
          company_uuid: employed.uuid,
          name: 'B employed',
          status: CompanyStatus.Banned,
        },
      ],
      total: 2,
    });
  });

  it('pages with page and pageSize (15 by default) and sorts', async () => {
    const member = await server.signIn();
    const companies = [];
    for (let index = 0; index < 17; index += 1) {
      companies.push(
        await createCompany(server, member.user.id, { name: `Company ${String(index).padStart(2, '0')}` }),
      );
    }
    const first = await call('/api/company/get-list', { token: member.token });
    expect(first.body.data).toHaveLength(15);
    expect(first.body.total).toBe(17);
    const second = await call('/api/company/get-list?page=2', { token: member.token });
    expect(second.body.data.map((row: { id: number }) => row.id)).toEqual([
      defined(companies[15], 'companies[15]').id,
      defined(companies[16], 'companies[16]').id,
    ]);
    const byName = await call('/api/company/get-list?sort=name&direction=desc&pageSize=1', {
      token: member.token,
    });
    expect(byName.body.data.map((row: { name: string }) => row.name)).toEqual(['Company 16']);
    expect((await call('/api/company/get-list?pageSize=101', { token: member.token })).status).toBe(400);
    expect((await call('/api/company/get-list?sort=inn', { token: member.token })).status).toBe(400);
  });

  it('refuses no session (401)', async () => {
    expect((await call('/api/company/get-list', { token: null })).status).toBe(401);
  });
});

/** Every call that acts on the X-Company-Uuid company. */
const scopedCalls: Array<{ path: string; body?: unknown }> = [
  { path: '/api/company/get' },
  { path: '/api/company/get-legal-info' },
  { path: '/api/company/get-contact-info' },
  { path: '/api/company/get-bank-info' },
  { path: '/api/company/update-legal-info', body: validLegal },
  { path: '/api/company/update-contact-info', body: validContact },
  { path: '/api/company/update-bank-info', body: validBank },
  { path: '/api/company/update-name', body: { name: 'Nuovo nome' } },
];

describe.each(scopedCalls)('$path and the X-Company-Uuid header', ({ path, body }) => {
  it('answers 400 without the header or with a malformed one', async () => {
    const missing = await call(path, { body });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/X-Company-Uuid/);
    expect((await call(path, { body, company: 'not-a-uuid' })).status).toBe(400);
  });

  it('answers 404 for an unknown or deleted company', async () => {
    expect((await call(path, { body, company: randomUUID() })).status).toBe(404);
    const deleted = await createCompany(server, owner.user.id, {
      status: CompanyStatus.Deleted,
      deletedAt: new Date(),
    });
    expect((await call(path, { body, company: deleted.uuid })).status).toBe(404);
  });

  it('answers 403 to callers who do not belong to the company (even administrators), or no longer do', async () => {
    const company = await createCompany(server, owner.user.id);
    const forbidden = await call(path, { body, company: company.uuid, token: outsider.token });
    expect(forbidden.status).toBe(403);
    const inactive = await employeeOf(company.id, EmployeeRole.Admin, EmployeeStatus.NotActive);
    expect((await call(path, { body, company: company.uuid, token: inactive.token })).status).toBe(403);
    const removed = await employeeOf(company.id, EmployeeRole.Admin, EmployeeStatus.Deleted);
    expect((await call(path, { body, company: company.uuid, token: removed.token })).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const company = await createCompany(server, owner.user.id);
    expect((await call(path, { body, company: company.uuid, token: null })).status).toBe(401);
  });
});

describe('GET /api/company/get', () => {
  it('answers the company with the caller’s role and whether they may edit it', async () => {
    const company = await createCompany(server, owner.user.id, {
      name: 'Lettura',
      status: CompanyStatus.NotActive,
    });
    const response = await call('/api/company/get', { company: company.uuid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        id: company.id,
        uuid: company.uuid,
        company_uuid: company.uuid,
        name: 'Lettura',
        status: CompanyStatus.NotActive,
        role: EmployeeRole.Owner,
        can_edit: true,
      },
    });
    const driver = await employeeOf(company.id, EmployeeRole.Driver);
    expect(
      (await call('/api/company/get', { company: company.uuid, token: driver.token })).body.data,
    ).toMatchObject({
      role: EmployeeRole.Driver,
      can_edit: false,
    });
    const admin = await employeeOf(company.id, EmployeeRole.Admin);
    expect(
      (await call('/api/company/get', { company: company.uuid, token: admin.token })).body.data,
    ).toMatchObject({
      role: EmployeeRole.Admin,
      can_edit: true,
    });
  });
});

describe('GET /api/company/get-legal-info, get-contact-info, get-bank-info', () => {
  it('answer the stored values under the contract’s keys (offical_addres for reading)', async () => {
    const company = await createCompany(server, owner.user.id);
    await server.prisma.company.update({
      where: { id: company.id },
      data: {
        officialName: 'ООО Ромашка',
        officialAddress: 'Москва',
        address: 'Milano',
        inn: '7701234567',
        ogrn: '1027700132195',
        ceoFullName: 'Mario Rossi',
        companyEmail: 'info@example.com',
        companyPhone: '+39 02 1234',
        bankRs: '40702810900000012345',
        bik: '044525225',
        bankKs: '30101810400000000225',
        bankName: 'Intesa',
      },
    });
    const driver = await employeeOf(company.id, EmployeeRole.Driver);
    const legal = await call('/api/company/get-legal-info', { company: company.uuid, token: driver.token });
    expect(legal.status).toBe(200);
    expect(legal.body).toEqual({
      data: {
        offical_name: 'ООО Ромашка',
        offical_addres: 'Москва',
        address: 'Milano',
        addres: 'Milano',
        offical_inn: '7701234567',
        offical_ogrn: '1027700132195',
      },
    });
    const contact = await call('/api/company/get-contact-info', {
      company: company.uuid,
      token: driver.token,
    });
    expect(contact.body).toEqual({
      data: { ceo_full_name: 'Mario Rossi', company_email: 'info@example.com', company_phone: '+39 02 1234' },
    });
    const bank = await call('/api/company/get-bank-info', { company: company.uuid, token: driver.token });
    expect(bank.body).toEqual({
      data: {
        bank_rs: '40702810900000012345',
        bik: '044525225',
        bank_ks: '30101810400000000225',
        bank_name: 'Intesa',
      },
    });
  });

  it('stay readable for members of a banned company', async () => {
    const company = await createCompany(server, owner.user.id, { status: CompanyStatus.Banned });
    expect((await call('/api/company/get-legal-info', { company: company.uuid })).status).toBe(200);
  });
});

interface UpdateCall {
  path: string;
  read: string;
  action: string;
  valid: Record<string, unknown>;
  readBack: Record<string, unknown>;
  /** What is wrong, and the fields that make it so. */
  invalid: Array<[string, Record<string, unknown>]>;
}

const updateCalls: UpdateCall[] = [
  {
    path: '/api/company/update-legal-info',
    read: '/api/company/get-legal-info',
    action: 'company.update-legal-info',
    valid: validLegal,
    readBack: {
      offical_name: validLegal.offical_name,
      offical_addres: validLegal.offical_addres,
      addres: validLegal.addres,
    },
    invalid: [
      ['offical_name of 1 character', { offical_name: 'Б' }],
      ['offical_name over 128', { offical_name: 'Б'.repeat(129) }],
      ['an empty offical_addres', { offical_addres: '' }],
      ['offical_addres over 128', { offical_addres: 'a'.repeat(129) }],
      ['addres over 128', { addres: 'a'.repeat(129) }],
      ['a missing addres', { addres: undefined }],
    ],
  },
  {
    path: '/api/company/update-contact-info',
    read: '/api/company/get-contact-info',
    action: 'company.update-contact-info',
    valid: validContact,
    readBack: validContact,
    invalid: [
      ['a director name over 64', { ceo_full_name: 'M'.repeat(65) }],
      ['an invalid email', { company_email: 'not-an-email' }],
      ['an email over 64', { company_email: `${'a'.repeat(53)}@example.com` }],
      ['a phone over 24', { company_phone: '1'.repeat(25) }],
      ['an empty phone', { company_phone: '' }],
    ],
  },
  {
    path: '/api/company/update-bank-info',
    read: '/api/company/get-bank-info',
    action: 'company.update-bank-info',
    valid: validBank,
    readBack: validBank,
    invalid: [
      ['a settlement account of 19 digits', { bank_rs: '4070281090000001234' }],
      ['a settlement account of 21 digits', { bank_rs: '407028109000000123456' }],
      ['a BIK of 8 digits', { bik: '04452522' }],
      ['a BIK with a letter', { bik: '04452522x' }],
      ['a correspondent account of 21 digits', { bank_ks: '301018104000000002250' }],
      ['a bank name over 64', { bank_name: 'B'.repeat(65) }],
    ],
  },
  {
    path: '/api/company/update-name',
    read: '/api/company/get',
    action: 'company.update-name',
    valid: { name: 'Nuovo nome' },
    readBack: { name: 'Nuovo nome' },
    invalid: [
      ['a name of 1 character', { name: 'N' }],
      ['a name over 128', { name: 'N'.repeat(129) }],
      ['a blank name', { name: '   ' }],
    ],
  },
];

describe.each(updateCalls)('POST $path', ({ path, read, action, valid, readBack, invalid }) => {
  it('lets the owner change the fields: {response: true}, read back, audited', async () => {
    const company = await createCompany(server, owner.user.id);
    const response = await call(path, { company: company.uuid, body: valid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    expect((await call(read, { company: company.uuid })).body.data).toMatchObject(readBack);
    expect(await lastAudit(server, 'Company', company.uuid)).toMatchObject({
      action,
      actorUserId: owner.user.id,
    });
  });

  it('lets an admin employee change them, but not a driver, manager or accountant (403)', async () => {
    const company = await createCompany(server, owner.user.id);
    const admin = await employeeOf(company.id, EmployeeRole.Admin);
    expect((await call(path, { company: company.uuid, body: valid, token: admin.token })).status).toBe(200);
    const untouched = await createCompany(server, owner.user.id);
    for (const role of [EmployeeRole.Driver, EmployeeRole.Manager, EmployeeRole.Accountant]) {
      const employee = await employeeOf(untouched.id, role);
      const response = await call(path, { company: untouched.uuid, body: valid, token: employee.token });
      expect(response.status).toBe(403);
    }
    expect(await server.prisma.company.findUniqueOrThrow({ where: { id: untouched.id } })).toEqual(untouched);
  });

  it('refuses changes to a banned company (403)', async () => {
    const company = await createCompany(server, owner.user.id, { status: CompanyStatus.Banned });
    const response = await call(path, { company: company.uuid, body: valid });
    expect(response.status).toBe(403);
    expect(response.body.message).toMatch(/banned/);
  });

  it.each(invalid)('rejects %s with 400', async (_name, override) => {
    const company = await createCompany(server, owner.user.id);
    const response = await call(path, { company: company.uuid, body: { ...valid, ...override } });
    expect(response.status).toBe(400);
    expect(await server.prisma.company.findUniqueOrThrow({ where: { id: company.id } })).toEqual(company);
  });
});

describe('create and edit ask for the same fields (issue 7 §1)', () => {
  it('create keeps the two addresses; update-legal-info changes INN and OGRN when sent and keeps them otherwise', async () => {
    const created = await call('/api/company/create', {
      company: null,
      body: { ...validCompany, offical_addres: validLegal.offical_addres, addres: validLegal.addres },
    });
    expect(created.status).toBe(200);
    const uuid = created.body.response as string;
    const legal = async () => (await call('/api/company/get-legal-info', { company: uuid })).body.data;
    expect(await legal()).toMatchObject({
      offical_addres: validLegal.offical_addres,
      addres: validLegal.addres,
      offical_inn: validCompany.offical_inn,
    });

    const withNumbers = { ...validLegal, offical_inn: '770123456789', offical_ogrn: '304770000123456' };
    expect((await call('/api/company/update-legal-info', { company: uuid, body: withNumbers })).status).toBe(
      200,
    );
    expect(await legal()).toMatchObject({ offical_inn: '770123456789', offical_ogrn: '304770000123456' });
    expect((await lastAudit(server, 'Company', uuid))?.changes).toMatchObject({
      inn: { to: '770123456789' },
    });

    expect((await call('/api/company/update-legal-info', { company: uuid, body: validLegal })).status).toBe(
      200,
    );
    expect(await legal()).toMatchObject({ offical_inn: '770123456789', offical_ogrn: '304770000123456' });

    const badInn = await call('/api/company/update-legal-info', {
      company: uuid,
      body: { ...validLegal, offical_inn: '123' },
    });
    expect(badInn.status).toBe(400);
    expect(JSON.stringify(badInn.body.issues)).toContain('INN must have 10 or 12 digits');
    expect(await legal()).toMatchObject({ offical_inn: '770123456789' });
  });
});
