import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { defined, OrderStatus, SimStatus, SystemRole } from '@backoffice/shared';

import { createOrders } from '../orders/actions-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  STREAMED_ANSWER_TEXT,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../support/webhook-receiver';

let server: TestServer;
let admin: string;
let agent: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // The receivers are on this machine.
  server = await startTestServer({ environment: { WEBHOOK_ALLOW_PRIVATE: '1' } });
  admin = (await server.signIn(SystemRole.Admin)).token;
  agent = (await server.signIn(SystemRole.NoRole)).token;
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});
afterEach(async () => {
  // Each test registers its own endpoints.
  await server.prisma.webhookEndpoint.deleteMany();
  receiver.received.length = 0;
});

const post = (path: string, body: unknown, token = admin) => server.request(path, { body, token });

async function register(events: string[], url = receiver.url) {
  const created = await post('/api/admin/webhooks/create', { url, events, enabled: true });
  expect(created.status).toBe(200);
  receiver.useSecret(created.body.response.secret);
  return created.body.response.uuid as string;
}

const deliveriesOf = async (uuid: string) =>
  (await server.request(`/api/admin/webhooks/get-deliveries?uuid=${uuid}`, { token: admin })).body.data;

/** Lets every delivery waiting for a retry go now, then delivers what is due. */
async function retryNow() {
  await server.prisma.job.updateMany({ where: { status: 'pending' }, data: { runAfter: null } });
  await server.jobs.drain();
}

describe('webhook endpoints', () => {
  it('answers the signing secret once, lists endpoints without it, and is for administrators only', async () => {
    const created = await post('/api/admin/webhooks/create', {
      url: receiver.url,
      events: ['order.created', 'order.created', 'order.cancelled'],
      enabled: 1,
    });
    expect(created.status).toBe(200);
    expect(created.body.response.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await server.request('/api/admin/webhooks/get-list', { token: admin });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        uuid: created.body.response.uuid,
        url: receiver.url,
        events: ['order.created', 'order.cancelled'],
        enabled: true,
        disabled_at: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain('whsec_');
    const audit = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'channels.webhook.create', entityId: created.body.response.uuid },
    });
    expect(audit.changes).toMatchObject({ url: { to: receiver.url } });
    expect(JSON.stringify(audit.changes)).not.toContain('whsec_');
    expect(
      (await post('/api/admin/webhooks/create', { url: receiver.url, events: ['order.created'] }, agent))
        .status,
    ).toBe(403);
  });

  it('refuses other schemes and unknown events, naming the field', async () => {
    for (const [body, field] of [
      [{ url: 'ftp://example.com/hook', events: ['order.created'] }, 'url'],
      [{ url: 'javascript:alert(1)', events: ['order.created'] }, 'url'],
      [{ url: receiver.url, events: ['order.exploded'] }, 'events'],
      [{ url: receiver.url, events: [] }, 'events'],
    ] as const) {
      const answer = await post('/api/admin/webhooks/create', body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect(await server.prisma.webhookEndpoint.count()).toBe(0);
  });

  it('updates, and deletes with its deliveries', async () => {
    const uuid = await register(['order.created']);
    expect(
      (
        await post('/api/admin/webhooks/update', {
          uuid,
          url: receiver.url,
          events: ['sim.cancelled'],
          enabled: false,
        })
      ).status,
    ).toBe(200);
    const row = await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } });
    expect([row.events, row.enabled]).toEqual([['sim.cancelled'], false]);
    expect((await post('/api/admin/webhooks/delete', { uuid })).status).toBe(200);
    expect((await post('/api/admin/webhooks/delete', { uuid })).status).toBe(404);
  });
});

describe('event deliveries', () => {
  it('sends a signed order.status_changed once to the endpoints that want it', async () => {
    const wanted = await register(['order.status_changed']);
    const other = await register(['order.tracking_set']);
    receiver.useSecret(
      (await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: wanted } })).secret,
    );
    const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
    expect(
      (await post('/api/web-api/order/status/to-progress', { order_uuid: order.uuid }, agent)).status,
    ).toBe(200);
    await server.jobs.drain();

    expect(receiver.badSignatures).toBe(0);
    expect(receiver.received).toEqual([
      {
        id: expect.any(String),
        type: 'order.status_changed',
        answered: 200,
        data: {
          order: expect.objectContaining({ id: order.id, uuid: order.uuid, status: OrderStatus.InProcess }),
          changes: { from: OrderStatus.New, to: OrderStatus.InProcess },
        },
      },
    ]);
    const [delivery] = await deliveriesOf(wanted);
    expect(delivery).toEqual(
      expect.objectContaining({
        event_id: defined(receiver.received[0], 'receiver.received[0]').id,
        event_type: 'order.status_changed',
        status: 'succeeded',
        attempts: 1,
        response_status: 200,
      }),
    );
    expect(delivery.attempt_log).toEqual([
      expect.objectContaining({ response_status: 200, response_body: 'ok' }),
    ]);
    expect(await deliveriesOf(other)).toEqual([]);
    // Delivered once: draining again sends nothing more.
    await server.jobs.drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('sends order.tracking_set and order.cancelled with what changed', async () => {
    await register(['order.tracking_set', 'order.cancelled', 'sim.cancelled']);
    const [order] = await createOrders(server.prisma, [
      { status: OrderStatus.New, simStatuses: [SimStatus.New] },
    ]);
    const link = 'https://brt.example/track/BRT1';
    await post(
      '/api/web-api/order/update-tracking',
      { uuid: order.uuid, tracking: 'BRT1', tracking_link: link },
      agent,
    );
    const cancelled = await post('/api/web-api/order/cancel', { order_uuid: order.uuid }, agent);
    expect(cancelled.status).toBe(200);
    await server.jobs.drain();
    const byType = Object.fromEntries(receiver.received.map((entry) => [entry.type, entry.data]));
    expect(Object.keys(byType).sort()).toEqual(['order.cancelled', 'order.tracking_set', 'sim.cancelled']);
    expect(defined(byType['order.tracking_set'], "byType['order.tracking_set']").changes).toEqual({
      tracking_link: link,
    });
    expect(defined(byType['order.cancelled'], "byType['order.cancelled']").changes).toEqual({
      from: OrderStatus.New,
    });
    expect(defined(byType['sim.cancelled'], "byType['sim.cancelled']").changes).toEqual(
      expect.objectContaining({
        product_uuid: defined(order.products[0], 'order.products[0]').uuid,
        to: SimStatus.CancelledByCustomer,
      }),
    );
  });

  it('retries a refused delivery after about 5 s, then 10 s, and the receiver accepts it once', async () => {
    const uuid = await register(['order.status_changed']);
    receiver.answerNext(500, 503);
    const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
    await post('/api/web-api/order/status/to-progress', { order_uuid: order.uuid }, agent);
    await server.jobs.drain();

    const job = async () =>
      server.prisma.job.findFirstOrThrow({
        where: { kind: 'webhook-delivery' },
        orderBy: { createdAt: 'desc' },
      });
    const first = await job();
    const firstWait = defined(first.runAfter, 'first.runAfter').getTime() - first.updatedAt.getTime();
    expect(first.status).toBe('pending');
    expect(firstWait).toBeGreaterThan(3_500);
    expect(firstWait).toBeLessThan(6_500);
    await server.prisma.job.update({ where: { id: first.id }, data: { runAfter: null } });
    await server.jobs.drain();
    const second = await job();
    const secondWait = defined(second.runAfter, 'second.runAfter').getTime() - second.updatedAt.getTime();
    expect(secondWait).toBeGreaterThan(7_500);
    expect(secondWait).toBeLessThan(12_500);
    await retryNow();

    expect(receiver.received.map((entry) => entry.answered)).toEqual([500, 503, 200]);
    expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(1);
    expect(receiver.accepted()).toHaveLength(1);
    const [delivery] = await deliveriesOf(uuid);
    expect([delivery.status, delivery.attempts, delivery.response_status]).toEqual(['succeeded', 3, 200]);
    expect(
      delivery.attempt_log.map((attempt: { response_status: number }) => attempt.response_status),
    ).toEqual([200, 503, 500]);
    const endpoint = await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } });
    expect(endpoint.failingSince).toBeNull();
  });

  it('keeps retrying an endpoint that is down and delivers when it is back', async () => {
    const down = await startWebhookReceiver();
    const port = down.port;
    await down.close();
    const uuid = await register(['order.status_changed'], `http://127.0.0.1:${port}/hooks`);
    const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
    await post('/api/web-api/order/status/to-progress', { order_uuid: order.uuid }, agent);
    await server.jobs.drain();
    const [failed] = await deliveriesOf(uuid);
    expect([failed.status, failed.attempts]).toEqual(['pending', 1]);
    expect(failed.attempt_log[0].error).toMatch(/Connection failed \(ECONNREFUSED\)/);
    expect(
      (await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } })).failingSince,
    ).not.toBeNull();

    const back = await startWebhookReceiver({ port });
    back.useSecret((await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } })).secret);
    try {
      await retryNow();
      expect(back.accepted().map((entry) => entry.type)).toEqual(['order.status_changed']);
      expect((await deliveriesOf(uuid))[0].status).toBe('succeeded');
    } finally {
      await back.close();
    }
  });

  it('disables an endpoint that has failed for three days, and sends it nothing more', async () => {
    const uuid = await register(['order.status_changed']);
    await server.prisma.webhookEndpoint.update({
      where: { id: uuid },
      data: { failingSince: new Date(Date.now() - 3 * 24 * 3_600_000 - 60_000) },
    });
    receiver.answerNext(500);
    const [one, two] = await createOrders(server.prisma, [
      { status: OrderStatus.New },
      { status: OrderStatus.New },
    ]);
    await post('/api/web-api/order/status/to-progress', { order_uuid: one.uuid }, agent);
    await server.jobs.drain();
    const endpoint = (await server.request('/api/admin/webhooks/get-list', { token: admin })).body.data[0];
    expect([endpoint.enabled, endpoint.disabled_at === null]).toEqual([false, false]);

    await post('/api/web-api/order/status/to-progress', { order_uuid: two.uuid }, agent);
    await retryNow();
    expect(receiver.received).toHaveLength(1);
    // Enabled again, it gets a fresh start.
    await post('/api/admin/webhooks/update', {
      uuid,
      url: receiver.url,
      events: ['order.status_changed'],
      enabled: true,
    });
    const enabled = await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } });
    expect([enabled.enabled, enabled.failingSince, enabled.disabledAt]).toEqual([true, null, null]);
  });

  it('sends a test event, and resends a delivery with the same webhook-id', async () => {
    const uuid = await register(['order.created']);
    const sent = await post('/api/admin/webhooks/send-test', { uuid });
    expect(sent.status).toBe(200);
    await server.jobs.drain();
    expect(receiver.received.map((entry) => [entry.type, entry.id])).toEqual([
      ['webhook.test', sent.body.response.event_id],
    ]);

    expect(
      (await post('/api/admin/webhooks/resend', { delivery_uuid: sent.body.response.delivery_uuid })).status,
    ).toBe(200);
    await server.jobs.drain();
    expect(receiver.received.map((entry) => entry.id)).toEqual([
      sent.body.response.event_id,
      sent.body.response.event_id,
    ]);
    const [delivery] = await deliveriesOf(uuid);
    expect([delivery.status, delivery.attempts]).toEqual(['succeeded', 2]);
    expect(
      (await post('/api/admin/webhooks/resend', { delivery_uuid: '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4' }))
        .status,
    ).toBe(404);
  });

  it('resends every failed delivery of an endpoint since a time, and keeps the headers of each attempt', async () => {
    const uuid = await register(['order.created']);
    receiver.answerNext(500, 500, 500);
    for (let sent = 0; sent < 3; sent += 1) await post('/api/admin/webhooks/send-test', { uuid });
    await server.jobs.drain();
    // As a day of retries leaves them: failed, nothing queued; the oldest made before the time asked.
    await server.prisma.job.deleteMany({ where: { status: 'pending' } });
    await server.prisma.webhookDelivery.updateMany({
      where: { endpointId: uuid },
      data: { status: 'failed' },
    });
    const [oldest] = (await deliveriesOf(uuid)).slice(-1);
    await server.prisma.webhookDelivery.update({
      where: { id: oldest.uuid },
      data: { createdAt: new Date(Date.now() - 2 * 3_600_000) },
    });

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const resent = await post('/api/admin/webhooks/resend-failed', { uuid, since });
    expect(resent.body).toEqual({ response: { resent: 2 } });
    await server.jobs.drain();
    const deliveries = await deliveriesOf(uuid);
    expect(deliveries.map((delivery: { status: string }) => delivery.status).sort()).toEqual([
      'failed',
      'succeeded',
      'succeeded',
    ]);
    const [last] = deliveries.find(
      (delivery: { status: string }) => delivery.status === 'succeeded',
    ).attempt_log;
    expect(last.request_headers).toMatchObject({
      'content-type': 'application/json',
      'webhook-signature': expect.stringMatching(/^v1,/),
      'user-agent': 'backoffice-webhooks/1',
    });
    expect(last.response_headers).toMatchObject({ 'content-type': 'text/plain' });
    const audit = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'channels.webhook.resend-failed', entityId: uuid },
    });
    expect(audit.changes).toEqual({ since, deliveries: 2 });

    expect(
      (await post('/api/admin/webhooks/resend-failed', { uuid, since: 'yesterday' })).body.issues,
    ).toEqual([expect.objectContaining({ path: ['since'], messageId: 'invalidInstant' })]);
    const unknown = '0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4';
    expect((await post('/api/admin/webhooks/resend-failed', { uuid: unknown, since })).status).toBe(404);
    expect((await post('/api/admin/webhooks/resend-failed', { uuid, since }, agent)).status).toBe(403);
  });

  it('switches an endpoint off and on from its list; on again, it has three fresh days', async () => {
    const uuid = await register(['order.created']);
    const disabledAt = new Date(Date.now() - 3_600_000);
    await server.prisma.webhookEndpoint.update({
      where: { id: uuid },
      data: { enabled: false, failingSince: new Date(Date.now() - 4 * 86_400_000), disabledAt },
    });
    const switched = await post('/api/admin/webhooks/change-enabled', { uuid, enabled: 1 });
    expect(switched.body).toEqual({ response: true });
    const [row] = (await server.request('/api/admin/webhooks/get-list', { token: admin })).body.data;
    expect(row).toMatchObject({ uuid, enabled: true, failing_since: null, disabled_at: null });

    expect((await post('/api/admin/webhooks/change-enabled', { uuid, enabled: 0 })).status).toBe(200);
    const stored = await server.prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: uuid } });
    expect(stored.enabled).toBe(false);
    expect((await post('/api/admin/webhooks/change-enabled', { uuid, enabled: 1 }, agent)).status).toBe(403);
  });

  it('reads no more of an answer than the 2 KB it keeps, and closes the connection', async () => {
    const uuid = await register(['order.created']);
    const total = 50 * 1024 * 1024;
    const answer = receiver.streamNextAnswer(total);
    await post('/api/admin/webhooks/send-test', { uuid });
    await server.jobs.drain();
    await answer.closed;
    const [delivery] = await deliveriesOf(uuid);
    expect([delivery.status, delivery.response_status]).toEqual(['succeeded', 200]);
    expect(delivery.attempt_log).toEqual([
      expect.objectContaining({
        response_body: STREAMED_ANSWER_TEXT.repeat(2048 / STREAMED_ANSWER_TEXT.length),
      }),
    ]);
    // The receiver could write only what the sockets' buffers held (a few MB at most) before the
    // server closed the connection: it never read the rest.
    expect(answer.written).toBeLessThan(total / 2);
  });

  it('answers an order action without waiting for a stalled receiver', async () => {
    await register(['order.status_changed']);
    receiver.stall(3_000);
    try {
      const [order] = await createOrders(server.prisma, [{ status: OrderStatus.New }]);
      const moved = await post('/api/web-api/order/status/to-progress', { order_uuid: order.uuid }, agent);
      expect(moved.status).toBe(200);
      // The answer came back while the receiver had not answered anything yet.
      expect(receiver.received).toHaveLength(0);
      await server.jobs.drain();
      expect(receiver.accepted()).toHaveLength(1);
    } finally {
      receiver.stall(0);
    }
  });
});

describe('addresses an endpoint may have without WEBHOOK_ALLOW_PRIVATE', () => {
  let publicOnly: TestServer;
  let token: string;
  beforeAll(async () => {
    // Neither NODE_ENV nor WEBHOOK_ALLOW_PRIVATE set, as an instance started by hand would be.
    publicOnly = await startTestServer();
    token = (await publicOnly.signIn(SystemRole.Admin)).token;
  });
  afterAll(() => publicOnly.close());

  it('refuses loopback, private, link-local and other special-purpose addresses when saved', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.1.2.3/hook',
      'http://192.168.1.10/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://224.0.0.1/hook',
      'http://[::1]/hook',
      'http://[::7f00:1]/hook',
      'http://[::127.0.0.1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[64:ff9b::7f00:1]/hook',
      'http://[fd00:ec2::254]/hook',
    ]) {
      const answer = await publicOnly.request('/api/admin/webhooks/create', {
        token,
        body: { url, events: ['order.created'] },
      });
      expect([url, answer.status]).toEqual([url, 400]);
      expect(answer.body.message).toContain('url');
    }
  });

  // Saved while allowed (an instance with WEBHOOK_ALLOW_PRIVATE=1, or DNS that changed since): checked
  // again at delivery time, after resolving the name.
  it.each([
    ['a name that resolves to this machine', 'localhost', 'localhost is not a public address'],
    [
      'an IPv4-compatible IPv6 address of this machine',
      '[::127.0.0.1]',
      '[::7f00:1] is not a public address',
    ],
  ])('refuses at delivery time %s', async (_case, host, error) => {
    const endpoint = await publicOnly.prisma.webhookEndpoint.create({
      data: {
        url: `http://${host}:${receiver.port}/hooks`,
        events: ['webhook.test'],
        secret: 'whsec_' + 'A'.repeat(44),
      },
    });
    await publicOnly.request('/api/admin/webhooks/send-test', { token, body: { uuid: endpoint.id } });
    await publicOnly.jobs.drain();
    const attempts = await publicOnly.prisma.webhookAttempt.findMany({
      where: { delivery: { endpointId: endpoint.id } },
    });
    expect(attempts).toEqual([expect.objectContaining({ responseStatus: null, error })]);
    expect(receiver.received).toHaveLength(0);
  });
});
