import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { verifyPassword } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const validProfile = {
  first_name: 'Giulia',
  last_name: 'Bianchi',
  second_name: 'Maria',
  phone: '+393331234567',
  birthday: '1990-04-12',
  sex: 'f',
};

describe('POST /api/account/profile/profile-update', () => {
  it('saves every field under its own name and shows it in current-session', async () => {
    const { token, user } = await server.signIn();
    const response = await server.request('/api/account/profile/profile-update', {
      token,
      body: validProfile,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ response: true });
    const current = await server.request('/api/account/enter/current-session', { token });
    expect(current.body.response).toMatchObject({ ...validProfile, user_uuid: user.id });
    const audit = await server.prisma.auditLog.findFirst({
      where: { entityId: user.id, action: 'user.profile-update' },
    });
    expect(audit?.changes).toMatchObject({ firstName: { to: 'Giulia' }, phone: { to: '+393331234567' } });
  });

  it('takes a phone with spaces and dashes and keeps it without them', async () => {
    const { token, user } = await server.signIn();
    const response = await server.request('/api/account/profile/profile-update', {
      token,
      body: { ...validProfile, phone: '+39 333-123 4567' },
    });
    expect(response.status).toBe(200);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).phone).toBe(
      '+393331234567',
    );
    const refused = await server.request('/api/account/profile/profile-update', {
      token,
      body: { ...validProfile, phone: '+39 333 abc 4567' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toMatchObject([{ path: ['phone'], messageId: 'invalidPhone' }]);
  });

  it('takes an empty or missing middle name (most Italian staff have none)', async () => {
    const { token, user } = await server.signIn();
    for (const body of [
      { ...validProfile, second_name: '' },
      { ...validProfile, second_name: undefined },
    ]) {
      const response = await server.request('/api/account/profile/profile-update', { token, body });
      expect(response.status).toBe(200);
    }
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.secondName).toBe('');
    expect(stored.firstName).toBe('Giulia');
  });

  it.each([
    ['first_name', 'A'],
    ['first_name', 'A'.repeat(25)],
    ['last_name', ''],
    ['second_name', 'B'.repeat(25)],
    ['second_name', 'B'],
    ['phone', '123456789'],
    ['phone', '1234567890123456'],
    ['birthday', '1990-13-01'],
    ['sex', 'n'],
  ])('rejects %s = %j with 400 and changes nothing', async (field, value) => {
    const { token, user } = await server.signIn();
    const response = await server.request('/api/account/profile/profile-update', {
      token,
      body: { ...validProfile, [field]: value },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual([field]);
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.firstName).toBe('Test');
  });
});

describe('POST /api/account/profile/password-update', () => {
  it('needs the current password, then ends the other sessions but keeps this one', async () => {
    const { token, user } = await server.signIn();
    const other = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const wrong = await server.request('/api/account/profile/password-update', {
      token,
      body: { old_password: 'wrong-one', new_password: 'new-secret-1' },
    });
    expect(wrong.status).toBe(400);
    const response = await server.request('/api/account/profile/password-update', {
      token,
      body: { old_password: TEST_PASSWORD, new_password: 'new-secret-1' },
    });
    expect(response.body).toEqual({ response: true });
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(stored.passwordHash, 'new-secret-1')).toBe(true);
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(200);
    expect(
      (await server.request('/api/account/enter/current-session', { token: other.body.session_uuid })).status,
    ).toBe(401);
  });

  it('rejects a new password longer than 24 characters', async () => {
    const { token } = await server.signIn();
    const response = await server.request('/api/account/profile/password-update', {
      token,
      body: { old_password: TEST_PASSWORD, new_password: 'x'.repeat(25) },
    });
    expect(response.status).toBe(400);
  });
});

/**
 * The current password is asked by the password and email changes; with a session alone it must
 * not be an oracle: it counts against the sign-in throttle of the account, and the run of failures
 * that reaches the limit (5) ends the session.
 */
describe('the current-password check, against guessing', () => {
  const guess = (path: string, token: string, password: string) =>
    server.request(path, {
      token,
      body:
        path === '/api/account/profile/password-update'
          ? { old_password: password, new_password: 'new-secret-1' }
          : { new_email: `guess.${Date.now()}@example.test`, password },
    });

  it.each(['/api/account/profile/password-update', '/api/account/profile/email-update'])(
    '%s: 100 wrong passwords at once are checked 5 times, then the session ends',
    async (path) => {
      const { token, user } = await server.signIn();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) => guess(path, token, `wrong-${index}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(4);
      expect(statuses.every((status) => [400, 401, 429].includes(status))).toBe(true);
      expect(answers.find((answer) => answer.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
      // The right password cannot be tried from this address either until the window passes.
      const login = await server.request('/api/account/enter/login', {
        body: { email: user.email, password: TEST_PASSWORD },
      });
      expect(login.status).toBe(429);
      const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.email).toBe(user.email);
      expect(await verifyPassword(stored.passwordHash, TEST_PASSWORD)).toBe(true);
    },
  );

  it('shares the count with sign-in: after 3 wrong sign-ins the second wrong guess signs out', async () => {
    const { token, user } = await server.signIn();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const login = await server.request('/api/account/enter/login', {
        body: { email: user.email, password: `wrong-${attempt}` },
      });
      expect(login.status).toBe(401);
    }
    expect((await guess('/api/account/profile/password-update', token, 'wrong-a')).status).toBe(400);
    const last = await guess('/api/account/profile/password-update', token, 'wrong-b');
    expect(last.status).toBe(401);
    expect(last.body.message).toBe('Too many wrong passwords: you have been signed out');
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('forgets the failures when the right password is given', async () => {
    const { token } = await server.signIn();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await guess('/api/account/profile/email-update', token, `wrong-${attempt}`)).status).toBe(
          400,
        );
      }
      const right = await server.request('/api/account/profile/password-update', {
        token,
        body: { old_password: TEST_PASSWORD, new_password: TEST_PASSWORD },
      });
      expect(right.status).toBe(200);
    }
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(200);
  });
});

describe('POST /api/account/profile/email-update', () => {
  it('needs the current password: without it or with a wrong one nothing changes', async () => {
    const { token, user } = await server.signIn();
    const newEmail = `taken-over.${Date.now()}@example.test`;
    const missing = await server.request('/api/account/profile/email-update', {
      token,
      body: { new_email: newEmail },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0].path).toEqual(['password']);
    const wrong = await server.request('/api/account/profile/email-update', {
      token,
      body: { new_email: newEmail, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toMatchObject([
      {
        path: ['password'],
        message: 'The current password is not correct',
        messageId: 'currentPasswordWrong',
      },
    ]);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    const document = await server.request('/api/openapi.json');
    const operation = document.body.paths['/api/account/profile/email-update'].post;
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['new_email', 'password']));
  });

  it('changes the sign-in email', async () => {
    const { token, user } = await server.signIn();
    const newEmail = `changed.${Date.now()}@example.test`;
    const response = await server.request('/api/account/profile/email-update', {
      token,
      body: { new_email: newEmail.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.body).toEqual({ response: true });
    const login = await server.request('/api/account/enter/login', {
      body: { email: newEmail, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(newEmail);
  });

  it('answers 409 when the email belongs to someone else, 400 when longer than 40', async () => {
    const { token } = await server.signIn();
    const taken = await server.createUser();
    expect(
      (
        await server.request('/api/account/profile/email-update', {
          token,
          body: { new_email: taken.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(409);
    const long = `${'a'.repeat(30)}@example.test`;
    expect(
      (
        await server.request('/api/account/profile/email-update', {
          token,
          body: { new_email: long, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(400);
  });
});

describe('POST /api/account/profile/delete-self', () => {
  it('soft-deletes the own account, ends its sessions and keeps the row', async () => {
    const { token, user } = await server.signIn();
    const response = await server.request('/api/account/profile/delete-self', {
      token,
      body: { user_uuid: user.id, user_role: 0 },
    });
    expect(response.body).toEqual({ response: true });
    const stored = await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.status).toBe(UserStatus.Deleted);
    expect(stored.deletedAt).not.toBeNull();
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
    const login = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(401);
    // The address stays taken: registering it again answers as for any address but creates nothing.
    const again = await server.request('/api/account/enter/registration', {
      body: { email: user.email, password: 'secret-123' },
    });
    expect(again.status).toBe(200);
    expect(await server.prisma.user.findUnique({ where: { id: again.body.response.user_uuid } })).toBeNull();
    expect(await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(stored);
  });

  it("refuses to delete someone else's account", async () => {
    const { token } = await server.signIn();
    const victim = await server.createUser();
    const response = await server.request('/api/account/profile/delete-self', {
      token,
      body: { user_uuid: victim.id, user_role: 0 },
    });
    expect(response.status).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).status).toBe(
      UserStatus.Active,
    );
  });

  it('refuses to delete the last active super administrator', async () => {
    await server.prisma.user.updateMany({
      where: { systemRole: SystemRole.SuperAdmin },
      data: { systemRole: SystemRole.Admin },
    });
    const { token, user } = await server.signIn(SystemRole.SuperAdmin);
    const response = await server.request('/api/account/profile/delete-self', {
      token,
      body: { user_uuid: user.id, user_role: 3 },
    });
    expect(response.status).toBe(403);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).status).toBe(
      UserStatus.Active,
    );
  });
});

describe('GET /api/account/get-from-email', () => {
  it('finds a user by email for administrators', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const target = await server.createUser();
    const response = await server.request(
      `/api/account/get-from-email?email=${encodeURIComponent(target.email)}`,
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ user_uuid: target.id, email: target.email });
    const missing = await server.request('/api/account/get-from-email?email=missing%40example.test', {
      token,
    });
    expect(missing.status).toBe(404);
  });
});
