import { describe, expect, it } from 'vitest';

import { SystemRole, UserStatus } from '@backoffice/shared';

import { type AccessPolicy, authorise, authoriseAtTheDoor, type CallAccess } from './authorise';
import { type ApiKeyCaller, type SessionCaller } from './caller';

const account = {
  id: 'account',
  email: 'someone@example.test',
  firstName: 'Some',
  lastName: 'One',
  secondName: '',
  sex: null,
  phone: null,
  birthday: null,
};

const person = (systemRole: number, status: number = UserStatus.Active): SessionCaller => ({
  kind: 'session',
  sessionId: 'session',
  impersonatorSessionId: null,
  impersonatorUserId: null,
  secondFactorAt: null,
  account: { ...account, systemRole, status },
});

const key = (policy: 'staff' | 'channel'): ApiKeyCaller => ({
  kind: 'apiKey',
  key: { id: 'key', name: 'Robot', policy },
  account,
});

/** The HTTP status `authorise` answers, or 200 when it lets the call through. */
function statusOf(caller: SessionCaller | ApiKeyCaller | null, access: CallAccess) {
  try {
    authorise(caller, access);
    return 200;
  } catch (error) {
    return (error as { code: string }).code === 'UNAUTHORIZED' ? 401 : 403;
  }
}

const call = (policy: AccessPolicy, personOnly = false): CallAccess => ({
  name: 'some.call',
  policy,
  personOnly,
});

describe('authorise', () => {
  it('lets a person through by role and status', () => {
    expect(statusOf(null, call('public'))).toBe(200);
    expect(statusOf(null, call('staff'))).toBe(401);
    expect(statusOf(person(SystemRole.NoRole, UserStatus.Created), call('session'))).toBe(200);
    expect(statusOf(person(SystemRole.Admin, UserStatus.Created), call('staff'))).toBe(403);
    expect(statusOf(person(SystemRole.ChiefAgent), call('admin'))).toBe(403);
    expect(statusOf(person(SystemRole.Admin), call('admin'))).toBe(200);
    expect(statusOf(person(SystemRole.Admin), call('superAdmin'))).toBe(403);
    expect(statusOf(person(SystemRole.SuperAdmin), call('superAdmin'))).toBe(200);
    expect(statusOf(person(SystemRole.NoRole), call('staff', true))).toBe(200);
  });

  it("gives a staff key what active staff may, and neither an administrator's calls nor a person's", () => {
    const staffKey = key('staff');
    expect(statusOf(staffKey, call('public'))).toBe(200);
    expect(statusOf(staffKey, call('staff'))).toBe(200);
    expect(() => authorise(staffKey, call('admin'))).toThrow("not an administrator's calls");
    expect(statusOf(staffKey, call('superAdmin'))).toBe(403);
    expect(() => authorise(staffKey, call('session'))).toThrow(
      'cannot sign in, register or change an account',
    );
    expect(statusOf(staffKey, call('staff', true))).toBe(403);
    expect(statusOf(staffKey, call('public', true))).toBe(403);
  });

  it('gives a channel key its list and nothing else, public calls included', () => {
    const channelKey = key('channel');
    expect(statusOf(channelKey, { name: 'orders.createOrder', policy: 'staff' })).toBe(200);
    expect(statusOf(channelKey, { name: 'orders.toProgress', policy: 'staff' })).toBe(403);
    expect(statusOf(channelKey, { name: 'some.public', policy: 'public' })).toBe(403);
    expect(() => authoriseAtTheDoor(channelKey, [])).toThrow('only create and read orders');
    expect(() => authoriseAtTheDoor(channelKey, ['orders.get', 'orders.toProgress'])).toThrow();
    expect(() => authoriseAtTheDoor(channelKey, ['orders.get', 'shop.offers.list'])).not.toThrow();
    expect(() => authoriseAtTheDoor(key('staff'), [])).not.toThrow();
  });
});
