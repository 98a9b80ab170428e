import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { sessionCacheSeconds: 2 } });
});
afterAll(() => server.close());

describe('session cache', () => {
  it('ends a session at once when it is logged out on this instance', async () => {
    const { token } = await server.signIn();
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(200);
    await server.request('/api/account/enter/logout', { method: 'POST', token });
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('sees a deactivation made through the API at once', async () => {
    const admin = await server.signIn(SystemRole.SuperAdmin);
    const { token, user } = await server.signIn(SystemRole.ChiefAgent);
    expect(
      (await server.request('/api/account/enter/current-session', { token })).body.response.system_role,
    ).toBe(SystemRole.ChiefAgent);
    const change = await server.request('/api/admin/change-status', {
      token: admin.token,
      body: { user_uuid: user.id, status: UserStatus.NotActive },
    });
    expect(change.status).toBe(200);
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });

  it('sees a change made elsewhere (another instance) within the cache lifetime', async () => {
    const { token, user } = await server.signIn();
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(200);
    await server.prisma.session.deleteMany({ where: { userId: user.id } });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await server.request('/api/account/enter/current-session', { token })).status).toBe(401);
  });
});
