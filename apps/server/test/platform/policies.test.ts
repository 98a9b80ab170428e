import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listRestOperations } from '@backoffice/api';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Every REST path declares one access policy; here each one is called with no session and with the
 * highest role that policy refuses, and must answer 401 / 403 before touching its input.
 */
let server: TestServer;
const tokens: Record<'waiting' | 'chiefAgent' | 'admin', string> = { waiting: '', chiefAgent: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.waiting = (await server.signIn(SystemRole.NoRole, UserStatus.Created)).token;
  tokens.chiefAgent = (await server.signIn(SystemRole.ChiefAgent)).token;
  tokens.admin = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(() => server.close());

const operations = listRestOperations();
const call = (operation: (typeof operations)[number], token: string | null) =>
  server.request(operation.path, {
    method: operation.method,
    token,
    body: operation.method === 'GET' ? undefined : {},
  });

describe('access policy of every REST path', () => {
  it('lists the documented paths', () => {
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
      expect.arrayContaining([
        'POST /api/account/enter/login',
        'POST /api/account/enter/registration',
        'GET /api/account/enter/current-session',
        'POST /api/account/enter/logout',
        'POST /api/account/profile/profile-update',
        'POST /api/account/profile/email-update',
        'POST /api/account/profile/password-update',
        'POST /api/account/profile/delete-self',
        'GET /api/account/get-from-email',
        'GET /api/web-api/order/get-new-orders-length',
        'GET /api/public/get-donor-operators',
      ]),
    );
  });

  for (const operation of operations.filter((candidate) => candidate.policy !== 'public')) {
    it(`${operation.method} ${operation.path} refuses a request without a session (401)`, async () => {
      const response = await call(operation, null);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    });
  }

  for (const operation of operations.filter((candidate) =>
    ['staff', 'admin', 'superAdmin'].includes(candidate.policy),
  )) {
    it(`${operation.method} ${operation.path} refuses an account waiting for activation (403)`, async () => {
      const response = await call(operation, tokens.waiting);
      expect(response.status).toBe(403);
    });
  }

  for (const operation of operations.filter((candidate) => candidate.policy === 'admin')) {
    it(`${operation.method} ${operation.path} refuses a chief agent (403)`, async () => {
      const response = await call(operation, tokens.chiefAgent);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    });
  }

  for (const operation of operations.filter((candidate) => candidate.policy === 'superAdmin')) {
    it(`${operation.method} ${operation.path} refuses an administrator (403)`, async () => {
      const response = await call(operation, tokens.admin);
      expect(response.status).toBe(403);
    });
  }

  it('accepts the bearer form of the session token', async () => {
    const response = await fetch(`${server.url}/api/account/enter/current-session`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(response.status).toBe(200);
  });
});
