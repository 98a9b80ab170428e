import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assertDefined, SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { loginMaxFailuresPerAccount: 3 } });
});
afterAll(() => server.close());

describe('POST /api/account/enter/login', () => {
  it('answers a 36-character session_uuid and stores only its hash', async () => {
    const user = await server.createUser({ role: SystemRole.ChiefAgent });
    const response = await server.request('/api/account/enter/login', {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(response.status).toBe(200);
    expect(response.body.session_uuid).toHaveLength(36);
    const sessions = await server.prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).not.toBe(response.body.session_uuid);
  });

  it('gives a new session on every login', async () => {
    const user = await server.createUser();
    const first = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: user.password },
    });
    const second = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: user.password },
    });
    expect(first.body.session_uuid).not.toBe(second.body.session_uuid);
  });

  it('answers the same generic error for a wrong password and an unknown account', async () => {
    const user = await server.createUser();
    const wrongPassword = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: 'not-the-password' },
    });
    const unknown = await server.request('/api/account/enter/login', {
      body: { email: 'nobody@example.test', password: 'whatever1' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Request error');
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('refuses deactivated, banned and deleted accounts with the same answer', async () => {
    for (const status of [UserStatus.NotActive, UserStatus.Banned, UserStatus.Deleted]) {
      const user = await server.createUser({ status });
      const response = await server.request('/api/account/enter/login', {
        body: { email: user.email, password: user.password },
      });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Request error');
    }
  });

  it('rejects malformed input with 400 and the issues', async () => {
    const response = await server.request('/api/account/enter/login', {
      body: { email: 'not-an-email', password: '12' },
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    const fields = response.body.issues.map((issue: { path: string[] }) => issue.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    expect(
      response.body.issues.find((issue: { path: string[] }) => issue.path[0] === 'password').message,
    ).toBe('The password must be 6 to 32 characters long.');
  });

  it('rate-limits failed attempts per account with 429, stored in the database', async () => {
    const user = await server.createUser();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await server.request('/api/account/enter/login', {
        body: { email: user.email, password: 'wrong-password' },
      });
      expect(response.status).toBe(401);
    }
    const blocked = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: user.password },
    });
    expect(blocked.status).toBe(429);
    expect(
      await server.prisma.loginAttempt.count({ where: { key: `email:${user.email}`, succeeded: false } }),
    ).toBe(3);
  });
});

describe('POST /api/account/enter/registration', () => {
  it('creates a user with status created and no role, answering response.user_uuid', async () => {
    const email = `new.${Date.now()}@example.test`;
    const response = await server.request('/api/account/enter/registration', {
      body: { email, password: 'secret-123', first_name: '', last_name: '', second_name: '', sex: 'n' },
    });
    expect(response.status).toBe(200);
    expect(response.body.response.user_uuid).toHaveLength(36);
    const user = await server.prisma.user.findUniqueOrThrow({
      where: { id: response.body.response.user_uuid },
    });
    expect(user).toMatchObject({
      email,
      status: UserStatus.Created,
      systemRole: SystemRole.NoRole,
      sex: 'n',
    });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await server.prisma.auditLog.findFirst({
      where: { entityType: 'User', entityId: user.id },
    });
    expect(audit?.action).toBe('user.register');
  });

  it('lets a registered account sign in but use nothing but its own session', async () => {
    const email = `waiting.${Date.now()}@example.test`;
    await server.request('/api/account/enter/registration', { body: { email, password: 'secret-123' } });
    const login = await server.request('/api/account/enter/login', {
      body: { email, password: 'secret-123' },
    });
    expect(login.status).toBe(200);
    const token = login.body.session_uuid;
    const session = await server.request('/api/account/enter/current-session', { token });
    expect(session.status).toBe(200);
    expect(session.body.response).toMatchObject({
      email,
      status: UserStatus.Created,
      system_role: SystemRole.NoRole,
    });
    const orders = await server.request('/api/web-api/order/get-new-orders-length', { token });
    expect(orders.status).toBe(403);
    expect(orders.body.message).toMatch(/activation/);
  });

  it('answers a registered address exactly as a new one, changes nothing and emails the owner instead', async () => {
    const owner = await server.createUser({ status: UserStatus.Active });
    const before = await server.prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    const accounts = await server.prisma.user.count();
    const register = (email: string, locale = 'en') =>
      server.request('/api/account/enter/registration', {
        headers: { 'accept-language': locale },
        body: { email, password: 'other-secret-4', first_name: '', last_name: '', second_name: '', sex: 'n' },
      });
    const taken = await register(owner.email.toUpperCase());
    const fresh = await register(`fresh.${Date.now()}@example.test`);
    const answer = { status: 200, body: { response: { user_uuid: expect.stringMatching(UUID) } } };
    expect({ status: taken.status, body: taken.body }).toEqual(answer);
    expect({ status: fresh.status, body: fresh.body }).toEqual(answer);
    // Only the new address made an account; the uuid answered for the taken one names no account.
    expect(await server.prisma.user.count()).toBe(accounts + 1);
    expect(await server.prisma.user.findUnique({ where: { id: taken.body.response.user_uuid } })).toBeNull();
    expect(await server.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).toEqual(before);
    const login = await server.request('/api/account/enter/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(login.status).toBe(200);

    expect((await register(owner.email, 'it-IT')).status).toBe(200);
    await server.jobs.drain();
    const caught = await server.mail.waitFor(
      (messages) => messages.filter((entry) => entry.to.includes(owner.email)).length >= 2,
    );
    const [english, italian] = caught.filter((entry) => entry.to.includes(owner.email));
    assertDefined(english, 'english');
    assertDefined(italian, 'italian');
    expect(english.subject).toBe('Someone tried to register with your address');
    expect(english.html).toContain('/enter/login');
    expect(english.html).toContain('/enter/forgot-password');
    expect(italian.subject).toBe('Qualcuno ha provato a registrarsi con il tuo indirizzo');
  });

  it('validates the password length and the email format', async () => {
    const short = await server.request('/api/account/enter/registration', {
      body: { email: 'a@example.test', password: '12345' },
    });
    const long = await server.request('/api/account/enter/registration', {
      body: { email: 'a@example.test', password: 'x'.repeat(33) },
    });
    const email = await server.request('/api/account/enter/registration', {
      body: { email: 'a@', password: 'secret-123' },
    });
    expect([short.status, long.status, email.status]).toEqual([400, 400, 400]);
  });
});

describe('GET /api/account/enter/current-session and POST logout', () => {
  it('returns the session user, and logout ends the session', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    const current = await server.request('/api/account/enter/current-session', { token });
    expect(current.status).toBe(200);
    expect(current.body.response).toMatchObject({
      user_uuid: user.id,
      email: user.email,
      system_role: SystemRole.Admin,
      first_name: 'Test',
      second_name: 'Tester',
      impersonated_by: null,
    });
    const logout = await server.request('/api/account/enter/logout', { method: 'POST', token });
    expect(logout.status).toBe(200);
    expect(logout.body).toEqual({ response: true });
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('accepts a logout without body or content type', async () => {
    const { token } = await server.signIn();
    const response = await fetch(`${server.url}/api/account/enter/logout`, {
      method: 'POST',
      headers: { 'x-session-token': token },
    });
    expect(response.status).toBe(200);
  });

  it('ends sessions after the idle limit', async () => {
    const { token, user } = await server.signIn();
    await server.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 3 * 3_600_000) },
    });
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
    expect(await server.prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('ends sessions after the absolute limit', async () => {
    const { token, user } = await server.signIn();
    await server.prisma.session.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('refuses a session whose user was deactivated meanwhile', async () => {
    const { token, user } = await server.signIn();
    await server.prisma.user.update({ where: { id: user.id }, data: { status: UserStatus.NotActive } });
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('ignores the tenant header value null', async () => {
    const { token } = await server.signIn();
    const response = await server.request('/api/account/enter/current-session', {
      token,
      headers: { 'x-tenant': 'null' },
    });
    expect(response.status).toBe(200);
  });
});
