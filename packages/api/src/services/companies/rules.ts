import { type Company, type Prisma, type PrismaClient } from '@backoffice/db';
import {
  CompanyAdminStatus,
  companyAdminStatusFromStatus,
  CompanyStatus,
  EmployeeRole,
  EmployeeStatus,
  uuidSchema,
} from '@backoffice/shared';

import { badRequest, forbidden, notFound } from '../../errors';

type Tx = Prisma.TransactionClient;
type Db = Tx | PrismaClient;

/** Deleted companies are hidden everywhere: every lookup and list goes through this filter. */
export const liveCompanyWhere = {
  deletedAt: null,
  status: { not: CompanyStatus.Deleted },
} satisfies Prisma.CompanyWhereInput;

/** Loads a company that is not deleted, or answers 404. */
export async function findLiveCompany(db: Db, uuid: string) {
  const company = await db.company.findFirst({ where: { uuid, ...liveCompanyWhere } });
  if (!company) throw notFound('Company');
  return company;
}

// --- Company module: the company named in X-Company-Uuid ----------------------------------------

/** The caller's standing in the company of the X-Company-Uuid header. */
export interface CompanyAccess {
  company: Company;
  /** The caller's own employee row, when they have one. */
  employee: { id: string; role: number; status: number } | null;
  isOwner: boolean;
  /** The owner and active admin employees edit the company and its employees. */
  canManage: boolean;
}

/**
 * Resolves X-Company-Uuid for the signed-in user: 400 when the header is missing or not a uuid, 404
 * when no such company exists (or it is deleted), 403 when the caller is neither its owner nor one of
 * its active employees.
 */
export async function resolveCompanyAccess(
  prisma: PrismaClient,
  headerValue: string | null,
  userId: string,
): Promise<CompanyAccess> {
  if (!headerValue) throw badRequest('The X-Company-Uuid header is required');
  const parsed = uuidSchema.safeParse(headerValue);
  if (!parsed.success) throw badRequest('The X-Company-Uuid header must be a company uuid');
  const company = await prisma.company.findFirst({
    where: { uuid: parsed.data.toLowerCase(), ...liveCompanyWhere },
    include: { employees: { where: { userId }, select: { id: true, role: true, status: true } } },
  });
  if (!company) throw notFound('Company');
  const { employees, ...rest } = company;
  const employee = employees[0] ?? null;
  const isOwner = company.ownerUserId === userId;
  const isActiveEmployee = employee?.status === EmployeeStatus.Active;
  if (!isOwner && !isActiveEmployee) throw forbidden('You are not an employee of this company');
  const canManage =
    isOwner ||
    (isActiveEmployee && (employee.role === EmployeeRole.Admin || employee.role === EmployeeRole.Owner));
  return { company: rest, employee, isOwner, canManage };
}

/** Company data and employees are changed by the owner and admin employees, and never while banned. */
export function assertCanManageCompany(access: CompanyAccess) {
  if (!access.canManage) throw forbidden("Only the company's owner and administrators can do this");
  if (access.company.status === CompanyStatus.Banned)
    throw forbidden('This company is banned and cannot be changed');
}

/** The company's employees, not deleted, or 404 (also for an employee of another company). */
export async function findCompanyEmployee(db: Db, companyId: number, employeeUuid: string) {
  const employee = await db.employee.findFirst({
    where: { id: employeeUuid, companyId, status: { not: EmployeeStatus.Deleted } },
  });
  if (!employee) throw notFound('Employee');
  return employee;
}

/** The owner's row and the caller's own row can never be changed or deleted. */
export function assertCanChangeEmployee(
  employee: { role: number; userId: string | null },
  callerId: string,
  ownerUserId: string,
) {
  if (employee.role === EmployeeRole.Owner || employee.userId === ownerUserId) {
    throw forbidden("The owner's employee record cannot be changed");
  }
  if (employee.userId === callerId) throw forbidden('You cannot change your own employee record');
}

/**
 * Makes `newOwnerId` the owner: their employee row becomes owner and active (created when missing),
 * the previous owner stays as an active admin employee, Company.ownerUserId follows. Call inside a
 * transaction.
 */
export async function transferCompanyOwnership(
  tx: Tx,
  company: Pick<Company, 'id' | 'ownerUserId'>,
  newOwnerId: string,
) {
  // Any other row still marked owner (data older than this rule) steps down to admin too.
  await tx.employee.updateMany({
    where: { companyId: company.id, role: EmployeeRole.Owner, userId: { not: newOwnerId } },
    data: { role: EmployeeRole.Admin },
  });
  await tx.employee.upsert({
    where: { companyId_userId: { companyId: company.id, userId: company.ownerUserId } },
    create: {
      companyId: company.id,
      userId: company.ownerUserId,
      role: EmployeeRole.Admin,
      status: EmployeeStatus.Active,
    },
    update: { role: EmployeeRole.Admin, status: EmployeeStatus.Active },
  });
  await tx.employee.upsert({
    where: { companyId_userId: { companyId: company.id, userId: newOwnerId } },
    create: {
      companyId: company.id,
      userId: newOwnerId,
      role: EmployeeRole.Owner,
      status: EmployeeStatus.Active,
    },
    update: { role: EmployeeRole.Owner, status: EmployeeStatus.Active },
  });
  await tx.company.update({ where: { id: company.id }, data: { ownerUserId: newOwnerId } });
}

// --- Wire shapes ----------------------------------------------------------------------------------

type CompanyRow = Pick<
  Company,
  | 'id'
  | 'uuid'
  | 'name'
  | 'status'
  | 'officialName'
  | 'officialAddress'
  | 'address'
  | 'inn'
  | 'ogrn'
  | 'ceoFullName'
  | 'companyEmail'
  | 'companyPhone'
  | 'bankRs'
  | 'bik'
  | 'bankKs'
  | 'bankName'
>;

/** Legal info as the company module reads it: the read key is spelled offical_addres (spec 000, section 3). */
export const toLegalInfo = (company: CompanyRow) => ({
  offical_name: company.officialName,
  offical_addres: company.officialAddress,
  address: company.address,
  addres: company.address,
  offical_inn: company.inn,
  offical_ogrn: company.ogrn,
});

export const toContactInfo = (company: CompanyRow) => ({
  ceo_full_name: company.ceoFullName,
  company_email: company.companyEmail,
  company_phone: company.companyPhone,
});

export const toBankInfo = (company: CompanyRow) => ({
  bank_rs: company.bankRs,
  bik: company.bik,
  bank_ks: company.bankKs,
  bank_name: company.bankName,
});

/** The contact group as the contract writes it (same keys in the admin and company-module calls). */
export const fromContactInfo = (input: {
  ceo_full_name?: string;
  company_email?: string;
  company_phone?: string;
}) => ({
  ceoFullName: input.ceo_full_name,
  companyEmail: input.company_email,
  companyPhone: input.company_phone,
});

/** The finance group as the contract writes it (same keys in the admin and company-module calls). */
export const fromBankInfo = (input: {
  bank_rs?: string;
  bik?: string;
  bank_ks?: string;
  bank_name?: string;
}) => ({
  bankRs: input.bank_rs,
  bik: input.bik,
  bankKs: input.bank_ks,
  bankName: input.bank_name,
});

/** Deleted companies are never listed, so every listed status has an admin-screen name. */
export const adminStatusOf = (status: number): CompanyAdminStatus =>
  companyAdminStatusFromStatus(status as CompanyStatus) ?? CompanyAdminStatus.NoActive;

/** The admin companies list row and edit screen: every column, with both spellings of the legal keys. */
export const toAdminCompany = (company: CompanyRow & { owner: { id: string; email: string } }) => ({
  company_uuid: company.uuid,
  uuid: company.uuid,
  id: company.id,
  name: company.name,
  offical_name: company.officialName,
  inn: company.inn,
  offical_inn: company.inn,
  ogrn: company.ogrn,
  offical_ogrn: company.ogrn,
  address: company.address,
  offical_address: company.officialAddress,
  ceo_full_name: company.ceoFullName,
  company_email: company.companyEmail,
  company_phone: company.companyPhone,
  bank_rs: company.bankRs,
  bik: company.bik,
  bank_ks: company.bankKs,
  bank_name: company.bankName,
  status: adminStatusOf(company.status),
  owner_uuid: company.owner.id,
  owner_email: company.owner.email,
});

export const adminCompanySelect = {
  id: true,
  uuid: true,
  name: true,
  status: true,
  officialName: true,
  officialAddress: true,
  address: true,
  inn: true,
  ogrn: true,
  ceoFullName: true,
  companyEmail: true,
  companyPhone: true,
  bankRs: true,
  bik: true,
  bankKs: true,
  bankName: true,
  owner: { select: { id: true, email: true } },
} as const satisfies Prisma.CompanySelect;
