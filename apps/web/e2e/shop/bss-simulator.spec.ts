import { expect, test } from '@playwright/test';

import { apiSignIn } from '../support/api';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BSS_PORT } from '../support/environment';

// The suite's server talks to the BSS simulator the Playwright config starts beside it.
const control = `http://127.0.0.1:${E2E_BSS_PORT}/_control`;

test('the server reads the billing plans from the BSS simulator, and a BSS failure is a clear 502', async ({
  request,
}) => {
  const token = await apiSignIn(request, ADMIN_EMAIL, ADMIN_PASSWORD);
  const headers = { 'x-tenant': 'null', 'x-session-token': token };

  const plans = await request.get('/api/admin/get-active-offers', { headers });
  expect(plans.status()).toBe(200);
  const { response } = (await plans.json()) as { response: Array<{ ID: number; Title: string }> };
  expect(response).toHaveLength(30);
  expect(response[0]).toMatchObject({ ID: 1001, Title: 'Start 50 5G' });

  // One broken answer from the BSS (only the next request to the plans path).
  const fault = await request.post(`${control}/faults`, {
    data: { kind: 'malformed', body: 'not-json', path: '/v1/plans', times: 1 },
  });
  expect(fault.status()).toBe(201);
  const failed = await request.get('/api/admin/get-active-offers', { headers });
  expect(failed.status()).toBe(502);
  expect(await failed.json()).toEqual({
    message: 'The offers could not be read from the BSS',
    code: 'BAD_GATEWAY',
  });

  expect((await request.get('/api/admin/get-active-offers', { headers })).status()).toBe(200);
});
