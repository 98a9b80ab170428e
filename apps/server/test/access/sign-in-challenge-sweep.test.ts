import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { routeTable } from '../support/route-table';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a sign-in challenge', () => {
  it('is refused as a credential by every way into the server, and still finishes its own sign-in', async () => {
    // An administrator whose role requires a second factor, signed in with the password only.
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    const started = await server.request('/api/account/profile/start-totp', {
      token: superAdmin.token,
      body: {},
    });
    const secret = started.body.response.secret as string;
    const confirm = await server.request('/api/account/profile/confirm-totp', {
      token: superAdmin.token,
      body: { code: generateSync({ secret }) },
    });
    expect(confirm.status).toBe(200);
    const policy = await server.request('/api/admin/sign-in-policy/change', {
      token: superAdmin.token,
      body: { second_factor_roles: [SystemRole.Admin, SystemRole.SuperAdmin] },
    });
    expect(policy.status).toBe(200);
    const admin = await server.createUser({ role: SystemRole.Admin });
    const passwordStep = await server.request('/api/account/enter/login', {
      body: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(passwordStep.body).toMatchObject({ mfa_required: true, enrolment_required: true });
    const challenge = passwordStep.body.challenge_token as string;

    const table = routeTable(server.app);
    expect(table.filter((entry) => entry.source === 'rest').length).toBeGreaterThan(150);
    expect(table.filter((entry) => entry.source === 'trpc').length).toBeGreaterThan(200);
    expect(table.filter((entry) => entry.source === 'express').length).toBeGreaterThan(5);
    const answered: string[] = [];
    for (const entry of table) {
      for (const credential of [
        { 'x-session-token': challenge },
        { authorization: `Bearer ${challenge}` },
      ] as Array<Record<string, string>>) {
        const response = await fetch(server.url + entry.path, {
          method: entry.method,
          headers: {
            ...credential,
            ...(entry.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          body: entry.method === 'GET' ? undefined : JSON.stringify({ challenge_token: challenge }),
        });
        await response.arrayBuffer();
        if (response.status !== 401)
          answered.push(`${entry.method} ${entry.path} (${entry.source}): ${response.status}`);
      }
    }
    expect(answered).toEqual([]);
    expect(await server.prisma.session.count({ where: { userId: admin.id } })).toBe(0);

    // Sent as the second step asks, in the body and with no credential, it sets up the app and signs in.
    const enrolment = await server.request('/api/account/enter/start-enrolment', {
      body: { challenge_token: challenge },
    });
    expect(enrolment.status).toBe(200);
    const finished = await server.request('/api/account/enter/finish-enrolment', {
      body: { challenge_token: challenge, code: generateSync({ secret: enrolment.body.response.secret }) },
    });
    expect(finished.status).toBe(200);
    expect(
      (await server.request('/api/account/enter/current-session', { token: finished.body.session_uuid }))
        .status,
    ).toBe(200);
  }, 120_000);
});
