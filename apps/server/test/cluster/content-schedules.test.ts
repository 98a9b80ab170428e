import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type Database } from '@backoffice/db';
import { defined, SystemRole } from '@backoffice/shared';

import {
  type ServerProcess,
  serverProcessFixture,
  type ServerProcessFixture,
} from '../support/server-process';
import { testUserFactory } from '../support/users';

/*
 * Content schedules (docs/content-versions.md) on three server processes (src/main.ts) on one
 * PostgreSQL database, each called directly: every instance's job runner looks for due schedules, the
 * change's own transaction claims the schedule, so each runs once, within the promised minute, though
 * an instance is killed with SIGKILL before the time, and once when every instance was down at the
 * time and one starts again. Needs TEST_DATABASE_URL, like the rest of the PostgreSQL suite.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const ADMIN_EMAIL = 'schedules-admin@example.test';
const ADMIN_PASSWORD = 'schedules-password-1';
/** How far ahead the schedules under test run: long enough to kill an instance half way. */
const AHEAD_MS = 60_000;
/** The promise: a schedule runs within a minute after its time. */
const PROMISED_MS = 60_000;

type Row = Record<string, any>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call(base: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-tenant': 'null' };
  if (init.token) headers['x-session-token'] = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

const signIn = async (base: string, email: string, password: string) => {
  const response = await call(base, '/api/account/enter/login', { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return response.body.session_uuid as string;
};

const recordQuery = (id: string) =>
  new URLSearchParams({ entity_type: 'Variable', entity_id: id }).toString();

describe.skipIf(!serverUrl)('content schedules on three instances', () => {
  let fixture: ServerProcessFixture;
  let instances: [ServerProcess, ServerProcess, ServerProcess];
  let database: Database;
  let databaseFolder: string;
  /** The administrators who schedule: the one the server creates, and one more. */
  let admins: Array<{ id: string; email: string; token: string }>;
  const environment = { ADMIN_EMAIL, ADMIN_PASSWORD };

  beforeAll(async () => {
    fixture = await serverProcessFixture(defined(serverUrl, 'serverUrl'), 'schedules');
    instances = [fixture.first, await fixture.instance(), await fixture.instance()];
    // Started together: one of them migrates, the others wait for the migration lock.
    await Promise.all(instances.map((instance) => instance.start(environment)));
    databaseFolder = await mkdtemp(join(tmpdir(), 'backoffice-schedules-db-'));
    database = await createDatabase({ databaseUrl: fixture.databaseUrl, dataDir: databaseFolder });
    const createUser = testUserFactory(database.prisma, {
      password: ADMIN_PASSWORD,
      label: 'scheduler',
      firstName: 'Scheduler',
      secondName: 'Cluster',
    });
    const second = await createUser({ role: SystemRole.Admin });
    const first = defined(
      await database.prisma.user.findUnique({ where: { email: ADMIN_EMAIL }, select: { id: true } }),
      'the administrator the server created',
    );
    admins = [
      {
        id: first.id,
        email: ADMIN_EMAIL,
        token: await signIn(instances[0].base, ADMIN_EMAIL, ADMIN_PASSWORD),
      },
      {
        id: second.id,
        email: second.email,
        token: await signIn(instances[0].base, second.email, ADMIN_PASSWORD),
      },
    ];
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fixture?.dispose();
    if (databaseFolder) await rm(databaseFolder, { recursive: true, force: true });
  });

  const admin = (index: 0 | 1) => defined(admins[index], 'an administrator');

  async function newVariable(base: string): Promise<string> {
    const created = await call(base, '/api/cms/variables/create', {
      token: admin(0).token,
      body: { name: `promo_${randomUUID().slice(0, 8)}`, value: 'scheduled', publish: 0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.response as string;
  }

  async function schedulePublish(base: string, token: string, id: string, runAt: Date): Promise<string> {
    const made = await call(base, '/api/admin/content/create-schedule', {
      token,
      body: { entity_type: 'Variable', entity_id: id, action: 'publish', run_at: runAt.toISOString() },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.data.uuid as string;
  }

  async function scheduleOf(base: string, id: string, uuid: string): Promise<Row> {
    const listed = await call(base, `/api/admin/content/schedules?${recordQuery(id)}`, {
      token: admin(0).token,
    });
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    return defined(
      (listed.body.data as Row[]).find((row) => row.uuid === uuid),
      `schedule ${uuid}`,
    );
  }

  /** Polls every 500 ms until every schedule is no longer pending, or the deadline passes. */
  async function waitUntilRun(
    base: string,
    schedules: Array<{ id: string; uuid: string }>,
    deadline: number,
  ) {
    for (;;) {
      const rows = await Promise.all(schedules.map(({ id, uuid }) => scheduleOf(base, id, uuid)));
      if (rows.every((row) => row.status !== 'pending')) return rows;
      if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(rows)}`);
      await sleep(500);
    }
  }

  /** The variable is published, and its publish was made once: one version, one audit entry, one event. */
  async function expectRanOnce(
    base: string,
    id: string,
    uuid: string,
    scheduler: { id: string; email: string },
  ) {
    const variables = await call(base, '/api/cms/variables/get-list', { token: admin(0).token });
    expect(variables.body.response.find((row: Row) => row.uuid === id)).toMatchObject({ publish: 1 });
    const versions = await call(base, `/api/admin/content/versions?${recordQuery(id)}`, {
      token: admin(0).token,
    });
    expect(versions.status, JSON.stringify(versions.body)).toBe(200);
    expect((versions.body.data as Row[]).map((version) => [version.action, version.live])).toEqual([
      ['schedule', true],
      ['create', false],
    ]);
    expect(versions.body.data[0]).toMatchObject({ author_email: scheduler.email });
    const audit = await fixture.db.query(
      `SELECT actor_user_id FROM audit_logs WHERE entity_id = $1 AND action = 'cms.variable.publish'`,
      [id],
    );
    expect(audit.rows).toEqual([{ actor_user_id: scheduler.id }]);
    const events = await fixture.db.query(
      `SELECT type, payload->>'schedule_uuid' AS schedule_uuid FROM outbox_events
        WHERE type LIKE 'content.%' AND payload->>'entity_id' = $1`,
      [id],
    );
    expect(events.rows).toEqual([{ type: 'content.published', schedule_uuid: uuid }]);
  }

  it('runs each schedule once, within the minute, though an instance is killed half a minute before', async () => {
    const [one, two, three] = instances;
    const a = await newVariable(one.base);
    const b = await newVariable(one.base);
    const runAt = new Date(Date.now() + AHEAD_MS);
    const schedules = [
      { id: a, uuid: await schedulePublish(two.base, admin(0).token, a, runAt), scheduler: admin(0) },
      { id: b, uuid: await schedulePublish(three.base, admin(1).token, b, runAt), scheduler: admin(1) },
    ];
    expect((await scheduleOf(one.base, a, defined(schedules[0], 'A').uuid)).status).toBe('pending');

    // Half a minute before the time, the instance A's schedule was made on dies without a word.
    await sleep(runAt.getTime() - 30_000 - Date.now());
    await two.kill();
    expect(two.pid).toBeNull();
    await expect(fetch(`${two.base}/readyz`)).rejects.toThrow();
    for (const { id, uuid } of schedules)
      expect((await scheduleOf(one.base, id, uuid)).status).toBe('pending');

    const rows = await waitUntilRun(three.base, schedules, runAt.getTime() + 45_000);
    // The two left were up all along: either could have made each change.
    for (const instance of [one, three]) expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
    for (const [index, row] of rows.entries()) {
      const { id, uuid, scheduler } = defined(schedules[index], 'the schedule');
      expect(row).toMatchObject({ status: 'done', error: null, created_by_email: scheduler.email });
      const lag = Date.parse(row.ran_at) - runAt.getTime();
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(PROMISED_MS);
      await expectRanOnce(one.base, id, uuid, scheduler);
    }
  }, 150_000);

  it('runs once, when an instance starts again, a schedule whose time passed while every instance was down', async () => {
    const [one, two, three] = instances;
    const c = await newVariable(one.base);
    const runAt = new Date(Date.now() + 5_000);
    const uuid = await schedulePublish(three.base, admin(0).token, c, runAt);
    // Every instance stops before the time (the second is down since the previous test).
    expect(await Promise.all([one.terminate(), three.terminate()])).toEqual([0, 0]);
    const stopped = await fixture.db.query(`SELECT status FROM content_schedules WHERE id = $1`, [uuid]);
    expect(stopped.rows).toEqual([{ status: 'pending' }]);

    await sleep(runAt.getTime() + 3_000 - Date.now());
    expect(
      (await fixture.db.query(`SELECT status FROM content_schedules WHERE id = $1`, [uuid])).rows,
    ).toEqual([{ status: 'pending' }]);
    const restarted = Date.now();
    await two.start(environment);
    const [row] = await waitUntilRun(two.base, [{ id: c, uuid }], Date.now() + 45_000);
    expect(row).toMatchObject({ status: 'done', error: null, created_by_email: ADMIN_EMAIL });
    expect(Date.parse(row?.ran_at)).toBeGreaterThanOrEqual(restarted);
    await expectRanOnce(two.base, c, uuid, admin(0));
  }, 90_000);
});
