import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { type HardeningServer, startHardeningServer } from './harness';

describe('NUL bytes and lone surrogates in text input', () => {
  let server: HardeningServer;
  let token: string;
  beforeAll(async () => {
    server = await startHardeningServer();
    token = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(() => server.close());

  const profile = {
    first_name: 'Giulia',
    last_name: 'Bianchi',
    second_name: 'Maria',
    phone: '+393331234567',
    birthday: '1990-04-12',
    sex: 'f',
  };

  it('answers 400 naming the field for a NUL byte in a REST body', async () => {
    const response = await server.post(
      '/api/account/profile/profile-update',
      { ...profile, first_name: 'Giu\u0000lia' },
      { 'x-session-token': token },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(response.body.issues[0].path).toEqual(['first_name']);
  });

  it('answers 400 for a lone surrogate, sent as JSON escapes', async () => {
    const body = JSON.stringify({ ...profile, last_name: 'X' }).replace('"X"', '"Bian\\ud800chi"');
    const response = await server.post('/api/account/profile/profile-update', body, {
      'x-session-token': token,
    });
    expect(response.status).toBe(400);
    expect(response.body.issues[0].path).toEqual(['last_name']);
    const low = await server.post(
      '/api/account/enter/login',
      '{"email":"a@b.it","password":"\\udc00secret"}',
    );
    expect(low.status).toBe(400);
  });

  it('answers 400 in query strings and in tRPC calls, and keeps valid pairs and emoji', async () => {
    const search = await server.get(`/api/admin/get-users?search=${encodeURIComponent('ab\u0000')}`, {
      'x-session-token': token,
    });
    expect(search.status).toBe(400);
    const trpc = await server.post(
      '/trpc/account.profile.profileUpdate',
      { ...profile, second_name: 'Ma\u0000ria' },
      { 'x-session-token': token },
    );
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.issues[0].path).toEqual(['second_name']);
    const emoji = await server.get(`/api/admin/get-users?search=${encodeURIComponent('😀')}`, {
      'x-session-token': token,
    });
    expect(emoji.status).toBe(200);
  });
});
