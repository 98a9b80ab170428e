import { UserStatus } from '@backoffice/shared';
import { describe, expect, it } from 'vitest';

import { isAccessScreenPath, loginPathFor, sessionRedirect, signedInViewFor } from './route-guard';

describe('routing rules (spec 000, section 2)', () => {
  it('sends every path outside /enter/ to the login without a session', () => {
    for (const path of ['/', '/profile/edit', '/shop/orders', '/admin/edit-user/42', '/enterprise']) {
      expect(sessionRedirect(path, false), path).toBe('/enter/login');
    }
  });

  it('lets the access screens open without a session', () => {
    for (const path of [
      '/enter/login',
      '/enter/login/a%40b.it',
      '/enter/registration/',
      '/enter/logout',
      '/enter/forgot-password',
    ]) {
      expect(sessionRedirect(path, false), path).toBeNull();
    }
  });

  it('sends the login, with or without an email, home when there is a session', () => {
    expect(sessionRedirect('/enter/login', true)).toBe('/');
    expect(sessionRedirect('/enter/login/', true)).toBe('/');
    expect(sessionRedirect('/enter/login/a%40b.it', true)).toBe('/');
  });

  it('leaves other paths alone when there is a session', () => {
    for (const path of ['/', '/profile/edit', '/enter/logout', '/enter/registration/', '/enter/loginx']) {
      expect(sessionRedirect(path, true), path).toBeNull();
    }
  });

  it('recognises the access screens by their /enter/ prefix only', () => {
    expect(isAccessScreenPath('/enter/logout')).toBe(true);
    expect(isAccessScreenPath('/enterprise')).toBe(false);
  });
});

describe('signed-in view', () => {
  it('gives the app to active users only; others wait for activation', () => {
    expect(signedInViewFor(UserStatus.Active)).toBe('app');
    expect(signedInViewFor(UserStatus.Created)).toBe('waiting-for-activation');
    expect(signedInViewFor(UserStatus.NotActive)).toBe('waiting-for-activation');
  });
});

describe('login path after registration', () => {
  it('carries the encoded email and the new user id', () => {
    expect(loginPathFor('new+agent@example.com', 'b7d3')).toBe(
      '/enter/login/new%2Bagent%40example.com?user_uuid=b7d3',
    );
    expect(loginPathFor('agent@example.com')).toBe('/enter/login/agent%40example.com');
  });
});
