import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { assertDefined, OrderStatus, SystemRole } from '@backoffice/shared';

import { createOrders } from '../orders/actions-fixtures';
import { type RunningS3Server, startS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { uploadFile } from '../support/uploads';

let server: TestServer;
let admin: { token: string; user: { email: string } };
let agent: string;
let templateFile: string;

const TEMPLATE = Buffer.from(
  '<!doctype html><html><body><h1>On its way</h1>' +
    '<p>Order {{order_number}} for {{ email }} ships today.</p></body></html>',
);

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(SystemRole.Admin);
  agent = (await server.signIn(SystemRole.NoRole)).token;
  templateFile = await uploadFile(server, admin.token, {
    kind: 'html',
    directory: 'email',
    file: { name: 'shipped.html', content: TEMPLATE },
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await server.prisma.emailNotification.deleteMany();
  await server.prisma.emailMessage.deleteMany();
  server.mail.clear();
});

async function template(fields: Record<string, unknown> = {}) {
  const created = await server.request('/api/settings/create-email-notifications', {
    token: admin.token,
    body: {
      template_id: 'order.tracking_set',
      template_name: 'Shipped',
      topic_name: 'Your order is on its way',
      send_to: 'customer',
      file: templateFile,
      publish: 1,
      ...fields,
    },
  });
  expect(created.status).toBe(200);
  return created.body.response as string;
}

async function setTracking(customerEmail = 'giulia+1@example.test') {
  const [order] = await createOrders(server.prisma, [{ status: OrderStatus.InProcess }]);
  await server.prisma.order.update({ where: { id: order.id }, data: { email: customerEmail } });
  const answer = await server.request('/api/web-api/order/update-tracking', {
    token: agent,
    body: { uuid: order.uuid, tracking: 'BRT9', tracking_link: 'https://brt.example/BRT9' },
  });
  expect(answer.status).toBe(200);
  return order;
}

const emailLog = async (query = '') =>
  (await server.request(`/api/admin/emails/get-list${query}`, { token: admin.token })).body.data;

describe('emails on events', () => {
  it('sends a published template named after the event to the customer, variables filled in and escaped', async () => {
    await template();
    const order = await setTracking('tom&jerry@example.test');
    await server.jobs.drain();
    const [mail] = await server.mail.waitFor((messages) => messages.length === 1);
    assertDefined(mail, 'mail');
    expect(mail.to).toEqual(['tom&jerry@example.test']);
    expect(mail.subject).toBe('Your order is on its way');
    expect(mail.html).toContain(`Order ${order.id} for tom&#38;jerry@example.test ships today.`);
    expect(mail.text).toContain(`Order ${order.id} for tom&jerry@example.test ships today.`);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@backoffice>$/);

    const [logged] = await emailLog();
    expect(logged).toEqual(
      expect.objectContaining({
        kind: 'event',
        event_type: 'order.tracking_set',
        order_id: order.id,
        order_uuid: order.uuid,
        status: 'sent',
        error: null,
        smtp_response: expect.stringMatching(/^250 /),
      }),
    );
    // The order's timeline reads the same log, filtered.
    expect(await emailLog(`?order_uuid=${order.uuid}`)).toEqual([logged]);
    // Sent once: nothing more on another pass.
    await server.jobs.drain();
    expect(server.mail.messages).toHaveLength(1);
  });

  it('sends the copies of a list of addresses as Bcc: the customer alone is in To', async () => {
    await template({ send_to: 'ops@example.test, customer, audit@example.test' });
    await setTracking('mario@example.test');
    await server.jobs.drain();
    const [mail] = await server.mail.waitFor((messages) => messages.length === 1);
    assertDefined(mail, 'mail');
    expect(mail.headerTo).toEqual(['mario@example.test']);
    expect(mail.to.sort()).toEqual(['audit@example.test', 'mario@example.test', 'ops@example.test']);
    expect((await emailLog())[0].to).toBe('mario@example.test, ops@example.test, audit@example.test');
  });

  it('puts the first address in To and the others in Bcc when the customer is not a recipient', async () => {
    await template({ send_to: 'ops@example.test, audit@example.test' });
    await setTracking('mario@example.test');
    await server.jobs.drain();
    const [mail] = await server.mail.waitFor((messages) => messages.length === 1);
    assertDefined(mail, 'mail');
    expect(mail.headerTo).toEqual(['ops@example.test']);
    expect(mail.to.sort()).toEqual(['audit@example.test', 'ops@example.test']);
  });

  it('sends nothing for an unpublished template', async () => {
    await template({ publish: 0 });
    await setTracking();
    await server.jobs.drain();
    expect(server.mail.messages).toHaveLength(0);
    expect(await emailLog()).toEqual([]);
  });

  it('logs a template whose file is missing as failed, and the order action still succeeds', async () => {
    const doomed = await uploadFile(server, admin.token, {
      kind: 'html',
      directory: 'email',
      file: { name: 'doomed.html', content: TEMPLATE },
    });
    await template({ file: doomed });
    await server.services.storage.remove(doomed.replace('/storage/app/public/uploads/', ''));
    await setTracking();
    await server.jobs.drain();
    const [logged] = await emailLog();
    expect([logged.status, logged.error]).toEqual([
      'failed',
      'The file of template "order.tracking_set" is missing',
    ]);
    expect(server.mail.messages).toHaveLength(0);
  });

  it('answers the order action without waiting for a slow mail server', async () => {
    await template();
    server.mail.stall(3_000);
    try {
      await setTracking();
      expect(server.mail.messages).toHaveLength(0);
      // The outbox's dispatcher writes the email's row just after the answer.
      await vi.waitFor(async () => expect((await emailLog())[0]?.status).toBe('pending'), {
        timeout: 10_000,
      });
      await server.jobs.drain();
      expect(server.mail.messages).toHaveLength(1);
    } finally {
      server.mail.stall(0);
    }
  });
});

describe('template variables', () => {
  it('fills only the documented ones: an inherited name such as {{constructor}} stays as written and the email goes out', async () => {
    const tricky = await uploadFile(server, admin.token, {
      kind: 'html',
      directory: 'email',
      file: {
        name: 'tricky.html',
        content: Buffer.from('<p>{{constructor}} {{__proto__}} {{order_number}} {{unknown}}</p>'),
      },
    });
    await template({ file: tricky, topic_name: 'Order {{order_number}} {{constructor}}' });
    const order = await setTracking();
    await server.jobs.drain();
    const [mail] = await server.mail.waitFor((messages) => messages.length === 1);
    assertDefined(mail, 'mail');
    expect(mail.subject).toBe(`Order ${order.id} {{constructor}}`);
    expect(mail.html).toContain(`{{constructor}} {{__proto__}} ${order.id} {{unknown}}`);
    const [logged] = await emailLog();
    expect([logged.status, logged.error, logged.subject]).toEqual([
      'sent',
      null,
      `Order ${order.id} {{constructor}}`,
    ]);
  });
});

describe('a template test', () => {
  it('sends the rendered template to the signed-in staff member', async () => {
    const uuid = await template();
    const [order] = await createOrders(server.prisma, [{}]);
    const sent = await server.request('/api/settings/send-test-email-notification', {
      token: admin.token,
      body: { uuid },
    });
    expect([sent.status, sent.body]).toEqual([200, { response: true }]);
    await server.jobs.drain();
    const [mail] = await server.mail.waitFor((messages) => messages.length === 1);
    assertDefined(mail, 'mail');
    expect(mail.to).toEqual([admin.user.email]);
    expect(mail.html).toContain(`Order ${order.id} for ${admin.user.email}`);
    expect((await emailLog())[0].kind).toBe('template-test');
    expect(
      (await server.request('/api/settings/send-test-email-notification', { token: agent, body: { uuid } }))
        .status,
    ).toBe(403);
  });
});

describe('a send that fails unexpectedly', () => {
  let store: RunningS3Server;
  let onS3: TestServer;
  beforeAll(async () => {
    store = await startS3Server();
    onS3 = await startTestServer({ environment: store.environment });
  });
  afterAll(async () => {
    await onS3.close();
    await store.close();
  });

  it('is logged as failed with its error, not left pending', async () => {
    const { token } = await onS3.signIn(SystemRole.Admin);
    const file = await uploadFile(onS3, token, {
      kind: 'html',
      directory: 'email',
      file: { name: 'shipped.html', content: TEMPLATE },
    });
    const created = await onS3.request('/api/settings/create-email-notifications', {
      token,
      body: {
        template_id: 'order.tracking_set',
        template_name: 'Shipped',
        topic_name: 'On its way',
        send_to: 'customer',
        file,
        publish: 1,
      },
    });
    // The file store goes down between the queueing and the send.
    await store.stop();
    await onS3.request('/api/settings/send-test-email-notification', {
      token,
      body: { uuid: created.body.response },
    });
    await onS3.jobs.drain();
    const log = (await onS3.request('/api/admin/emails/get-list', { token })).body.data;
    expect(log).toHaveLength(1);
    expect(log[0].status).toBe('failed');
    expect(log[0].error).toEqual(expect.any(String));
    expect(log[0].error.length).toBeGreaterThan(0);
    expect(onS3.mail.messages).toHaveLength(0);
  });
});

describe('without a mail transport', () => {
  let bare: TestServer;
  beforeAll(async () => {
    bare = await startTestServer({ apiConfig: { mail: undefined } });
  });
  afterAll(() => bare.close());

  it('logs the email as failed with the reason, once', async () => {
    const { token } = await bare.signIn(SystemRole.Admin);
    await bare.prisma.emailNotification.create({
      data: {
        templateId: 'order.created',
        templateName: 'Placed',
        topicName: 'Thanks',
        sendTo: 'ops@example.test',
        file: '',
      },
    });
    await bare.request('/api/settings/send-test-email-notification', {
      token,
      body: { uuid: (await bare.prisma.emailNotification.findFirstOrThrow()).id },
    });
    await bare.jobs.drain();
    const log = (await bare.request('/api/admin/emails/get-list', { token })).body.data;
    expect(log.map((email: { status: string; error: string }) => [email.status, email.error])).toEqual([
      ['failed', 'No mail transport is configured (SMTP_URL)'],
    ]);
    expect(bare.mail.messages).toHaveLength(0);
  });
});
