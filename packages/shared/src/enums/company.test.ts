import { describe, expect, it } from 'vitest';
import {
  canEditEmployeeRow,
  COMPANY_ADMIN_STATUS_LABELS,
  COMPANY_ADMIN_STATUSES,
  companyAdminStatusFromStatus,
  CompanyStatus,
  companyStatusFromAdminStatus,
  EmployeeRole,
  EmployeeStatus,
  SETTABLE_EMPLOYEE_ROLES,
} from './company';

describe('company statuses', () => {
  it('numbers the module statuses 0..3', () => {
    expect(CompanyStatus).toEqual({ NotActive: 0, Active: 1, Banned: 2, Deleted: 3 });
  });

  it('labels the admin statuses in Russian', () => {
    expect(COMPANY_ADMIN_STATUS_LABELS).toEqual({
      Active: 'Активная',
      NoActive: 'Неактивная',
      Banned: 'Забаненная',
    });
  });

  it('maps admin statuses to numbers and back', () => {
    for (const status of COMPANY_ADMIN_STATUSES) {
      expect(companyAdminStatusFromStatus(companyStatusFromAdminStatus(status))).toBe(status);
    }
    expect(companyStatusFromAdminStatus('NoActive')).toBe(0);
    expect(companyStatusFromAdminStatus('Banned')).toBe(2);
    expect(companyAdminStatusFromStatus(CompanyStatus.Deleted)).toBeNull();
  });
});

describe('employees', () => {
  it('numbers statuses and roles', () => {
    expect(EmployeeStatus).toEqual({ NotActive: 0, Active: 1, Dismissed: 2, Deleted: 3 });
    expect(EmployeeRole).toEqual({ Driver: 0, Manager: 1, Accountant: 2, Admin: 3, Owner: 4 });
  });

  it('never sets owner by hand', () => {
    expect(SETTABLE_EMPLOYEE_ROLES).toEqual([0, 1, 2, 3]);
  });

  it('locks the owner row and the current user row', () => {
    const me = 'me';
    expect(canEditEmployeeRow({ role: EmployeeRole.Manager, user_uuid: 'other' }, me)).toBe(true);
    expect(canEditEmployeeRow({ role: EmployeeRole.Owner, user_uuid: 'other' }, me)).toBe(false);
    expect(canEditEmployeeRow({ role: EmployeeRole.Driver, user_uuid: me }, me)).toBe(false);
  });
});
