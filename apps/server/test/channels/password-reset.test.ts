import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { assertDefined, defined, SystemRole, UserStatus } from '@backoffice/shared';

import { startTestServer, TEST_PASSWORD, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ apiConfig: { appUrl: 'https://backoffice.example.test' } });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.loginAttempt.deleteMany({ where: { key: { startsWith: 'password-reset' } } });
  server.mail.clear();
});

const ask = (email: string) => server.request('/api/account/enter/forgot-password', { body: { email } });

/** Asks for a link and answers the token it carries. */
async function linkFor(email: string) {
  expect((await ask(email)).status).toBe(200);
  await server.jobs.drain();
  return tokenMailedTo(email);
}

/** The token of the link in the reset email that reached `email`. */
async function tokenMailedTo(email: string) {
  const caught = await server.mail.waitFor((messages) => messages.some((entry) => entry.to.includes(email)));
  const mail = defined(
    caught.find((entry) => entry.to.includes(email)),
    'mail',
  );
  const link = /href="([^"]+)"/.exec(mail.html ?? '')?.[1] ?? '';
  expect(mail.text).toContain(link);
  expect(link).toMatch(
    /^https:\/\/backoffice\.example\.test\/enter\/reset-password\?token=[A-Za-z0-9_-]{43}$/,
  );
  return defined(new URL(link.replace(/&#38;/g, '&')).searchParams.get('token'), 'the token in the link');
}

const reset = (token: string, password: string) =>
  server.request('/api/account/enter/reset-password', { body: { token, password } });

describe('forgot password', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const user = await server.createUser();
    const known = await ask(user.email);
    const unknown = await ask('nobody-here@example.test');
    expect([known.status, known.body]).toEqual([200, { response: true }]);
    expect([unknown.status, unknown.body]).toEqual([200, { response: true }]);
    await server.jobs.drain();
    await server.mail.waitFor((messages) => messages.length === 1);
    expect(server.mail.messages.map((mail) => mail.to)).toEqual([[user.email]]);
    expect(defined(server.mail.messages[0], 'server.mail.messages[0]').subject).toBe(
      'Reset your back office password',
    );
  });

  it('sets a new password once with the link, ending every session; the link then stops working', async () => {
    const user = await server.createUser();
    const session = await server.openSession(user.id);
    const token = await linkFor(user.email);
    const changed = await reset(token, 'a-new-secret-9');
    expect([changed.status, changed.body]).toEqual([200, { response: true }]);
    expect((await server.request('/api/account/enter/current-session', { token: session })).status).toBe(401);
    const oldLogin = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await server.request('/api/account/enter/login', {
      body: { email: user.email, password: 'a-new-secret-9' },
    });
    expect(newLogin.status).toBe(200);
    const again = await reset(token, 'another-secret-7');
    expect([again.status, again.body.message]).toEqual([400, expect.stringContaining('token')]);
  });

  it('refuses an expired link and a password that breaks the rules, naming the field', async () => {
    const user = await server.createUser();
    const token = await linkFor(user.email);
    const short = await reset(token, 'abc');
    expect([short.status, short.body.message]).toEqual([400, expect.stringContaining('password')]);
    await server.prisma.passwordReset.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset(token, 'a-new-secret-9');
    expect([expired.status, expired.body.message]).toEqual([400, expect.stringContaining('token')]);
    expect((await reset('not-a-real-token', 'a-new-secret-9')).status).toBe(400);
  });

  it('sends an account at most 3 links an hour, still answering the same', async () => {
    const user = await server.createUser();
    for (let index = 0; index < 5; index += 1) expect((await ask(user.email)).status).toBe(200);
    await server.jobs.drain();
    await server.mail.waitFor((messages) => messages.length === 3);
    expect(await server.prisma.passwordReset.count({ where: { userId: user.id } })).toBe(3);
  });

  it('answers 429 to an address asking too often', async () => {
    const answers = [];
    for (let index = 0; index < 11; index += 1)
      answers.push((await ask(`someone${index}@example.test`)).status);
    expect(answers).toEqual([...Array(10).fill(200), 429]);
  });
});

describe('the email log', () => {
  const loggedEmails = (email: string) => server.prisma.emailMessage.findMany({ where: { to: email } });

  /** The tables with a row whose text holds `secret`, anywhere in the database. */
  async function tablesHolding(secret: string) {
    const tables = await server.prisma.$queryRaw<Array<{ name: string }>>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
    const holding: string[] = [];
    for (const { name } of tables) {
      const [row] = await server.prisma.$queryRawUnsafe<Array<{ count: bigint }>>(
        `SELECT count(*) AS count FROM "${name}" t WHERE position($1 in t::text) > 0`,
        secret,
      );
      assertDefined(row, 'row');
      if (Number(row.count) > 0) holding.push(name);
    }
    return holding;
  }

  it("never stores the link's token anywhere, before or after the send; the email carries the working link", async () => {
    const user = await server.createUser();
    expect((await ask(user.email)).status).toBe(200);
    await server.jobs.drain();
    const token = await tokenMailedTo(user.email);
    const sent = await loggedEmails(user.email);

    expect(await tablesHolding(token)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent[0]).toMatchObject({
      status: 'sent',
      html: expect.stringContaining('/enter/reset-password?token=[redacted]'),
      text: expect.stringContaining('/enter/reset-password?token=[redacted]'),
    });
    const { token: adminToken } = await server.signIn(SystemRole.Admin);
    const screen = await server.request('/api/admin/emails/get-list', { token: adminToken });
    expect(JSON.stringify(screen.body)).not.toContain(token);

    const changed = await reset(token, 'a-new-secret-9');
    expect([changed.status, changed.body]).toEqual([200, { response: true }]);
  });

  it('keeps the working link for the retry of a send the mail server refused for a while', async () => {
    const user = await server.createUser();
    server.mail.refuseNext(1);
    expect((await ask(user.email)).status).toBe(200);
    await server.jobs.drain();
    const [refused] = await loggedEmails(user.email);
    assertDefined(refused, 'refused');
    expect([refused.status, refused.error]).toEqual(['pending', expect.stringContaining('451')]);
    expect(server.mail.messages).toHaveLength(0);

    // The retry is due now rather than in a few seconds.
    await server.prisma.job.updateMany({
      where: { kind: 'email-send', status: 'pending' },
      data: { runAfter: null },
    });
    await server.jobs.drain();
    const token = await tokenMailedTo(user.email);
    const [sent] = await loggedEmails(user.email);
    assertDefined(sent, 'sent');
    expect(sent.status).toBe('sent');
    // Each attempt makes the token anew: none was kept while waiting, none after.
    expect([refused.html, refused.text].join(' ')).not.toContain(token);
    expect(await tablesHolding(token)).toEqual([]);
    expect((await reset(token, 'a-new-secret-9')).status).toBe(200);
  });

  it('does not send a link ended while its email waited, and says why in the log', async () => {
    const user = await server.createUser();
    server.mail.refuseNext(1);
    expect((await ask(user.email)).status).toBe(200);
    await server.jobs.drain();
    const { token: adminToken } = await server.signIn(SystemRole.Admin);
    const deactivated = await server.request('/api/admin/change-status', {
      token: adminToken,
      body: { user_uuid: user.id, status: UserStatus.NotActive },
    });
    expect(deactivated.status).toBe(200);
    await server.prisma.job.updateMany({
      where: { kind: 'email-send', status: 'pending' },
      data: { runAfter: null },
    });
    await server.jobs.drain();
    const [email] = await loggedEmails(user.email);
    assertDefined(email, 'email');
    expect([email.status, email.error]).toEqual([
      'failed',
      'The link was used, expired or ended before it could be sent',
    ]);
    expect(server.mail.messages).toHaveLength(0);
  });
});

describe('without a mail transport in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ apiConfig: { mail: undefined, production: true } });
  });
  afterAll(() => production.close());

  it('says the function is unavailable, and refuses to send', async () => {
    const available = await production.request('/api/account/enter/password-reset-available');
    expect(available.body).toEqual({ response: false });
    expect(
      (await production.request('/api/account/enter/forgot-password', { body: { email: 'a@example.test' } }))
        .status,
    ).toBe(503);
    expect((await server.request('/api/account/enter/password-reset-available')).body).toEqual({
      response: true,
    });
  });
});
