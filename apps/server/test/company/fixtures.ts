import { randomUUID } from 'node:crypto';

import { CompanyStatus, EmployeeRole, EmployeeStatus } from '@backoffice/shared';

import { type TestServer } from '../support/test-server';

/** Valid company-form values (spec 000, section 5). */
export const validCompany = {
  name: 'Trasporti Rossi',
  offical_name: 'ООО Транспорт Росси',
  offical_inn: '7701234567',
  offical_ogrn: '1027700132195',
};
export const validLegal = {
  offical_name: 'ООО Ромашка',
  offical_addres: 'Москва, ул. Ленина, 1',
  addres: 'Milano, Via Roma 2',
};
export const validContact = {
  ceo_full_name: 'Mario Rossi',
  company_email: 'info@rossi.example.com',
  company_phone: '+39 02 1234 5678',
};
export const validBank = {
  bank_rs: '40702810900000012345',
  bik: '044525225',
  bank_ks: '30101810400000000225',
  bank_name: 'Banca Intesa',
};

/** A company owned by `ownerId`, with the owner's employee row, written straight to the database. */
export async function createCompany(
  server: TestServer,
  ownerId: string,
  overrides: {
    name?: string;
    status?: number;
    inn?: string;
    ogrn?: string;
    officialName?: string;
    ceoFullName?: string;
    bankName?: string;
    deletedAt?: Date | null;
  } = {},
) {
  const company = await server.prisma.company.create({
    data: {
      name: overrides.name ?? `Company ${randomUUID().slice(0, 8)}`,
      officialName: overrides.officialName ?? 'ООО Тест',
      inn: overrides.inn ?? '7701234567',
      ogrn: overrides.ogrn ?? '1027700132195',
      ceoFullName: overrides.ceoFullName ?? 'Giuseppe Verdi',
      bankName: overrides.bankName ?? 'UniCredit',
      status: overrides.status ?? CompanyStatus.Active,
      deletedAt: overrides.deletedAt ?? null,
      ownerUserId: ownerId,
    },
  });
  await server.prisma.employee.create({
    data: { companyId: company.id, userId: ownerId, role: EmployeeRole.Owner, status: EmployeeStatus.Active },
  });
  return company;
}

export async function addEmployee(
  server: TestServer,
  companyId: number,
  userId: string,
  role: number = EmployeeRole.Driver,
  status: number = EmployeeStatus.Active,
) {
  return server.prisma.employee.create({ data: { companyId, userId, role, status } });
}

/** The latest audit entry written for a record. */
export async function lastAudit(server: TestServer, entityType: string, entityId: string) {
  return server.prisma.auditLog.findFirst({ where: { entityType, entityId }, orderBy: { id: 'desc' } });
}

/** Whether a session token still works. */
export async function sessionWorks(server: TestServer, token: string) {
  const response = await server.request('/api/account/enter/current-session', { token });
  return response.status === 200;
}
