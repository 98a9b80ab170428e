import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { createBillingOrder } from '../orders/billing-fixtures';
import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // Refunds above 20.00 ask for a step-up here, so that a test order's amount reaches it.
  server = await startTestServer({ apiConfig: { stepUpRefundAbove: '20.00' } });
});
afterAll(() => server.close());

const WINDOW_MS = 15 * 60_000;
const longAgo = () => new Date(Date.now() - WINDOW_MS - 60_000);

/** Makes the session's last confirmation older than STEP_UP_MINUTES, as if the person signed in long ago. */
async function age(token: string) {
  const current = await server.request('/api/account/profile/get-sessions', { token });
  const uuid = current.body.data.find((row: { current: boolean }) => row.current).uuid as string;
  await server.prisma.session.update({
    where: { id: uuid },
    data: { createdAt: longAgo(), secondFactorAt: null, passwordConfirmedAt: null },
  });
}

const createKey = (token: string, name: string) =>
  server.request('/api/admin/api-keys/create', { token, body: { name, policy: 'staff' } });

describe('step-up before a dangerous action', () => {
  it('asks a person without a second factor for the password again once the sign-in is older than the window', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    // A fresh sign-in with the password counts.
    expect((await createKey(admin.token, 'Fresh')).status).toBe(200);
    await age(admin.token);
    const refused = await createKey(admin.token, 'Later');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', step_up: { methods: ['password'] } });
    const webhook = await server.request('/api/admin/webhooks/create', {
      token: admin.token,
      body: { url: 'https://hooks.example.com/in', events: ['order.created'], enabled: 1 },
    });
    expect(webhook.status).toBe(403);
    expect(webhook.body.step_up.methods).toEqual(['password']);

    const wrong = await server.request('/api/account/profile/confirm-identity', {
      token: admin.token,
      body: { method: 'password', code: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.issues[0]).toMatchObject({ path: ['code'], messageId: 'currentPasswordWrong' });
    const confirmed = await server.request('/api/account/profile/confirm-identity', {
      token: admin.token,
      body: { method: 'password', code: TEST_PASSWORD },
    });
    expect(confirmed.status).toBe(200);
    expect((await createKey(admin.token, 'Confirmed')).status).toBe(200);
  });

  it('asks a person with an app for a code, never the password alone, before changing a role', async () => {
    const superAdmin = await server.signIn(SystemRole.SuperAdmin);
    const started = await server.request('/api/account/profile/start-totp', {
      token: superAdmin.token,
      body: {},
    });
    const secret = started.body.response.secret as string;
    const setupCode = generateSync({ secret });
    await server.request('/api/account/profile/confirm-totp', {
      token: superAdmin.token,
      body: { code: setupCode },
    });
    const agent = await server.createUser({ role: SystemRole.NoRole });
    const changeRole = () =>
      server.request('/api/admin/change-role', {
        token: superAdmin.token,
        body: { user_uuid: agent.id, system_role: SystemRole.ChiefAgent },
      });
    await age(superAdmin.token);
    const refused = await changeRole();
    expect(refused.status).toBe(403);
    expect(refused.body.step_up.methods).toEqual(['totp', 'recovery_code']);
    const byPassword = await server.request('/api/account/profile/confirm-identity', {
      token: superAdmin.token,
      body: { method: 'password', code: TEST_PASSWORD },
    });
    expect(byPassword.status).toBe(409);
    const byCode = await server.request('/api/account/profile/confirm-identity', {
      token: superAdmin.token,
      body: { method: 'totp', code: generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }) },
    });
    expect(byCode.status).toBe(200);
    expect((await changeRole()).status).toBe(200);
    expect((await server.prisma.user.findUniqueOrThrow({ where: { id: agent.id } })).systemRole).toBe(
      SystemRole.ChiefAgent,
    );
  });

  it('asks before a refund above STEP_UP_REFUND_ABOVE, not below it, and never a staff key (no person to ask)', async () => {
    const staff = await server.signIn(SystemRole.NoRole);
    const order = await createBillingOrder(server.prisma);
    await age(staff.token);
    const refund = (amount: string, token = staff.token) =>
      server.request('/api/web-api/ricarica/refund', { token, body: { order_uuid: order.uuid, amount } });
    expect((await refund('5.00')).status).toBe(200);
    const large = await refund('25.00');
    expect(large.status).toBe(403);
    expect(large.body.step_up.methods).toEqual(['password']);
    expect(await server.prisma.refundHistory.count({ where: { amount: 25 } })).toBe(0);
    await server.request('/api/account/profile/confirm-identity', {
      token: staff.token,
      body: { method: 'password', code: TEST_PASSWORD },
    });
    expect((await refund('25.00')).status).toBe(200);

    const admin = await server.signIn(SystemRole.Admin);
    const key = (await createKey(admin.token, 'Shop till')).body.response.secret as string;
    const another = await createBillingOrder(server.prisma);
    const byKey = await fetch(`${server.url}/api/web-api/ricarica/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ order_uuid: another.uuid, amount: '25.00' }),
    });
    expect(byKey.status).toBe(200);
  });

  it('refuses the dangerous action from a borrowed session: the administrator returns to their own', async () => {
    const admin = await server.signIn(SystemRole.Admin);
    const target = await server.createUser({ role: SystemRole.Admin });
    const borrowed = await server.request('/api/admin/login-on-user-session', {
      token: admin.token,
      body: { email: target.email },
    });
    expect(borrowed.status).toBe(200);
    const refused = await createKey(borrowed.body.session_uuid, 'As someone');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Return to your own session for this action');
  });
});
