import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type IdentityProvider } from '@backoffice/identity-provider';
import { defined, SystemRole, UserStatus } from '@backoffice/shared';

import { SsoBrowser, startTestIdentityProvider } from '../support/single-sign-on';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let provider: IdentityProvider;
/** Provisioning off (the default): only people already here sign in. */
let server: TestServer;
/** Provisioning on: the provider's people get an account on their first sign-in. */
let provisioning: TestServer;
beforeAll(async () => {
  const started = await startTestIdentityProvider();
  provider = started.provider;
  [server, provisioning] = await Promise.all([
    startTestServer({ environment: started.environment }),
    startTestServer({ environment: { ...started.environment, OIDC_PROVISIONING: '1' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), provisioning?.close()]);
  await provider?.close();
});

let people = 0;
/** Someone the provider knows, with a fresh login and address. */
function person(groups: string[], overrides: { email?: string; emailVerified?: boolean } = {}) {
  people += 1;
  const login = `person-${people}-${Date.now()}`;
  const email = overrides.email ?? `${login}@staff.example.com`;
  provider.addAccount({ login, email, name: 'Ada Lovelace', groups, emailVerified: overrides.emailVerified });
  return { login, email };
}

/** The whole sign-in in a browser: the handoff the callback gives, or its refusal. */
async function signIn(target: TestServer, login: string) {
  const browser = new SsoBrowser(target.url);
  return browser.callback(await browser.signInAtProvider(login));
}

/** A sign-in the callback let through: its handoff. */
async function handoffOf(target: TestServer, login: string) {
  const { handoff, refusal } = await signIn(target, login);
  expect(refusal).toBeNull();
  return defined(handoff, 'the handoff of an accepted sign-in');
}

const handOff = (target: TestServer, handoff: string) =>
  target.request('/api/account/enter/sso-handoff', { body: { handoff_token: handoff } });

const auditOf = (target: TestServer, action: string) =>
  target.prisma.auditLog.findMany({ where: { action }, orderBy: { createdAt: 'asc' } });

describe('single sign-on with OpenID Connect', () => {
  it('says on the login page that single sign-on is offered beside passwords', async () => {
    const options = await server.request('/api/account/enter/sign-in-options');
    expect(options.body).toEqual({ response: { password_sign_in: true, sso: { name: 'Test provider' } } });
  });

  it('signs a person in by their verified address, links them, and gives them the role their group maps to', async () => {
    const user = await server.createUser({ role: SystemRole.NoRole, status: UserStatus.Active });
    const { login } = person(['bo-admins', 'unrelated'], { email: user.email });
    const handoff = await handoffOf(server, login);
    expect(handoff).toMatch(/^bo_mfa_/);
    // The handoff is no credential.
    expect((await server.request('/api/account/enter/current-session', { token: handoff })).status).toBe(401);

    const opened = await handOff(server, handoff);
    expect(opened.status).toBe(200);
    const token = opened.body.session_uuid as string;
    const current = await server.request('/api/account/enter/current-session', { token });
    expect(current.body.response).toMatchObject({ user_uuid: user.id, system_role: SystemRole.Admin });
    const sessions = await server.request('/api/account/profile/get-sessions', { token });
    expect(sessions.body.data[0]).toMatchObject({ method: 'sso', current: true });
    // Spent: the same handoff opens nothing twice.
    expect((await handOff(server, handoff)).status).toBe(401);

    const linked = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(linked).toMatchObject({
      ssoIssuer: provider.issuer,
      ssoSubject: login,
      systemRole: SystemRole.Admin,
    });
    const [update] = (await auditOf(server, 'account.sso.update')).filter((row) => row.entityId === user.id);
    expect(update?.changes).toMatchObject({
      systemRole: { from: 'Call center agent', to: 'Administrator' },
      linked: login,
    });
    expect((await auditOf(server, 'account.sso.signIn')).some((row) => row.entityId === user.id)).toBe(true);
  });

  it('finds a linked person by their subject even once their address changed, and follows their groups', async () => {
    const user = await server.createUser({ role: SystemRole.Admin, status: UserStatus.Active });
    const { login } = person(['bo-admins'], { email: user.email });
    await handoffOf(server, login);
    provider.addAccount({ login, email: 'renamed@staff.example.com', name: 'Ada L.', groups: ['bo-chiefs'] });
    await handOff(server, await handoffOf(server, login));
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.systemRole).toBe(SystemRole.ChiefAgent);
  });

  it('refuses a person whose groups map to no role, and says why in the audit log', async () => {
    const user = await server.createUser({ role: SystemRole.Admin, status: UserStatus.Active });
    const { login } = person(['marketing'], { email: user.email });
    expect(await signIn(server, login)).toEqual({ handoff: null, refusal: 'no_role' });
    const refusals = await auditOf(server, 'account.sso.refuse');
    expect(refusals.at(-1)).toMatchObject({ entityId: login, changes: { reason: 'no_role' } });
    // Nothing was linked or changed.
    const after = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ ssoSubject: null, systemRole: SystemRole.Admin });
  });

  it('refuses people unknown here unless provisioning is on, and provisions only verified addresses', async () => {
    const stranger = person(['bo-agents']);
    expect((await signIn(server, stranger.login)).refusal).toBe('unknown_person');
    expect(await server.prisma.user.count({ where: { email: stranger.email } })).toBe(0);

    const opened = await handOff(provisioning, await handoffOf(provisioning, stranger.login));
    expect(opened.status).toBe(200);
    const made = await provisioning.prisma.user.findUniqueOrThrow({ where: { email: stranger.email } });
    expect(made).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      systemRole: SystemRole.NoRole,
      status: UserStatus.Active,
      passwordHash: '',
    });
    // No password: the address and any password open nothing.
    const login = await provisioning.request('/api/account/enter/login', {
      body: { email: stranger.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);

    const unverified = person(['bo-agents'], { emailVerified: false });
    expect((await signIn(provisioning, unverified.login)).refusal).toBe('unknown_person');
  });

  it('refuses a disabled account', async () => {
    const user = await server.createUser({ role: SystemRole.Admin, status: UserStatus.Banned });
    const { login } = person(['bo-admins'], { email: user.email });
    expect((await signIn(server, login)).refusal).toBe('account_disabled');
  });

  it('refuses a return whose state is not the one this browser was sent with', async () => {
    const { login } = person(['bo-admins'], { email: (await server.createUser()).email });
    const browser = new SsoBrowser(server.url);
    const callback = await browser.signInAtProvider(login);
    callback.searchParams.set('state', 'forged-state');
    expect(await browser.callback(callback)).toEqual({ handoff: null, refusal: 'expired' });

    // Another browser with a code it did not ask for: no flow of its own to match.
    const thief = new SsoBrowser(server.url);
    const stolen = await new SsoBrowser(server.url).signInAtProvider(login);
    expect((await thief.callback(stolen)).refusal).toBe('expired');
  });

  it('refuses a code used once already, even with the flow cookie kept', async () => {
    const { login } = person(['bo-admins'], { email: (await server.createUser()).email });
    const browser = new SsoBrowser(server.url);
    const callback = await browser.signInAtProvider(login);
    const kept = browser.jar.copy();
    expect((await browser.callback(callback)).handoff).not.toBeNull();
    // The callback spent the flow's cookie; a replay that kept it reaches the provider, which refuses.
    expect((await new SsoBrowser(server.url, kept).callback(callback)).refusal).toBe('refused');
    const refusal = (await auditOf(server, 'account.sso.refuse')).at(-1);
    expect(String((refusal?.changes as { detail: string }).detail)).toContain('invalid_grant');
  });

  it.each([
    ['an expired ID token', () => ({ exp: Math.floor(Date.now() / 1000) - 3600 })],
    ['an ID token for another client', () => ({ aud: 'another-client' })],
    ['an ID token from another issuer', () => ({ iss: 'http://127.0.0.1:1' })],
    ['an ID token for another sign-in (nonce)', () => ({ nonce: 'another-nonce' })],
  ])('refuses %s', async (_name, claims) => {
    const { login } = person(['bo-admins'], { email: (await server.createUser()).email });
    const browser = new SsoBrowser(server.url);
    const callback = await browser.signInAtProvider(login);
    provider.changeNextIdToken(claims());
    expect(await browser.callback(callback)).toEqual({ handoff: null, refusal: 'refused' });
  });

  it('says the provider is unavailable when it is down, and signs in again once it is back', async () => {
    const { login } = person(['bo-admins'], { email: (await server.createUser()).email });
    const browser = new SsoBrowser(server.url);
    const callback = await browser.signInAtProvider(login);
    provider.setDown(true);
    try {
      expect((await browser.callback(callback)).refusal).toBe('unavailable');
    } finally {
      provider.setDown(false);
    }
    expect((await signIn(server, login)).handoff).not.toBeNull();
  });

  it("takes the provider's second factor for the role's requirement, and asks the person's own otherwise", async () => {
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    const policy = (roles: number[]) =>
      server.request('/api/admin/sign-in-policy/change', {
        token: superAdmin.token,
        body: { second_factor_roles: roles },
      });
    expect((await policy([SystemRole.ChiefAgent])).status).toBe(200);
    try {
      const { login } = person(['bo-chiefs'], { email: (await server.createUser()).email });
      provider.changeNextIdToken({ amr: ['pwd', 'mfa'] });
      const withProviderFactor = await handOff(server, await handoffOf(server, login));
      expect(withProviderFactor.body.session_uuid).toBeDefined();

      const withPasswordOnly = await handOff(server, await handoffOf(server, login));
      expect(withPasswordOnly.body).toMatchObject({ mfa_required: true, enrolment_required: true });
    } finally {
      await policy([]);
    }
  });
});

describe('password sign-in turned off', () => {
  it('is refused without single sign-on configured, and without an active super administrator to break glass', async () => {
    const plain = await startTestServer();
    try {
      const owner = await plain.signIn(SystemRole.SuperAdmin);
      const off = await plain.request('/api/admin/sign-in-policy/change', {
        token: owner.token,
        body: { second_factor_roles: [], password_sign_in: false, break_glass_user_uuid: owner.user.id },
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe('Single sign-on is not configured on this server (OIDC_ISSUER)');
    } finally {
      await plain.close();
    }
    const owner = await server.signIn(SystemRole.SuperAdmin);
    const admin = await server.createUser({ role: SystemRole.Admin, status: UserStatus.Active });
    for (const breakGlass of [admin.id, null]) {
      const refused = await server.request('/api/admin/sign-in-policy/change', {
        token: owner.token,
        body: { second_factor_roles: [], password_sign_in: false, break_glass_user_uuid: breakGlass },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues[0]).toMatchObject({
        path: ['break_glass_user_uuid'],
        messageId: 'breakGlassNotSuperAdmin',
      });
    }
  });

  it('ends the sessions passwords opened and lets only the break-glass super administrator use one', async () => {
    const breakGlass = await server.signIn(SystemRole.SuperAdmin);
    const other = await server.signIn(SystemRole.Admin);
    const { login } = person(['bo-admins'], { email: (await server.createUser()).email });
    const ssoSession = (await handOff(server, await handoffOf(server, login))).body.session_uuid;

    const off = await server.request('/api/admin/sign-in-policy/change', {
      token: breakGlass.token,
      body: { second_factor_roles: [], password_sign_in: false, break_glass_user_uuid: breakGlass.user.id },
    });
    expect(off.status).toBe(200);
    try {
      expect(
        (await server.request('/api/account/enter/sign-in-options')).body.response.password_sign_in,
      ).toBe(false);
      const stillIn = (token: string) => server.request('/api/account/enter/current-session', { token });
      expect((await stillIn(other.token)).status).toBe(401);
      expect((await stillIn(breakGlass.token)).status).toBe(200);
      expect((await stillIn(ssoSession)).status).toBe(200);

      const password = (email: string) =>
        server.request('/api/account/enter/login', { body: { email, password: TEST_PASSWORD } });
      const refused = await password(other.user.email);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe((await password('nobody@example.com')).body.message);
      expect((await password(breakGlass.user.email)).status).toBe(200);
    } finally {
      await server.request('/api/admin/sign-in-policy/change', {
        token: breakGlass.token,
        body: { second_factor_roles: [], password_sign_in: true },
      });
    }
  });
});
