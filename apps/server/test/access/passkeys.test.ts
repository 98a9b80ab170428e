import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RECOVERY_CODE_COUNT, SystemRole } from '@backoffice/shared';

import { SoftwareAuthenticator } from '../support/software-authenticator';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
let origin: string;
beforeAll(async () => {
  server = await startTestServer();
  origin = server.services.config.appUrl;
});
afterAll(() => server.close());

/** Adds a passkey from the profile, as the browser would answer the server's question. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, name = 'Work laptop') {
  const question = await server.request('/api/account/profile/start-passkey', { token, body: {} });
  expect(question.status).toBe(200);
  const added = await server.request('/api/account/profile/add-passkey', {
    token,
    body: { name, credential: authenticator.create(question.body.response) },
  });
  expect(added.status).toBe(200);
  return added.body.response as { passkey_uuid: string; recovery_codes: string[] | null };
}

const passwordStep = (email: string) =>
  server.request('/api/account/enter/login', { body: { email, password: TEST_PASSWORD } });

async function passkeySecondStep(email: string, authenticator: SoftwareAuthenticator) {
  const challenge = (await passwordStep(email)).body.challenge_token as string;
  const question = await server.request('/api/account/enter/passkey-options', {
    body: { challenge_token: challenge },
  });
  expect(question.status).toBe(200);
  return server.request('/api/account/enter/passkey', {
    body: { challenge_token: challenge, credential: authenticator.get(question.body.response) },
  });
}

describe('passkeys', () => {
  it('are added from the profile, several per person, named, listed and renamed; the first comes with recovery codes', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const phone = new SoftwareAuthenticator(origin);
    const question = await server.request('/api/account/profile/start-passkey', { token, body: {} });
    expect(question.body.response).toMatchObject({
      rp: { id: new URL(origin).hostname, name: 'Back office' },
      user: { name: user.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    // An answer made for another site is refused, and the question is gone with it.
    const elsewhere = await server.request('/api/account/profile/add-passkey', {
      token,
      body: { name: 'Phone', credential: phone.create(question.body.response, 'https://evil.example') },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.issues[0]).toMatchObject({ path: ['credential'], messageId: 'wrongPasskey' });
    const replay = await server.request('/api/account/profile/add-passkey', {
      token,
      body: { name: 'Phone', credential: phone.create(question.body.response) },
    });
    expect(replay.status).toBe(409);

    const first = await addPasskey(token, phone, 'Phone');
    expect(first.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    const laptop = new SoftwareAuthenticator(origin);
    const secondQuestion = await server.request('/api/account/profile/start-passkey', { token, body: {} });
    expect(secondQuestion.body.response.excludeCredentials).toEqual([
      expect.objectContaining({ id: phone.credentials.at(-1)?.id.toString('base64url'), type: 'public-key' }),
    ]);
    const second = await server.request('/api/account/profile/add-passkey', {
      token,
      body: { name: 'Laptop', credential: laptop.create(secondQuestion.body.response) },
    });
    expect(second.body.response.recovery_codes).toBeNull();

    const renamed = await server.request('/api/account/profile/rename-passkey', {
      token,
      body: { passkey_uuid: first.passkey_uuid, name: '  Personal phone ' },
    });
    expect(renamed.status).toBe(200);
    const listed = await server.request('/api/account/profile/get-passkeys', { token });
    expect(listed.body.data.map((row: { name: string }) => row.name)).toEqual(['Personal phone', 'Laptop']);
    const stored = await server.prisma.passkey.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.publicKey.length).toBeGreaterThan(60);
    const state = await server.request('/api/account/profile/get-second-factor', { token });
    expect(state.body.response).toMatchObject({
      passkeys: 2,
      recovery_codes_left: 10,
      totp_confirmed_at: null,
    });
  });

  it('prove the second step after the password, each signature once, never a cloned key nor another person’s', async () => {
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    const phone = new SoftwareAuthenticator(origin);
    await addPasskey(token, phone);
    const challenge = await passwordStep(user.email);
    expect(challenge.body).toMatchObject({ mfa_required: true, methods: ['passkey', 'recovery_code'] });

    const opened = await passkeySecondStep(user.email, phone);
    expect(opened.status).toBe(200);
    const sessions = await server.request('/api/account/profile/get-sessions', {
      token: opened.body.session_uuid,
    });
    expect(sessions.body.data.find((row: { current: boolean }) => row.current).method).toBe('passkey');
    expect((await server.prisma.passkey.findFirstOrThrow({ where: { userId: user.id } })).counter).toBe(1n);

    // A copy of the key that signs with a counter that did not move on is refused.
    const cloned = await passwordStep(user.email);
    const question = await server.request('/api/account/enter/passkey-options', {
      body: { challenge_token: cloned.body.challenge_token },
    });
    const refused = await server.request('/api/account/enter/passkey', {
      body: {
        challenge_token: cloned.body.challenge_token,
        credential: phone.get(question.body.response, { counter: 1 }),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.issues[0]).toMatchObject({ path: ['credential'], messageId: 'wrongPasskey' });

    // Another person's passkey does not prove this person's second step.
    const other = await server.signIn(SystemRole.ChiefAgent);
    const othersKey = new SoftwareAuthenticator(origin);
    await addPasskey(other.token, othersKey);
    const mine = await passwordStep(user.email);
    await server.request('/api/account/enter/passkey-options', {
      body: { challenge_token: mine.body.challenge_token },
    });
    const stranger = await server.request('/api/account/enter/passkey', {
      body: {
        challenge_token: mine.body.challenge_token,
        credential: othersKey.get({ challenge: 'x' }),
      },
    });
    expect(stranger.status).toBe(400);
    const refusals = await server.prisma.auditLog.count({
      where: { action: 'account.secondFactor.refuse', entityId: user.id },
    });
    expect(refusals).toBe(2);
  });

  it('sign in without a password when the passkey verified its holder', async () => {
    const { token, user } = await server.signIn(SystemRole.Admin);
    const phone = new SoftwareAuthenticator(origin);
    await addPasskey(token, phone);

    const started = await server.request('/api/account/enter/passkey-sign-in-options', { body: {} });
    expect(started.status).toBe(200);
    expect(started.body.options).toMatchObject({ userVerification: 'required', allowCredentials: [] });
    const opened = await server.request('/api/account/enter/passkey-sign-in', {
      body: { challenge_token: started.body.challenge_token, credential: phone.get(started.body.options) },
    });
    expect(opened.status).toBe(200);
    const current = await server.request('/api/account/enter/current-session', {
      token: opened.body.session_uuid,
    });
    expect(current.body.response.email).toBe(user.email);
    // The challenge is spent with its first success.
    const again = await server.request('/api/account/enter/passkey-sign-in', {
      body: { challenge_token: started.body.challenge_token, credential: phone.get(started.body.options) },
    });
    expect(again.status).toBe(401);

    // A key that did not verify its holder is one factor only; an unknown key names nobody.
    const presenceOnly = new SoftwareAuthenticator(origin, false);
    presenceOnly.credentials.push(...phone.credentials);
    const weak = await server.request('/api/account/enter/passkey-sign-in-options', { body: {} });
    const unverified = await server.request('/api/account/enter/passkey-sign-in', {
      body: { challenge_token: weak.body.challenge_token, credential: presenceOnly.get(weak.body.options) },
    });
    expect(unverified.status).toBe(400);
    const stranger = new SoftwareAuthenticator(origin);
    stranger.create({ challenge: 'x', rp: {}, user: { id: 'eA' } });
    const unknown = await server.request('/api/account/enter/passkey-sign-in', {
      body: { challenge_token: weak.body.challenge_token, credential: stranger.get(weak.body.options) },
    });
    expect(unknown.status).toBe(400);
  });

  it('are removed with the password; the last one of a required role stays, and an administrator’s reset removes them all', async () => {
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    await addPasskey(superAdmin.token, new SoftwareAuthenticator(origin));
    const person = await server.signIn(SystemRole.ChiefAgent);
    const { passkey_uuid: only } = await addPasskey(person.token, new SoftwareAuthenticator(origin));
    const policy = await server.request('/api/admin/sign-in-policy/change', {
      token: superAdmin.token,
      body: { second_factor_roles: [SystemRole.ChiefAgent, SystemRole.SuperAdmin] },
    });
    expect(policy.status).toBe(200);
    // Adding the passkey proved a second factor in the person's session: it stays.
    expect((await server.request('/api/account/enter/current-session', { token: person.token })).status).toBe(
      200,
    );
    const last = await server.request('/api/account/profile/remove-passkey', {
      token: person.token,
      body: { passkey_uuid: only, password: TEST_PASSWORD },
    });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('Your role must sign in with a second factor: it cannot be removed');

    const admin = await server.signIn(SystemRole.Admin);
    const reset = await server.request('/api/admin/reset-user-second-factor', {
      token: admin.token,
      body: { user_uuid: person.user.id },
    });
    expect(reset.status).toBe(200);
    expect(await server.prisma.passkey.count({ where: { userId: person.user.id } })).toBe(0);
    expect((await server.request('/api/account/enter/current-session', { token: person.token })).status).toBe(
      401,
    );

    const enrolment = await passwordStep(person.user.email);
    expect(enrolment.body.enrolment_required).toBe(true);
    await server.request('/api/admin/sign-in-policy/change', {
      token: superAdmin.token,
      body: { second_factor_roles: [] },
    });
    const fresh = await server.signIn(SystemRole.ChiefAgent);
    const added = await addPasskey(fresh.token, new SoftwareAuthenticator(origin));
    const wrong = await server.request('/api/account/profile/remove-passkey', {
      token: fresh.token,
      body: { passkey_uuid: added.passkey_uuid, password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    const removed = await server.request('/api/account/profile/remove-passkey', {
      token: fresh.token,
      body: { passkey_uuid: added.passkey_uuid, password: TEST_PASSWORD },
    });
    expect(removed.status).toBe(200);
    expect(await server.prisma.recoveryCode.count({ where: { userId: fresh.user.id } })).toBe(0);
    const actions = await server.prisma.auditLog.findMany({
      where: { entityId: fresh.user.id, action: { startsWith: 'account.passkey' } },
      select: { action: true },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((row) => row.action)).toEqual(['account.passkey.add', 'account.passkey.remove']);
  });
});
