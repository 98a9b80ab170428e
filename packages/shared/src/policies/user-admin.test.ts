import { describe, expect, it } from 'vitest';

import { SystemRole, UserStatus } from '../enums/access';
import { allowedUserAdminActions, userAdminRefusal } from './user-admin';

const admin = { id: 'a', systemRole: SystemRole.Admin };
const superAdmin = { id: 's', systemRole: SystemRole.SuperAdmin };
const agent = { id: 'u', systemRole: 0, status: UserStatus.Active };

describe('user administration policy', () => {
  it('offers everything on another active user of a lower role', () => {
    expect(allowedUserAdminActions(admin, agent)).toEqual([
      'profile',
      'password',
      'email',
      'status',
      'role',
      'signInAs',
      'sessions',
      'secondFactor',
      'delete',
    ]);
  });

  it('offers only the profile on oneself', () => {
    expect(allowedUserAdminActions(admin, { ...admin, status: UserStatus.Active })).toEqual(['profile']);
    expect(userAdminRefusal(admin, { ...admin, status: 1 }, 'role')).toBe('You cannot change your own role');
  });

  it('offers nothing on a deleted user, nor to an administrator on a super administrator', () => {
    expect(allowedUserAdminActions(superAdmin, { ...agent, status: UserStatus.Deleted })).toEqual([]);
    expect(allowedUserAdminActions(admin, { id: 'x', systemRole: SystemRole.SuperAdmin, status: 1 })).toEqual(
      [],
    );
  });

  it('signs in only as an active user', () => {
    expect(userAdminRefusal(admin, { ...agent, status: UserStatus.Banned }, 'signInAs')).toBe(
      'Only active users can be signed in as',
    );
    expect(userAdminRefusal(admin, { ...agent, status: UserStatus.Banned }, 'status')).toBeNull();
  });
});
