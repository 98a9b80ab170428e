import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver } from '../support/webhook-receiver';

/** Versions each record keeps on this server (CONTENT_VERSIONS_KEEP), small so the pruning shows. */
const KEEP = 5;

let server: TestServer;
let token: string;
beforeAll(async () => {
  // The webhook receiver is on this machine.
  server = await startTestServer({
    environment: { CONTENT_VERSIONS_KEEP: String(KEEP), WEBHOOK_ALLOW_PRIVATE: '1' },
  });
  token = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(() => server.close());

type Row = Record<string, any>;

const call = async (path: string, body?: Row, as = token) => {
  const answer = await server.request(path, { token: as, body });
  return answer;
};
const query = (path: string, params: Record<string, string | number>) => {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [key, String(value)] as [string, string]),
  );
  return call(`${path}?${search.toString()}`);
};

async function newVariable(publish: 0 | 1 = 1): Promise<string> {
  const created = await call('/api/cms/variables/create', {
    name: `promo_${randomUUID().slice(0, 8)}`,
    value: 'first',
    publish,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.response;
}

const editVariable = async (uuid: string, value: string) => {
  const row = (await call('/api/cms/variables/get-list')).body.response.find((one: Row) => one.uuid === uuid);
  const changed = await call('/api/cms/variables/edit', {
    uuid,
    name: row.name,
    value,
    publish: row.publish,
  });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);
};
const publishVariable = (uuid: string, publish: 0 | 1) =>
  call('/api/cms/variables/change-publish', { uuid, publish });

const versionsOf = async (entityType: string, id: string) =>
  (await query('/api/admin/content/versions', { entity_type: entityType, entity_id: id })).body.data as Row[];

const liveAt = async (entityType: string, id: string, at: string) => {
  const answer = await query('/api/admin/content/live-at', { entity_type: entityType, entity_id: id, at });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { state: string; version: Row | null };
};

const eventsOf = async (id: string) =>
  (
    await server.prisma.outboxEvent.findMany({
      where: { type: { startsWith: 'content.' }, payload: { path: ['entity_id'], equals: id } },
      orderBy: { createdAt: 'asc' },
    })
  ).map((event): Row => ({ type: event.type, ...(event.payload as Row) }));

const later = (ms: number) => new Date(Date.now() + ms).toISOString();

async function waitForSchedule(uuid: string, entityType: string, entityId: string): Promise<Row> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const rows = (
      await query('/api/admin/content/schedules', { entity_type: entityType, entity_id: entityId })
    ).body.data as Row[];
    const schedule = rows.find((row) => row.uuid === uuid);
    if (schedule && schedule.status !== 'pending') return schedule;
    if (Date.now() > deadline) throw new Error(`schedule ${uuid} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('content versions', () => {
  it(`keeps the newest ${KEEP} versions: ${KEEP + 5} saves leave ${KEEP}, numbered on`, async () => {
    const id = await newVariable();
    for (let save = 2; save <= KEEP + 5; save += 1) await editVariable(id, `value ${save}`);
    const versions = await versionsOf('Variable', id);
    expect(versions.map((version) => version.number)).toEqual([10, 9, 8, 7, 6]);
    expect(versions.every((version) => version.changed_fields.includes('value'))).toBe(true);
    // A save that changes nothing keeps nothing.
    await editVariable(id, `value ${KEEP + 5}`);
    expect((await versionsOf('Variable', id))[0]?.number).toBe(10);
  });

  it('tells what was live at each moment across publish, unpublish and restore, and announces each turn', async () => {
    const id = await newVariable(1);
    await editVariable(id, 'second');
    await publishVariable(id, 0);
    const restored = await call('/api/admin/content/restore-version', {
      entity_type: 'Variable',
      entity_id: id,
      number: 1,
    });
    expect(restored.body).toEqual({ data: { number: 4 } });
    await publishVariable(id, 1);
    const versions = (await versionsOf('Variable', id)).reverse();
    expect(versions.map((version) => [version.number, version.action, version.live])).toEqual([
      [1, 'create', true],
      [2, 'update', true],
      [3, 'publish', false],
      [4, 'restore', false],
      [5, 'publish', true],
    ]);
    for (const version of versions) {
      const answer = await liveAt('Variable', id, version.create_at);
      expect([answer.state, answer.version?.number]).toEqual([
        version.live ? 'live' : 'not_live',
        version.number,
      ]);
    }
    const restoredVersion = (await liveAt('Variable', id, versions[4]?.create_at)).version;
    expect(restoredVersion?.snapshot.value).toBe('first');
    const before = new Date(Date.parse(versions[0]?.create_at) - 1).toISOString();
    expect(await liveAt('Variable', id, before)).toMatchObject({ state: 'not_live', version: null });

    expect((await eventsOf(id)).map((event) => [event.type, event.version, event.schedule_uuid])).toEqual([
      ['content.published', 1, null],
      ['content.unpublished', 3, null],
      ['content.published', 5, null],
    ]);
  });

  it('compares two versions field by field, rich text as its words', async () => {
    const id = await newVariable();
    await editVariable(id, '<p>Only <strong>9,99 €</strong> a month</p>');
    const compared = await query('/api/admin/content/compare-versions', {
      entity_type: 'Variable',
      entity_id: id,
      from: 1,
      to: 2,
    });
    expect(compared.body.data.fields).toEqual([
      { field: 'value', kind: 'rich_text', from: 'first', to: '<p>Only <strong>9,99 €</strong> a month</p>' },
    ]);
    const missing = await query('/api/admin/content/compare-versions', {
      entity_type: 'Variable',
      entity_id: id,
      from: 1,
      to: 9,
    });
    expect(missing.status).toBe(404);
  });

  it("versions a discount code's active switch and restores it through the code's own rules", async () => {
    const name = `CODE${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    const created = await call('/api/admin/discount-codes/create', {
      name,
      active: 1,
      expires_at: '2099-12-31',
      only_mnp: 0,
      dont_send_to_logistic: 1,
      session_uuid: randomUUID(),
      actions: [{ discount_type: 0, amount: '10,5', amount_type: 0 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.response as string;
    expect((await call('/api/admin/discount-codes/change-active', { uuid: id, active: 0 })).status).toBe(200);
    const versions = await versionsOf('DiscountCode', id);
    expect(versions.map((version) => [version.action, version.live])).toEqual([
      ['publish', false],
      ['create', true],
    ]);
    expect((await eventsOf(id)).map((event) => event.type)).toEqual([
      'content.published',
      'content.unpublished',
    ]);
    // Restoring the first version brings its values back, not its switch: the code stays off.
    const restored = await call('/api/admin/content/restore-version', {
      entity_type: 'DiscountCode',
      entity_id: id,
      number: 1,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await call('/api/admin/discount-codes/get', { uuid: id })).body.data.active).toBe(0);
  });

  it('forgets a deleted record’s versions and announces it gone', async () => {
    const id = await newVariable(1);
    const superToken = (await server.signIn(SystemRole.SuperAdmin)).token;
    expect((await call('/api/cms/variables/delete', { uuid: id }, superToken)).status).toBe(200);
    expect(await versionsOf('Variable', id)).toEqual([]);
    expect((await eventsOf(id)).map((event) => [event.type, event.version])).toEqual([
      ['content.published', 1],
      ['content.unpublished', null],
    ]);
  });

  it('delivers content.published and content.unpublished to the webhooks that subscribe to them, signed', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const endpoint = await call('/api/admin/webhooks/create', {
        url: receiver.url,
        events: ['content.published', 'content.unpublished'],
        enabled: true,
      });
      expect(endpoint.status, JSON.stringify(endpoint.body)).toBe(200);
      receiver.useSecret(endpoint.body.response.secret);
      const id = await newVariable(1);
      await publishVariable(id, 0);
      await server.jobs.drain();
      const mine = receiver.received.filter((delivery) => delivery.data.entity_id === id);
      expect(mine.map((delivery) => [delivery.type, delivery.data.version]).sort()).toEqual([
        ['content.published', 1],
        ['content.unpublished', 2],
      ]);
      expect(mine[0]?.data).toMatchObject({ entity_type: 'Variable', schedule_uuid: null });
    } finally {
      await server.prisma.webhookEndpoint.deleteMany();
      await receiver.close();
    }
  });

  it('refuses the calls to other roles and to unknown kinds', async () => {
    const staff = (await server.signIn(SystemRole.ChiefAgent)).token;
    const id = await newVariable();
    const refused = await server.request(`/api/admin/content/versions?entity_type=Variable&entity_id=${id}`, {
      token: staff,
    });
    expect(refused.status).toBe(403);
    const unknown = await query('/api/admin/content/versions', { entity_type: 'ApiKey', entity_id: id });
    expect(unknown.status).toBe(400);
  });
});

describe('drafts of long texts', () => {
  it('keeps one draft per person without touching the page, and forgets it when the page is saved', async () => {
    const page = {
      publish: 1,
      page_title: 'Terms',
      content: '<p>First terms</p>',
      url: `terms-${randomUUID().slice(0, 8)}`,
      dont_index_page: 0,
      dont_show_sitemap: 0,
    };
    const created = await call('/api/admin/create-static-page', page);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.response as string;
    const record = { entity_type: 'StaticPage', entity_id: id };
    for (const content of ['<p>Draft one</p>', '<p>Draft two</p>']) {
      const saved = await call('/api/admin/content/save-draft', { ...record, values: { ...page, content } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    expect(await server.prisma.contentDraft.count({ where: { entityId: id } })).toBe(1);
    const draft = await query('/api/admin/content/draft', record);
    expect(draft.body.data.values.content).toBe('<p>Draft two</p>');
    expect(await versionsOf('StaticPage', id)).toHaveLength(1);

    const other = (await server.signIn(SystemRole.Admin)).token;
    expect(
      (
        await server.request(`/api/admin/content/draft?entity_type=StaticPage&entity_id=${id}`, {
          token: other,
        })
      ).body,
    ).toEqual({ data: null });

    const updated = await call('/api/admin/update-static-page', {
      ...page,
      uuid: id,
      content: '<p>Saved</p>',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((await query('/api/admin/content/draft', record)).body).toEqual({ data: null });
    await call('/api/admin/content/save-draft', { ...record, values: { ...page, content: '<p>Again</p>' } });
    expect((await call('/api/admin/content/discard-draft', record)).status).toBe(200);
    expect((await query('/api/admin/content/draft', record)).body).toEqual({ data: null });
  });
});

describe('schedules', () => {
  const schedule = (body: Row, as = token) => call('/api/admin/content/create-schedule', body, as);

  it('refuses a time in the past, an unreadable time, a conflicting schedule and an action the record lacks', async () => {
    const id = await newVariable(0);
    const record = { entity_type: 'Variable', entity_id: id };
    const past = await schedule({ ...record, action: 'publish', run_at: later(-60_000) });
    expect(past.status).toBe(400);
    expect(past.body.issues).toEqual([
      expect.objectContaining({ path: ['run_at'], messageId: 'scheduleInPast' }),
    ]);
    const unreadable = await schedule({ ...record, action: 'publish', run_at: 'next monday' });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.issues[0]).toMatchObject({ path: ['run_at'], messageId: 'invalidScheduleTime' });

    const first = await schedule({ ...record, action: 'publish', run_at: '2099-07-01 12:00' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const clash = await schedule({ ...record, action: 'unpublish', run_at: '2099-07-01 12:00:30' });
    expect(clash.status).toBe(409);
    expect(clash.body.issues[0]).toMatchObject({ path: ['run_at'] });
    expect(clash.body.message).toBe(
      'Another change of this record is already scheduled at 01.07.2099 12:00 (Rome time)',
    );
    const apart = await schedule({ ...record, action: 'unpublish', run_at: '2099-07-01 13:00' });
    expect(apart.status).toBe(200);

    const rows = (await query('/api/admin/content/schedules', record)).body.data as Row[];
    // A Rome wall time: noon in July is 10:00 UTC.
    expect(rows.map((row) => [row.action, row.run_at, row.status])).toEqual([
      ['publish', '2099-07-01T10:00:00.000Z', 'pending'],
      ['unpublish', '2099-07-01T11:00:00.000Z', 'pending'],
    ]);
    const noPrice = await schedule({ ...record, action: 'price', price: '9.99', run_at: '2099-08-01 12:00' });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.issues[0]).toMatchObject({ path: ['action'], messageId: 'scheduleWithoutPrice' });

    expect((await call('/api/admin/content/cancel-schedule', { uuid: first.body.data.uuid })).status).toBe(
      200,
    );
    expect((await call('/api/admin/content/cancel-schedule', { uuid: first.body.data.uuid })).status).toBe(
      404,
    );
    const pending = (await query('/api/admin/content/schedules', {})).body.data as Row[];
    expect(pending.filter((row) => row.entity_id === id).map((row) => row.action)).toEqual(['unpublish']);
  });

  it('publishes at its time once, as the person who scheduled it, and announces it with the schedule', async () => {
    const scheduler = await server.signIn(SystemRole.Admin);
    const id = await newVariable(0);
    const made = await schedule(
      { entity_type: 'Variable', entity_id: id, action: 'publish', run_at: later(1_500) },
      scheduler.token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const ran = await waitForSchedule(made.body.data.uuid, 'Variable', id);
    expect(ran).toMatchObject({ status: 'done', error: null, created_by_email: scheduler.user.email });
    const row = (await call('/api/cms/variables/get-list')).body.response.find((one: Row) => one.uuid === id);
    expect(row.publish).toBe(1);
    const [latest] = await versionsOf('Variable', id);
    expect(latest).toMatchObject({ action: 'schedule', live: true, author_email: scheduler.user.email });
    const audit = await server.prisma.auditLog.findMany({
      where: { entityId: id, action: 'cms.variable.publish' },
    });
    expect(audit.map((entry) => entry.actorUserId)).toEqual([scheduler.user.id]);
    expect((await eventsOf(id)).map((event) => [event.type, event.schedule_uuid])).toEqual([
      ['content.published', made.body.data.uuid],
    ]);
  });

  it("changes an offer's price at its time through the offer's rules", async () => {
    const created = await call('/api/shop/offer/offer-create', {
      name: 'Promo 100',
      priority: '3',
      price: 9.99,
      design: 'Orange',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.response as string;
    const made = await schedule({
      entity_type: 'Offer',
      entity_id: id,
      action: 'price',
      price: '7,49',
      run_at: later(1_500),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await waitForSchedule(made.body.data.uuid, 'Offer', id)).toMatchObject({
      status: 'done',
      price: '7.49',
    });
    const offer = await call('/api/shop/offer/get-offer-by', { offer_uuid: id });
    expect(offer.body.data).toMatchObject({ price: '7.49', name: 'Promo 100' });
    expect((await versionsOf('Offer', id))[0]).toMatchObject({
      action: 'schedule',
      changed_fields: ['price'],
    });
  });

  it('fails, with the reason, a schedule whose author is no longer an administrator', async () => {
    const scheduler = await server.signIn(SystemRole.Admin);
    const id = await newVariable(0);
    const made = await schedule(
      { entity_type: 'Variable', entity_id: id, action: 'publish', run_at: later(1_500) },
      scheduler.token,
    );
    await server.prisma.user.update({
      where: { id: scheduler.user.id },
      data: { systemRole: SystemRole.ChiefAgent },
    });
    expect(await waitForSchedule(made.body.data.uuid, 'Variable', id)).toMatchObject({
      status: 'failed',
      error: 'Who scheduled it is no longer an active administrator',
    });
    const row = (await call('/api/cms/variables/get-list')).body.response.find((one: Row) => one.uuid === id);
    expect(row.publish).toBe(0);
  });
});
