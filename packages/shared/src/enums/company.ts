import { type ValueOf } from './enum-helpers';

export const CompanyStatus = { NotActive: 0, Active: 1, Banned: 2, Deleted: 3 } as const;
export type CompanyStatus = ValueOf<typeof CompanyStatus>;
export const COMPANY_STATUSES: readonly CompanyStatus[] = Object.values(CompanyStatus);

/** The admin companies screen names the statuses with strings. */
export const CompanyAdminStatus = { Active: 'Active', NoActive: 'NoActive', Banned: 'Banned' } as const;
export type CompanyAdminStatus = ValueOf<typeof CompanyAdminStatus>;
export const COMPANY_ADMIN_STATUSES: readonly CompanyAdminStatus[] = Object.values(CompanyAdminStatus);

export const COMPANY_ADMIN_STATUS_LABELS: Record<CompanyAdminStatus, string> = {
  Active: 'Активная',
  NoActive: 'Неактивная',
  Banned: 'Забаненная',
};

const COMPANY_STATUS_BY_ADMIN_STATUS: Record<CompanyAdminStatus, CompanyStatus> = {
  Active: CompanyStatus.Active,
  NoActive: CompanyStatus.NotActive,
  Banned: CompanyStatus.Banned,
};

export function companyStatusFromAdminStatus(status: CompanyAdminStatus): CompanyStatus {
  return COMPANY_STATUS_BY_ADMIN_STATUS[status];
}

/** Deleted has no admin-screen counterpart: null. */
export function companyAdminStatusFromStatus(status: CompanyStatus): CompanyAdminStatus | null {
  switch (status) {
    case CompanyStatus.Active:
      return CompanyAdminStatus.Active;
    case CompanyStatus.NotActive:
      return CompanyAdminStatus.NoActive;
    case CompanyStatus.Banned:
      return CompanyAdminStatus.Banned;
    default:
      return null;
  }
}

export const EmployeeStatus = { NotActive: 0, Active: 1, Dismissed: 2, Deleted: 3 } as const;
export type EmployeeStatus = ValueOf<typeof EmployeeStatus>;
export const EMPLOYEE_STATUSES: readonly EmployeeStatus[] = Object.values(EmployeeStatus);

export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  [EmployeeStatus.NotActive]: 'Not active',
  [EmployeeStatus.Active]: 'Active',
  [EmployeeStatus.Dismissed]: 'Dismissed',
  [EmployeeStatus.Deleted]: 'Deleted',
};

/** The status dropdown on an employee card toggles between these two. */
export const SETTABLE_EMPLOYEE_STATUSES = [EmployeeStatus.NotActive, EmployeeStatus.Active] as const;

export const EmployeeRole = { Driver: 0, Manager: 1, Accountant: 2, Admin: 3, Owner: 4 } as const;
export type EmployeeRole = ValueOf<typeof EmployeeRole>;
export const EMPLOYEE_ROLES: readonly EmployeeRole[] = Object.values(EmployeeRole);

export const EMPLOYEE_ROLE_LABELS: Record<EmployeeRole, string> = {
  [EmployeeRole.Driver]: 'Driver',
  [EmployeeRole.Manager]: 'Manager',
  [EmployeeRole.Accountant]: 'Accountant',
  [EmployeeRole.Admin]: 'Admin',
  [EmployeeRole.Owner]: 'Owner',
};

/** Owner is locked: it is never set by hand. */
export const SETTABLE_EMPLOYEE_ROLES = [
  EmployeeRole.Driver,
  EmployeeRole.Manager,
  EmployeeRole.Accountant,
  EmployeeRole.Admin,
] as const;
export type SettableEmployeeRole = (typeof SETTABLE_EMPLOYEE_ROLES)[number];

/** The owner row and the current user's own row cannot be changed or deleted. */
export function canEditEmployeeRow(
  employee: { role: number; user_uuid: string },
  currentUserUuid: string | null | undefined,
): boolean {
  return employee.role !== EmployeeRole.Owner && employee.user_uuid !== currentUserUuid;
}
