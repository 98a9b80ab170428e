import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RECOVERY_CODE_COUNT, SystemRole } from '@backoffice/shared';

import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
let superAdmin: { token: string; user: { id: string } };
beforeAll(async () => {
  server = await startTestServer();
  superAdmin = await server.signIn(SystemRole.SuperAdmin);
});
afterAll(() => server.close());

const STEP_SECONDS = 30;
/** The app's code `steps` time steps from now (the server accepts one step either side). */
const codeOf = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });

/** A six-digit code that no step the server accepts now would give. */
function wrongCodeOf(secret: string) {
  const accepted = new Set([-1, 0, 1].map((steps) => codeOf(secret, steps)));
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!accepted.has(code)) return code;
  }
}

const passwordStep = (email: string, password = TEST_PASSWORD) =>
  server.request('/api/account/enter/login', { body: { email, password } });

const secondStep = (challenge: string, method: 'totp' | 'recovery_code', code: string) =>
  server.request('/api/account/enter/second-factor', { body: { challenge_token: challenge, method, code } });

/** Sets up an authenticator app from the profile: its secret and the recovery codes. */
async function enrol(token: string) {
  const started = await server.request('/api/account/profile/start-totp', { token, body: {} });
  expect(started.status).toBe(200);
  const { secret } = started.body.response as { secret: string };
  const usedCode = codeOf(secret);
  const confirmed = await server.request('/api/account/profile/confirm-totp', {
    token,
    body: { code: usedCode },
  });
  expect(confirmed.status).toBe(200);
  return { secret, usedCode, recoveryCodes: confirmed.body.response.recovery_codes as string[] };
}

const auditActions = async (userId: string) =>
  (
    await server.prisma.auditLog.findMany({
      where: { entityType: 'User', entityId: userId },
      orderBy: { id: 'asc' },
      select: { action: true },
    })
  ).map((row) => row.action);

const setRequiredRoles = (roles: number[], token = superAdmin.token) =>
  server.request('/api/admin/sign-in-policy/change', { token, body: { second_factor_roles: roles } });

describe('an authenticator app (TOTP)', () => {
  it('is set up from the profile with a QR code and a code, keeps its secret sealed, and issues ten recovery codes', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const started = await server.request('/api/account/profile/start-totp', { token, body: {} });
    expect(started.status).toBe(200);
    const enrolment = started.body.response;
    expect(enrolment.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Back%20office:/);
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_code).toMatch(/^data:image\/png;base64,/);
    const stored = await server.prisma.totpFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.secretSealed).not.toContain(enrolment.secret);
    expect(stored.confirmedAt).toBeNull();

    const wrong = await server.request('/api/account/profile/confirm-totp', {
      token,
      body: { code: wrongCodeOf(enrolment.secret) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues).toEqual([
      expect.objectContaining({ path: ['code'], messageId: 'wrongSecondFactorCode' }),
    ]);
    const malformed = await server.request('/api/account/profile/confirm-totp', {
      token,
      body: { code: '12a' },
    });
    expect(malformed.body.issues).toEqual([
      expect.objectContaining({ path: ['code'], messageId: 'invalidTotpCode' }),
    ]);

    const confirmed = await server.request('/api/account/profile/confirm-totp', {
      token,
      body: { code: codeOf(enrolment.secret).replace(/^(\d{3})/, '$1 ') },
    });
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.response.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const kept = await server.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(kept.map((row) => row.codeHash)).not.toContain(codes[0]);

    const state = await server.request('/api/account/profile/get-second-factor', { token });
    expect(state.body.response).toMatchObject({ recovery_codes_left: 10, required: false });
    expect(state.body.response.totp_confirmed_at).not.toBeNull();
    const again = await server.request('/api/account/profile/start-totp', { token, body: {} });
    expect(again.status).toBe(409);
    expect(await auditActions(user.id)).toEqual(['account.secondFactor.refuse', 'account.totp.enrol']);
  });

  it('turns the password into the first of two steps: a challenge that is no session, then the code opens one, once', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const { secret, usedCode } = await enrol(token);

    const first = await passwordStep(user.email);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      mfa_required: true,
      challenge_token: expect.stringMatching(/^bo_mfa_/),
      expires_at: expect.any(String),
      methods: ['totp', 'recovery_code'],
      enrolment_required: false,
    });
    expect(first.body.session_uuid).toBeUndefined();
    const challenge = first.body.challenge_token as string;
    expect(await server.prisma.signInChallenge.count({ where: { userId: user.id } })).toBe(1);

    // The code that confirmed the app is not accepted again, nor any of its step or earlier.
    const replayed = await secondStep(challenge, 'totp', usedCode);
    expect(replayed.status).toBe(400);
    const nextCode = codeOf(secret, 1);
    const opened = await secondStep(challenge, 'totp', nextCode);
    expect(opened.status).toBe(200);
    const session = opened.body.session_uuid as string;
    expect((await server.request('/api/account/enter/current-session', { token: session })).status).toBe(200);
    const sessions = await server.request('/api/account/profile/get-sessions', { token: session });
    expect(sessions.body.data.find((row: { current: boolean }) => row.current).method).toBe('totp');

    // The challenge is spent, and a code used is never used again (here in a new sign-in).
    expect((await secondStep(challenge, 'totp', nextCode)).status).toBe(401);
    const next = await passwordStep(user.email);
    expect((await secondStep(next.body.challenge_token, 'totp', nextCode)).status).toBe(400);
  });

  it('takes each recovery code once in place of a code, and renews or removes them with the password', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const { recoveryCodes } = await enrol(token);
    const [firstCode = '', secondCode = ''] = recoveryCodes;

    const challenge = (await passwordStep(user.email)).body.challenge_token;
    const opened = await secondStep(challenge, 'recovery_code', firstCode.toUpperCase().replace(/-/g, ' '));
    expect(opened.status).toBe(200);
    const reused = await secondStep(
      (await passwordStep(user.email)).body.challenge_token,
      'recovery_code',
      firstCode,
    );
    expect(reused.status).toBe(400);
    expect(reused.body.issues[0]).toMatchObject({ path: ['code'], messageId: 'wrongSecondFactorCode' });
    const state = await server.request('/api/account/profile/get-second-factor', { token });
    expect(state.body.response.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);

    const wrongPassword = await server.request('/api/account/profile/renew-recovery-codes', {
      token,
      body: { password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.issues[0]).toMatchObject({
      path: ['password'],
      messageId: 'currentPasswordWrong',
    });
    const renewed = await server.request('/api/account/profile/renew-recovery-codes', {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.response.recovery_codes).not.toContain(secondCode);
    const old = await secondStep(
      (await passwordStep(user.email)).body.challenge_token,
      'recovery_code',
      secondCode,
    );
    expect(old.status).toBe(400);

    const removed = await server.request('/api/account/profile/remove-totp', {
      token,
      body: { password: TEST_PASSWORD },
    });
    expect(removed.status).toBe(200);
    expect(await server.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await passwordStep(user.email)).body.session_uuid).toEqual(expect.any(String));
    expect(await auditActions(user.id)).toEqual([
      'account.totp.enrol',
      'account.recoveryCode.use',
      'account.secondFactor.refuse',
      'account.recoveryCodes.renew',
      'account.secondFactor.refuse',
      'account.totp.remove',
    ]);
  });

  it('counts wrong codes per account like passwords: 429 past the limit, even with the right code', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const { secret } = await enrol(token);
    const challenge = (await passwordStep(user.email)).body.challenge_token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await secondStep(challenge, 'totp', wrongCodeOf(secret))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await secondStep(challenge, 'totp', codeOf(secret, 1));
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a challenge that expired, is unknown, or was made for enrolment', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const { secret } = await enrol(token);
    const challenge = (await passwordStep(user.email)).body.challenge_token;
    await server.prisma.signInChallenge.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await secondStep(challenge, 'totp', codeOf(secret, 1));
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('This sign-in has expired: sign in again with your password');
    expect((await secondStep('bo_mfa_unknown', 'totp', codeOf(secret, 1))).status).toBe(401);
    const enrolment = await server.request('/api/account/enter/start-enrolment', {
      body: { challenge_token: (await passwordStep(user.email)).body.challenge_token },
    });
    expect(enrolment.status).toBe(401);
  });
});

describe('a second factor required by role', () => {
  it('is set by a super administrator who has one, and ends the sessions of that role opened without one', async () => {
    const refused = await setRequiredRoles([SystemRole.SuperAdmin]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Set up your own second factor before requiring one of your role');
    const agent = await server.signIn(SystemRole.NoRole);
    expect((await server.request('/api/admin/sign-in-policy/get', { token: agent.token })).status).toBe(403);

    const admin = await server.signIn(SystemRole.Admin);
    // Administrators read the rules; only a super administrator changes them.
    expect((await server.request('/api/admin/sign-in-policy/get', { token: admin.token })).status).toBe(200);
    expect((await setRequiredRoles([SystemRole.Admin], admin.token)).status).toBe(403);
    const enrolledAdmin = await server.signIn(SystemRole.Admin);
    await enrol(enrolledAdmin.token);
    const chief = await server.signIn(SystemRole.ChiefAgent);
    expect((await setRequiredRoles([SystemRole.Admin, SystemRole.Admin])).status).toBe(400);
    expect((await setRequiredRoles([SystemRole.Admin])).status).toBe(200);
    expect((await server.request('/api/admin/sign-in-policy/get', { token: superAdmin.token })).body).toEqual(
      {
        response: {
          second_factor_roles: [SystemRole.Admin],
          password_sign_in: true,
          break_glass_user_uuid: null,
        },
      },
    );

    const canRead = async (token: string) =>
      (await server.request('/api/account/enter/current-session', { token })).status;
    expect(await canRead(admin.token)).toBe(401);
    expect(await canRead(enrolledAdmin.token)).toBe(200);
    expect(await canRead(chief.token)).toBe(200);

    // The administrator without one sets an app up before anything else, with the challenge.
    const challenge = await passwordStep(admin.user.email);
    expect(challenge.body).toMatchObject({ mfa_required: true, enrolment_required: true, methods: [] });
    const token = challenge.body.challenge_token as string;
    expect((await secondStep(token, 'totp', '123456')).status).toBe(401);
    const finishEarly = await server.request('/api/account/enter/finish-enrolment', {
      body: { challenge_token: token, code: '123456' },
    });
    expect(finishEarly.status).toBe(409);
    const started = await server.request('/api/account/enter/start-enrolment', {
      body: { challenge_token: token },
    });
    expect(started.status).toBe(200);
    const finished = await server.request('/api/account/enter/finish-enrolment', {
      body: { challenge_token: token, code: codeOf(started.body.response.secret) },
    });
    expect(finished.status).toBe(200);
    expect(finished.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    const session = finished.body.session_uuid as string;
    expect(await canRead(session)).toBe(200);
    const state = await server.request('/api/account/profile/get-second-factor', { token: session });
    expect(state.body.response.required).toBe(true);
    const removal = await server.request('/api/account/profile/remove-totp', {
      token: session,
      body: { password: TEST_PASSWORD },
    });
    expect(removal.status).toBe(409);
    expect(await auditActions(admin.user.id)).toContain('account.totp.enrol');
    expect((await setRequiredRoles([])).status).toBe(200);
  });
});

describe("an administrator resetting a person's second factor", () => {
  it('removes the app and the codes, ends their sessions and is audited; the person signs in with the password again', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const person = await server.signIn(SystemRole.ChiefAgent);
    await enrol(person.token);
    const state = await server.request(`/api/admin/get-user-second-factor?user_uuid=${person.user.id}`, {
      token: admin.token,
    });
    expect(state.body.response).toMatchObject({ recovery_codes_left: 10, required: false });

    const own = await server.request('/api/admin/reset-user-second-factor', {
      token: admin.token,
      body: { user_uuid: admin.user.id },
    });
    expect(own.status).toBe(403);
    const reset = await server.request('/api/admin/reset-user-second-factor', {
      token: admin.token,
      body: { user_uuid: person.user.id },
    });
    expect(reset.status).toBe(200);
    expect((await server.request('/api/account/enter/current-session', { token: person.token })).status).toBe(
      401,
    );
    expect(await server.prisma.totpFactor.count({ where: { userId: person.user.id } })).toBe(0);
    expect((await passwordStep(person.user.email)).body.session_uuid).toEqual(expect.any(String));
    const again = await server.request('/api/admin/reset-user-second-factor', {
      token: admin.token,
      body: { user_uuid: person.user.id },
    });
    expect(again.status).toBe(409);
    const audit = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'account.secondFactor.reset', entityId: person.user.id },
    });
    expect(audit.actorUserId).toBe(admin.user.id);
  });
});

describe('notices of a changed two-step sign-in', () => {
  it('emails the person when an app is set up or removed, a recovery code is spent, or an administrator resets it', async () => {
    const person = await server.signIn(SystemRole.ChiefAgent);
    await enrol(person.token);
    const removed = await server.request('/api/account/profile/remove-totp', {
      token: person.token,
      body: { password: person.user.password },
    });
    expect(removed.status).toBe(200);
    const { recoveryCodes } = await enrol(person.token);
    const challenge = (await passwordStep(person.user.email)).body.challenge_token as string;
    const withCode = await server.request('/api/account/enter/second-factor', {
      body: { challenge_token: challenge, method: 'recovery_code', code: recoveryCodes[0] },
    });
    expect(withCode.status).toBe(200);
    const admin = await server.signIn(SystemRole.Admin);
    const reset = await server.request('/api/admin/reset-user-second-factor', {
      token: admin.token,
      body: { user_uuid: person.user.id },
    });
    expect(reset.status).toBe(200);

    await server.jobs.drain();
    const mine = () => server.mail.messages.filter((mail) => mail.to.includes(person.user.email));
    await server.mail.waitFor(() => mine().length >= 5);
    const firstLine = (html: string | null) => /<p>([^<]*)<\/p>/.exec(html ?? '')?.[1];
    // Sent by the job runner, not necessarily in the order they were queued.
    const notices = mine().map((mail) => `${mail.subject}: ${firstLine(mail.html)}`);
    expect(notices.sort()).toEqual(
      [
        'An authenticator app was set up',
        'The authenticator app was removed',
        'An authenticator app was set up',
        'A recovery code was used to sign in',
        'An administrator removed your second factors and ended your sessions',
      ]
        .map((what) => `Your two-step sign-in changed: ${what} on your back office account.`)
        .sort(),
    );
  });
});
