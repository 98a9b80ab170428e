import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PERSONAL_DATA_ERASURE_KIND, PERSONAL_DATA_MAP } from '@backoffice/api';
import { defined } from '@backoffice/shared';

import { serverProcessFixture, type ServerProcessFixture } from '../support/server-process';

/*
 * The real server (src/main.ts) as a child process on a PostgreSQL database, killed with SIGKILL while
 * an erasure waits in the middle of its steps (a table it needs is locked), then started again: the
 * new process takes the job over when the dead one's lease runs out and finishes it, each step done
 * once and the channels told once. Needs TEST_DATABASE_URL, like the rest of the PostgreSQL suite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'erasure-admin@example.test';
const ADMIN_PASSWORD = 'erasure-password-1';
const EMAIL = 'ottavia.restart@example.test';

/** The places the erasure treats a step each, in its order. */
const PLACES = Object.entries(PERSONAL_DATA_MAP)
  .filter(([, entry]) => 'person' in entry)
  .map(([table]) => table);
/** The step the test holds the erasure at, by locking its table. */
const HELD_AT = PLACES.indexOf('email_messages');

describe.skipIf(!serverUrl)('an erasure survives a killed server', () => {
  let server: ServerProcessFixture;
  beforeAll(async () => {
    server = await serverProcessFixture(defined(serverUrl, 'serverUrl'), 'erasure');
  });
  afterAll(() => server?.dispose());

  it('resumes after SIGKILL at the step it was in, and finishes exactly once', async () => {
    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD });
    const { db } = server;
    await db.query(
      `INSERT INTO orders (uuid, updated_at, amount, first_name, last_name, email, phone, fiscal_code)
       VALUES (gen_random_uuid(), now(), 19.90, 'Ottavia', 'Restelli', $1, '3491112233', 'RSTTTV80A41H501Y'),
              (gen_random_uuid(), now(), 5.00, 'Ottavia', 'Restelli', $1, '3491112233', 'RSTTTV80A41H501Y')`,
      [EMAIL],
    );
    await db.query(
      `INSERT INTO email_messages (id, kind, "to", subject, text) VALUES (gen_random_uuid(), 'event', $1, 'Ottavia, your order', 'Dear Ottavia Restelli')`,
      [EMAIL],
    );
    const login = await fetch(`${server.base}/api/account/enter/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { session_uuid: string }).session_uuid;

    // The erasure's step on the email log waits for this lock.
    const locker = new pg.Client({ connectionString: server.databaseUrl });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE email_messages IN ACCESS EXCLUSIVE MODE');
    const started = await fetch(`${server.base}/api/admin/personal-data/start-erasure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify({ email: EMAIL, confirmation: EMAIL }),
    });
    expect(started.status).toBe(200);
    const erasureUuid = ((await started.json()) as { response: { erasure_uuid: string } }).response
      .erasure_uuid;
    const job = async () =>
      (
        await db.query(
          `SELECT current, "end", status, attempts, details, result, payload FROM jobs WHERE id = $1`,
          [erasureUuid],
        )
      ).rows[0] as {
        current: number;
        end: number;
        status: string;
        attempts: number;
        details: { erased?: Array<{ place: string; count: number }> };
        result: { erased: Array<{ place: string; count: number }> } | null;
        payload: unknown;
      };
    const deadline = Date.now() + 60_000;
    while ((await job()).current < HELD_AT) {
      if (Date.now() > deadline) throw new Error(`the erasure did not reach its step ${HELD_AT}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Give it the time to be inside the held step's transaction.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await server.kill();
    const atKill = await job();
    expect(atKill).toMatchObject({ current: HELD_AT, status: 'running' });
    // The steps before it were committed with their progress; the orders are anonymised already.
    expect(atKill.details.erased?.map((row) => row.place)).toEqual(PLACES.slice(0, HELD_AT));
    await locker.query('ROLLBACK');
    await locker.end();
    expect(
      (await db.query(`SELECT count(*)::int AS n FROM email_messages WHERE "to" = $1`, [EMAIL])).rows[0].n,
    ).toBe(1);

    await server.start({ ADMIN_EMAIL, ADMIN_PASSWORD });
    const finishedBy = Date.now() + 60_000;
    let done = await job();
    while (done.status !== 'succeeded') {
      if (done.status === 'failed' || Date.now() > finishedBy)
        throw new Error(`not finished: ${JSON.stringify(done)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      done = await job();
    }
    expect(done).toMatchObject({ current: done.end, attempts: 2, payload: null });
    // Each place once, in order, with what it really treated.
    expect(done.result?.erased.map((row) => row.place)).toEqual([...PLACES, 'files']);
    expect(Object.fromEntries(done.result?.erased.map((row) => [row.place, row.count]) ?? [])).toMatchObject({
      orders: 2,
      email_messages: 1,
    });
    const told = await db.query(`SELECT payload FROM outbox_events WHERE type = 'customer.erased'`);
    expect(told.rows).toHaveLength(1);
    expect(told.rows[0].payload.erasure_uuid).toBe(erasureUuid);
    expect(told.rows[0].payload.orders).toHaveLength(2);
    const left = await db.query(
      `SELECT (SELECT count(*)::int FROM email_messages WHERE lower("to") = $1 OR text LIKE '%Restelli%') AS emails,
              (SELECT count(*)::int FROM orders WHERE email = $1 OR last_name = 'Restelli') AS orders,
              (SELECT count(*)::int FROM jobs WHERE kind = $2) AS erasures`,
      [EMAIL, PERSONAL_DATA_ERASURE_KIND],
    );
    expect(left.rows[0]).toEqual({ emails: 0, orders: 0, erasures: 1 });
  }, 180_000);
});
