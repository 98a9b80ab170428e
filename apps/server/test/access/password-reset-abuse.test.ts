import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { appRouter, createContext, readRequestInfo } from '@backoffice/api';
import { assertDefined, defined, SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

/** Failures of password-reset tokens one address may make in the window before it waits. */
const TOKEN_FAILURES_PER_ADDRESS = 20;

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({
    apiConfig: {
      // One password hash at a time and one waiting: any hash a flood causes shows as a 503.
      passwordHashConcurrency: 1,
      passwordHashQueue: 1,
      loginMaxFailuresPerAddress: TOKEN_FAILURES_PER_ADDRESS,
    },
    // Jobs run when a test drains them, so a test can see what a request wrote before its job ran.
    environment: { JOB_POLL_MS: '3600000' },
  });
  admin = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.loginAttempt.deleteMany({ where: { key: { startsWith: 'password-reset' } } });
  server.mail.clear();
});

/** Asks for a link as the page does and answers the token the emailed link carries. */
async function tokenFor(email: string) {
  const asked = await server.request('/api/account/enter/forgot-password', { body: { email } });
  expect(asked.status).toBe(200);
  await server.jobs.drain();
  const [mail] = await server.mail.waitFor((messages) => messages.some((entry) => entry.to.includes(email)));
  assertDefined(mail, 'mail');
  const token = defined(/token=([A-Za-z0-9_-]{43})/.exec(mail.html ?? '')?.[1], 'token');
  expect(token).toBeDefined();
  return token;
}

const reset = (token: string, password: string) =>
  server.request('/api/account/enter/reset-password', { body: { token, password } });

const signIn = (email: string, password: string) =>
  server.request('/api/account/enter/login', { body: { email, password } });

describe('password reset under abuse', () => {
  it('checks the token before hashing: a flood of made-up tokens hashes nothing and sign-in keeps working', async () => {
    const user = await server.createUser();
    let signingIn = true;
    const flood: number[] = [];
    const clients = Array.from({ length: 16 }, async () => {
      while (signingIn) flood.push((await reset('A'.repeat(43), 'Flood-Pass-2026!xyz')).status);
    });
    // Six sign-ins one after another while the flood runs (it stops when they are done).
    const signIns: number[] = [];
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let index = 0; index < 6; index += 1) signIns.push((await signIn(user.email, TEST_PASSWORD)).status);
    signingIn = false;
    await Promise.all(clients);
    expect(flood.length).toBeGreaterThan(50);
    // Refused as a bad token, then as an address that failed too often: never "busy hashing".
    expect(new Set(flood)).toEqual(new Set([400, 429]));
    expect(flood.filter((status) => status === 400).length).toBeGreaterThanOrEqual(
      TOKEN_FAILURES_PER_ADDRESS,
    );
    expect(signIns).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('makes an address that failed too often wait, with Retry-After, even with a live link', async () => {
    const user = await server.createUser();
    const token = await tokenFor(user.email);
    for (let index = 0; index < TOKEN_FAILURES_PER_ADDRESS; index += 1)
      expect((await reset(`wrong-token-${index}`, 'a-new-secret-9')).status).toBe(400);
    const throttled = await reset(token, 'a-new-secret-9');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // Once the window has passed (the attempts forgotten), the link still works.
    await server.prisma.loginAttempt.deleteMany({ where: { key: { startsWith: 'password-reset' } } });
    expect((await reset(token, 'a-new-secret-9')).status).toBe(200);
    expect((await signIn(user.email, 'a-new-secret-9')).status).toBe(200);
  });

  it('checks a link as its page opens: a live one passes and stays usable, a used one is refused on token, guesses count', async () => {
    const user = await server.createUser();
    const token = await tokenFor(user.email);
    const check = (value: string) =>
      server.request('/api/account/enter/check-reset-link', { body: { token: value } });
    expect((await check(token)).status).toBe(200);
    expect((await check(token)).status).toBe(200);
    expect((await reset(token, 'a-new-secret-9')).status).toBe(200);
    const used = await check(token);
    expect(used.status).toBe(400);
    expect(used.body.issues.map((issue: { path: string[] }) => issue.path)).toEqual([['token']]);
    for (let index = 1; index < TOKEN_FAILURES_PER_ADDRESS; index += 1)
      expect((await check(`guess-${index}`)).status).toBe(400);
    expect((await check(token)).status).toBe(429);
  });

  it.each([
    [
      'a deactivation',
      (id: string) => ({
        path: '/api/admin/change-status',
        body: { user_uuid: id, status: UserStatus.NotActive },
      }),
    ],
    [
      'a role change',
      (id: string) => ({
        path: '/api/admin/change-role',
        body: { user_uuid: id, system_role: SystemRole.ChiefAgent },
      }),
    ],
    ['a deletion', (id: string) => ({ path: '/api/admin/delete-user', body: { user_uuid: id } })],
    [
      'a change of address',
      (id: string) => ({
        path: '/api/admin/update-email',
        body: { user_uuid: id, email: `moved-${id.slice(0, 8)}@example.test` },
      }),
    ],
  ])('ends the links sent before %s', async (_change, call) => {
    const user = await server.createUser();
    const token = await tokenFor(user.email);
    const { path, body } = call(user.id);
    expect((await server.request(path, { token: admin, body })).status).toBe(200);
    const used = await reset(token, 'a-new-secret-9');
    expect([used.status, used.body.message]).toEqual([400, expect.stringContaining('token')]);
    expect(await server.prisma.passwordReset.count({ where: { userId: user.id, usedAt: null } })).toBe(0);
  });

  it('does the same work for a known address and an unknown one: a queued job, nothing else, until the job runs', async () => {
    const user = await server.createUser();
    const earlierJobs = await server.prisma.job.findMany({ select: { id: true } });
    // The call as the REST route makes it, without the runner being told to start on its job.
    const caller = appRouter.createCaller(
      await createContext(server.services, readRequestInfo({}, '127.0.0.1')),
    ).account.enter;
    const writesOf = async (email: string) => {
      const before = await rowCounts();
      expect(await caller.forgotPassword({ email })).toEqual({ response: true });
      const after = await rowCounts();
      return Object.fromEntries(
        Object.entries(after)
          .filter(([table, count]) => count !== before[table])
          .map(([table, count]) => [table, count - (before[table] ?? 0)]),
      );
    };
    const known = await writesOf(user.email);
    const unknown = await writesOf('nobody-at-all@example.test');
    // The address's own allowance and the job: what an unknown address costs too.
    expect(known).toEqual({ jobs: 1, login_attempts: 1 });
    expect(unknown).toEqual(known);
    await server.jobs.drain();
    await server.mail.waitFor((messages) => messages.length === 1);
    expect(server.mail.messages.map((mail) => mail.to)).toEqual([[user.email]]);
    // The finished jobs keep neither address.
    const jobs = await server.prisma.job.findMany({
      where: { kind: 'password-reset-request', id: { notIn: earlierJobs.map((job) => job.id) } },
    });
    expect(jobs.map((job) => [job.status, job.payload])).toEqual([
      ['succeeded', {}],
      ['succeeded', {}],
    ]);
  });
});

/** Rows in every table of the database, by table name. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await server.prisma.$queryRaw<Array<{ name: string }>>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await server.prisma.$queryRawUnsafe<Array<{ count: bigint }>>(
      `SELECT count(*) AS count FROM "${name}"`,
    );
    assertDefined(row, 'row');
    counts[name] = Number(row.count);
  }
  return counts;
}
