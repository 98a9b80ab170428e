import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { loadConfig } from '../../src/config';
import { type HardeningServer, PASSWORD, startHardeningServer } from './harness';

const LOGIN = '/api/account/enter/login';
const from = (address: string) => ({ 'x-forwarded-for': address });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in abuse', () => {
  let server: HardeningServer;
  beforeAll(async () => {
    server = await startHardeningServer({
      env: { TRUST_PROXY: '1' },
      apiConfig: { passwordHashQueue: 1000, registrationMaxPerAddress: 10 },
    });
  });
  afterAll(() => server.close());

  it('refuses a tRPC batch of sign-ins before checking any password', async () => {
    const user = await server.createUser();
    const calls = Array.from({ length: 100 }, (_, index) => ({
      email: user.email,
      password: index === 99 ? user.password : `wrong-${index}-pass`,
    }));
    const path = Array.from({ length: 100 }, () => 'account.enter.login').join(',');
    const batch = await server.post(
      `/trpc/${path}?batch=1`,
      Object.fromEntries(calls.map((call, index) => [index, call])),
    );
    expect(batch.status).toBe(400);
    expect(await server.database.prisma.loginAttempt.count({ where: { key: `email:${user.email}` } })).toBe(
      0,
    );
    expect(await server.database.prisma.session.count({ where: { userId: user.id } })).toBe(0);

    const two = await server.post('/trpc/account.enter.login,account.enter.login?batch=1', {
      0: { email: user.email, password: 'wrong-pass-1' },
      1: { email: user.email, password: user.password },
    });
    expect(two.status).toBe(400);
    expect(two.body.error.message).toMatch(/cannot be batched/);

    // A single sign-in through tRPC (a batch of one, as the web client sends it) still works.
    const one = await server.post('/trpc/account.enter.login?batch=1', {
      0: { email: user.email, password: user.password },
    });
    expect(one.status).toBe(200);
    expect(one.body[0].result.data.session_uuid).toHaveLength(36);
  });

  it('caps the size of every tRPC batch', async () => {
    const { token } = await server.signIn(SystemRole.Admin);
    const paths = (count: number) =>
      Array.from({ length: count }, () => 'account.enter.currentSession').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    const allowed = await server.get(`/trpc/${paths(20)}?batch=1&input=${input}`, {
      'x-session-token': token,
    });
    expect(allowed.status).toBe(200);
    const tooMany = await server.get(`/trpc/${paths(21)}?batch=1&input=${input}`, {
      'x-session-token': token,
    });
    expect(tooMany.status).toBe(400);
  });

  it('checks at most the limit of passwords when 50 sign-ins arrive at once', async () => {
    const user = await server.createUser();
    const address = '198.51.100.50';
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        server.post(
          LOGIN,
          { email: user.email, password: index === 49 ? user.password : `wrong-${index}-pass` },
          from(address),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(44);
    const throttled = defined(
      answers.find((answer) => answer.status === 429),
      'a 429 answer',
    );
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      await server.database.prisma.loginAttempt.count({
        where: { key: `email:${user.email}`, succeeded: false },
      }),
    ).toBeLessThanOrEqual(5);
  });

  it('lets the owner sign in from their own address while another address is throttled', async () => {
    const owner = await server.createUser({ role: SystemRole.SuperAdmin });
    const home = '192.0.2.10';
    const attacker = '203.0.113.66';
    expect(
      (await server.post(LOGIN, { email: owner.email, password: owner.password }, from(home))).status,
    ).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await server.post(
        LOGIN,
        { email: owner.email, password: 'wrong-pass-x' },
        from(attacker),
      );
      expect(failed.status).toBe(401);
    }
    const blocked = await server.post(
      LOGIN,
      { email: owner.email, password: owner.password },
      from(attacker),
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    // The owner's own address is not locked out, super administrator included.
    const home1 = await server.post(LOGIN, { email: owner.email, password: owner.password }, from(home));
    expect(home1.status).toBe(200);
  });

  it('makes the account alone wait growing delays, not a lock, from new addresses', async () => {
    const user = await server.createUser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const address = `198.51.100.${100 + attempt}`;
      expect(
        (await server.post(LOGIN, { email: user.email, password: 'wrong-pass-y' }, from(address))).status,
      ).toBe(401);
    }
    const early = await server.post(
      LOGIN,
      { email: user.email, password: user.password },
      from('198.51.100.120'),
    );
    expect(early.status).toBe(429);
    expect(Number(early.headers.get('retry-after'))).toBe(1);
    await sleep(1100);
    const sixth = await server.post(
      LOGIN,
      { email: user.email, password: 'wrong-pass-z' },
      from('198.51.100.121'),
    );
    expect(sixth.status).toBe(401);
    const again = await server.post(
      LOGIN,
      { email: user.email, password: user.password },
      from('198.51.100.122'),
    );
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(2);
    await sleep(2100);
    const owner = await server.post(
      LOGIN,
      { email: user.email, password: user.password },
      from('198.51.100.123'),
    );
    expect(owner.status).toBe(200);
  });

  it('takes the client address from the trusted hop only, so X-Forwarded-For cannot be spoofed', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const response = await server.post(
        LOGIN,
        { email: `nobody${attempt}@example.test`, password: 'wrong-pass-1' },
        // The client forges the left part; the proxy (one trusted hop) appends the real address.
        { 'x-forwarded-for': `10.9.${attempt}.1, 203.0.113.200` },
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('refuses TRUST_PROXY=true and takes hop counts or lists of proxies', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('throttles registrations per address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      const response = await server.post(
        '/api/account/enter/registration',
        { email: `reg${index}.${Date.now()}@example.test`, password: 'Unusual-pass-42' },
        from('198.51.100.200'),
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    const other = await server.post(
      '/api/account/enter/registration',
      { email: `reg-other.${Date.now()}@example.test`, password: 'Unusual-pass-42' },
      from('198.51.100.201'),
    );
    expect(other.status).toBe(200);
  });

  it('refuses the most common passwords with a clear message', async () => {
    const registration = await server.post(
      '/api/account/enter/registration',
      { email: `common.${Date.now()}@example.test`, password: 'Password1' },
      from('198.51.100.210'),
    );
    expect(registration.status).toBe(400);
    expect(registration.body.issues[0].path).toEqual(['password']);
    expect(registration.body.message).toMatch(/most common/);

    const { token, user } = await server.signIn(SystemRole.Admin);
    const own = await server.post(
      '/api/account/profile/password-update',
      { old_password: PASSWORD, new_password: 'qwerty123' },
      { 'x-session-token': token },
    );
    expect(own.status).toBe(400);
    expect(own.body.issues[0].path).toEqual(['new_password']);
    const target = await server.createUser();
    const admin = await server.post(
      '/api/admin/update-password',
      { user_uuid: target.id, password: 'iloveyou' },
      { 'x-session-token': token },
    );
    expect(admin.status).toBe(400);
    const fine = await server.post(
      '/api/admin/update-password',
      { user_uuid: target.id, password: 'Kettle-orbit-93' },
      { 'x-session-token': token },
    );
    expect(fine.status).toBe(200);
    expect(user.id).not.toBe(target.id);
  });
});

describe('password hashing under load', () => {
  let server: HardeningServer;
  beforeAll(async () => {
    server = await startHardeningServer({
      env: { TRUST_PROXY: '1' },
      apiConfig: { passwordHashConcurrency: 1, passwordHashQueue: 0 },
    });
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After past the hashing queue, and counts no attempt for it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        server.post(
          LOGIN,
          { email: `load${index}@example.test`, password: 'wrong-pass-1' },
          from(`198.51.100.${index + 1}`),
        ),
      ),
    );
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(defined(busy[0], 'busy[0]').headers.get('retry-after')).toBe('1');
    expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThanOrEqual(1);
    expect(
      await server.database.prisma.loginAttempt.count({ where: { key: { startsWith: 'email:load' } } }),
    ).toBe(answers.filter((answer) => answer.status === 401).length);
  });
});
