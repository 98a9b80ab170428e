import { Writable } from 'node:stream';

import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { createLogger } from '../../src/logger';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

/*
 * A whole working session's logs, at the debug level, hold none of the secrets it used (passwords,
 * session tokens, API keys, a reset link's token, a webhook's and an authenticator's secret), and
 * every line about a request names it and its credential's kind and id.
 */

const lines: Array<Record<string, any>> = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    logger: createLogger('debug', destination),
    environment: { WEBHOOK_ALLOW_PRIVATE: '1' },
  });
});
afterAll(() => server.close());

describe('the logs of a working session', () => {
  it('hold no secret it used, and name each request and its credential', async () => {
    const secrets: string[] = [TEST_PASSWORD];
    const { token: admin, user } = await server.signIn(SystemRole.Admin);
    secrets.push(admin);

    // API keys of both policies, used.
    const keys: Record<string, { uuid: string; secret: string }> = {};
    for (const policy of ['staff', 'channel'] as const) {
      const created = await server.request('/api/admin/api-keys/create', {
        token: admin,
        body: { name: `Log ${policy}`, policy },
      });
      expect(created.status).toBe(200);
      keys[policy] = created.body.response;
      secrets.push(created.body.response.secret);
    }
    const byStaffKey = await server.request('/api/web-api/order/get-new-orders-length', {
      headers: {
        authorization: `Bearer ${defined(keys.staff, 'staff key').secret}`,
        'x-request-id': 'with-staff-key',
      },
    });
    expect(byStaffKey.status).toBe(200);
    // A channel key refused a call off its list is named too.
    const byChannelKey = await server.request('/api/admin/get-active-offers', {
      headers: {
        authorization: `Bearer ${defined(keys.channel, 'channel key').secret}`,
        'x-request-id': 'with-channel-key',
      },
    });
    expect(byChannelKey.status).toBe(403);

    // A webhook's signing secret, and an authenticator app's.
    const webhook = await server.request('/api/admin/webhooks/create', {
      token: admin,
      body: { url: 'http://127.0.0.1:9/in', events: ['order.created'], enabled: false },
    });
    expect(webhook.status).toBe(200);
    secrets.push(webhook.body.response.secret);
    const totp = await server.request('/api/account/profile/start-totp', { token: admin, body: {} });
    const totpSecret = totp.body.response.secret as string;
    secrets.push(totpSecret);
    expect(
      (
        await server.request('/api/account/profile/confirm-totp', {
          token: admin,
          body: { code: generateSync({ secret: totpSecret }) },
        })
      ).status,
    ).toBe(200);

    // A password reset through its emailed link, and a sign-in with the new password.
    const agent = await server.createUser({ role: SystemRole.NoRole });
    await server.request('/api/account/enter/forgot-password', { body: { email: agent.email } });
    await server.jobs.drain();
    const caught = await server.mail.waitFor((messages) =>
      messages.some((entry) => entry.to.includes(agent.email)),
    );
    const mail = caught.find((entry) => entry.to.includes(agent.email));
    const resetToken = defined(/token=([A-Za-z0-9_-]{43})/.exec(mail?.html ?? '')?.[1], 'the emailed token');
    secrets.push(resetToken);
    await server.request('/enter/reset-password', {
      headers: { referer: `https://x.test/?token=${resetToken}` },
    });
    const newPassword = 'A-new-secret-Log-2026';
    secrets.push(newPassword);
    expect(
      (
        await server.request('/api/account/enter/reset-password', {
          body: { token: resetToken, password: newPassword },
        })
      ).status,
    ).toBe(200);
    const signedIn = await server.request('/api/account/enter/login', {
      body: { email: agent.email, password: newPassword },
    });
    expect(signedIn.status).toBe(200);
    secrets.push(signedIn.body.session_uuid);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const text = JSON.stringify(lines);
    expect(lines.length).toBeGreaterThan(10);
    expect(secrets.filter((secret) => text.includes(secret))).toEqual([]);

    const requests = lines.filter((line) => line.message === 'request' || line.message === 'request failed');
    expect(
      requests.every((line) => typeof line.req?.id === 'string' && typeof line.credential?.kind === 'string'),
    ).toBe(true);
    const of = (id: string) =>
      defined(
        requests.find((line) => line.req.id === id),
        `the line of ${id}`,
      );
    expect(of('with-staff-key').credential).toEqual({
      kind: 'staff_key',
      id: defined(keys.staff, 'staff key').uuid,
      account: expect.any(String),
    });
    expect(of('with-channel-key').credential).toMatchObject({
      kind: 'channel_key',
      id: defined(keys.channel, 'channel key').uuid,
    });
    expect(
      requests.filter((line) => line.credential.kind === 'person').map((line) => line.credential.id),
    ).toContain(user.id);
  });
});
