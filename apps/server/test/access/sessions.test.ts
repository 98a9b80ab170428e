import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A session of the person opened with the password from a browser. */
async function signInFrom(email: string, userAgent: string) {
  const response = await server.request('/api/account/enter/login', {
    body: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.body.session_uuid as string;
}

const sessionsOf = (token: string) => server.request('/api/account/profile/get-sessions', { token });
const canRead = async (token: string) =>
  (await server.request('/api/account/enter/current-session', { token })).status === 200;

describe('where a person is signed in', () => {
  it('lists their sessions with browser, system and address, and ends one, or all but this one', async () => {
    const person = await server.createUser({ role: SystemRole.ChiefAgent });
    const laptop = await signInFrom(person.email, CHROME_ON_WINDOWS);
    const phone = await signInFrom(person.email, SAFARI_ON_IPHONE);
    const tablet = await signInFrom(person.email, SAFARI_ON_IPHONE);

    const listed = await sessionsOf(laptop);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    const current = listed.body.data.find((session: { current: boolean }) => session.current);
    expect(current).toMatchObject({
      browser: 'Chrome 131',
      system: 'Windows 10',
      method: 'password',
      ip: '127.0.0.1',
    });
    expect(
      listed.body.data.filter((session: { system: string }) => session.system === 'iOS 17'),
    ).toHaveLength(2);

    const phoneSession = (await sessionsOf(phone)).body.data.find(
      (session: { current: boolean }) => session.current,
    );
    expect(
      (
        await server.request('/api/account/profile/end-session', {
          token: laptop,
          body: { session_uuid: phoneSession.uuid },
        })
      ).body,
    ).toEqual({ response: true });
    expect(await canRead(phone)).toBe(false);
    expect(await canRead(laptop)).toBe(true);
    // Not the caller's own session: no such session for them.
    const other = await server.signIn(SystemRole.NoRole);
    const othersSession = (await sessionsOf(other.token)).body.data[0].uuid as string;
    expect(
      (
        await server.request('/api/account/profile/end-session', {
          token: laptop,
          body: { session_uuid: othersSession },
        })
      ).status,
    ).toBe(404);
    expect(await canRead(other.token)).toBe(true);

    const ended = await server.request('/api/account/profile/end-other-sessions', {
      token: laptop,
      body: {},
    });
    expect(ended.body).toEqual({ response: { ended: 1 } });
    expect(await canRead(tablet)).toBe(false);
    expect((await sessionsOf(laptop)).body.data).toHaveLength(1);
    const audit = await server.prisma.auditLog.findMany({
      where: { action: 'account.sessions.end', entityId: person.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((entry) => entry.changes)).toEqual([
      { sessions: 1, session: phoneSession.uuid },
      { sessions: 1 },
    ]);
  });

  it('lets an administrator see and end a user’s sessions, but not a super administrator’s', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const person = await server.createUser({ role: SystemRole.NoRole });
    const first = await signInFrom(person.email, CHROME_ON_WINDOWS);
    const second = await signInFrom(person.email, SAFARI_ON_IPHONE);

    const listed = await server.request(`/api/admin/get-user-sessions?user_uuid=${person.id}`, {
      token: admin.token,
    });
    expect(listed.body.data.map((session: { current: boolean }) => session.current)).toEqual([false, false]);
    const [newest] = listed.body.data;
    const one = await server.request('/api/admin/end-user-sessions', {
      token: admin.token,
      body: { user_uuid: person.id, session_uuid: newest.uuid },
    });
    expect(one.body).toEqual({ response: { ended: 1 } });
    expect([await canRead(first), await canRead(second)].filter(Boolean)).toHaveLength(1);

    const all = await server.request('/api/admin/end-user-sessions', {
      token: admin.token,
      body: { user_uuid: person.id },
    });
    expect(all.body).toEqual({ response: { ended: 1 } });
    expect([await canRead(first), await canRead(second)]).toEqual([false, false]);

    const superAdmin = await server.createUser({ role: SystemRole.SuperAdmin });
    expect(
      (
        await server.request(`/api/admin/get-user-sessions?user_uuid=${superAdmin.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await server.request('/api/admin/end-user-sessions', {
          token: admin.token,
          body: { user_uuid: superAdmin.id },
        })
      ).status,
    ).toBe(403);
    // Their own sessions are on their profile, as the user screen's policy says.
    expect(
      (
        await server.request(`/api/admin/get-user-sessions?user_uuid=${admin.user.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(403);
    const agent = await server.signIn(SystemRole.ChiefAgent);
    expect(
      (await server.request(`/api/admin/get-user-sessions?user_uuid=${person.id}`, { token: agent.token }))
        .status,
    ).toBe(403);
  });
});
