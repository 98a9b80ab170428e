import { describe, expect, it } from 'vitest';
import {
  canUseShopScreens,
  isAdminRole,
  isSuperAdminRole,
  PROFILE_SEX_LABELS,
  SEXES,
  SYSTEM_ROLE_LABELS,
  SYSTEM_ROLES,
  SystemRole,
  USER_STATUSES,
  UserStatus,
} from './access';

describe('system roles', () => {
  it('numbers the roles 0..3', () => {
    expect(SystemRole).toEqual({ NoRole: 0, ChiefAgent: 1, Admin: 2, SuperAdmin: 3 });
    expect(SYSTEM_ROLES).toEqual([0, 1, 2, 3]);
  });

  it('gives admin access to admin and super admin only', () => {
    expect(SYSTEM_ROLES.map(isAdminRole)).toEqual([false, false, true, true]);
    expect(isAdminRole(null)).toBe(false);
    expect(isAdminRole(4)).toBe(false);
  });

  it('shows delete buttons to the super admin only', () => {
    expect(SYSTEM_ROLES.map(isSuperAdminRole)).toEqual([false, false, false, true]);
  });

  it('lets every role except NoRole use the shop screens', () => {
    expect(SYSTEM_ROLES.map(canUseShopScreens)).toEqual([false, true, true, true]);
    expect(canUseShopScreens(undefined)).toBe(false);
  });

  it('shows NoRole as call center agent', () => {
    expect(SYSTEM_ROLE_LABELS[SystemRole.NoRole]).toBe('Call center agent');
    expect(SYSTEM_ROLE_LABELS[SystemRole.SuperAdmin]).toBe('Super administrator');
  });
});

describe('user status and sex', () => {
  it('numbers the user statuses 0..4', () => {
    expect(UserStatus).toEqual({ NotActive: 0, Active: 1, Created: 2, Banned: 3, Deleted: 4 });
    expect(USER_STATUSES).toHaveLength(5);
  });

  it('labels the profile sexes in Russian', () => {
    expect(SEXES).toEqual(['m', 'f', 'n']);
    expect(PROFILE_SEX_LABELS).toEqual({ m: 'Мужской', f: 'Женский' });
  });
});
