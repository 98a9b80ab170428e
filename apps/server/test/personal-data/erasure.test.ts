import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PERSONAL_DATA_ERASURE_KIND, PERSONAL_DATA_MAP } from '@backoffice/api';
import { storageRootIn } from '@backoffice/db';
import { ReportType, SystemRole } from '@backoffice/shared';

import { startS3Server, type RunningS3Server } from '../support/s3-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

/*
 * The regulator's test: one customer seeded into every place the personal data map lists (files on the
 * server's disk, then on an S3 server), exported, then erased. The export holds every place; after the
 * erasure no text column of any table and no stored file names them; order totals, refunds and report
 * figures are what they were.
 */

const PERSON = {
  first: 'Zelinda',
  last: 'Quaglierini',
  email: 'zelinda.quaglierini@example.test',
  phone: '3471234567',
  fiscalCode: 'QGLZLN85M41H501Z',
};
/** How each identifier may be written somewhere, and how it is searched for afterwards. */
const TRACES = [PERSON.first, PERSON.last, PERSON.email, PERSON.fiscalCode].map((trace) =>
  trace.toLowerCase(),
);

const PDF = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`);

interface Storage {
  label: string;
  s3?: RunningS3Server;
}

async function seedEverywhere(server: TestServer, admin: string) {
  const { first, last, email, phone, fiscalCode } = PERSON;
  const who = `${first} ${last}`;
  const prisma = server.prisma;
  const order = await prisma.order.create({
    data: {
      amount: '49.90',
      paymentSum: '49.90',
      refundSum: '10.00',
      paymentStatus: 3,
      status: 7,
      firstName: first,
      lastName: last,
      fiscalCode,
      email: email.toUpperCase(),
      phone: `+39 ${phone.slice(0, 3)} ${phone.slice(3)}`,
      dateOfBirth: new Date('1985-08-01'),
      birthPlace: 'Roma',
      gender: 'F',
      deliveryStreetName: 'Via dei Quaglierini',
      deliveryStreetNumber: '12',
      deliveryCity: 'Roma',
      deliveryProvince: 'RM',
      deliveryZipCode: '00100',
      deliveryCountry: 'IT',
      residentialStreetName: 'Via Appia',
      residentialCity: 'Roma',
      note: `Called by ${who} on ${phone}`,
      paidData: { payer: who, cardNumber: '4111********1111', email },
      tracking: 'RR123456789IT',
      trackingLink: 'https://tracking.example/RR123456789IT',
      unpaidServiceReason: null,
      products: {
        create: [
          {
            offerName: 'Giga 100',
            offerPrice: '39.90',
            totalSum: '39.90',
            portationMobileNumber: phone,
            msisdn: '3900000001',
            iccid: '8939000000000000001',
            externalId: 'BSS-1',
            externalData: { holder: who, contact: email },
            friendCode: `FRIEND-${last}`,
          },
        ],
      },
      history: {
        create: [
          { type: 'change', field: 'phone', from: '3330000000', to: phone },
          { type: 'change', field: 'delivery_street_name', from: 'Via Roma 1', to: 'Via dei Quaglierini' },
          { type: 'status', field: 'status', from: '0', to: '7' },
          { type: 'comment', field: 'note', from: '', to: `Spoke with ${who}` },
        ],
      },
      refundHistory: {
        create: [{ refundStatus: 'succeeded', amount: '10.00', providerData: { payer: who, email } }],
      },
    },
  });
  await prisma.order.create({
    data: { amount: '9.90', paymentSum: '9.90', firstName: first, lastName: last, fiscalCode, email, phone },
  });
  await prisma.orderIntakeRequest.create({
    data: {
      orderId: order.id,
      callerId: '00000000-0000-4000-8000-000000000001',
      idempotencyKey: `erasure-${order.id}`,
      requestHash: 'f'.repeat(64),
      response: { order: { id: order.id, email, first_name: first } },
    },
  });
  const event = await prisma.outboxEvent.create({
    data: {
      type: 'order.tracking_set',
      orderId: order.id,
      payload: { order: { id: order.id, tracking: 'RR123456789IT' }, changes: {} },
      dispatchedAt: new Date(),
    },
  });

  const sent = await server.request('/api/feedback/contact/send-message', {
    body: {
      topic: 'SIM',
      name: who,
      mail: email,
      phone,
      message: `My fiscal code is ${fiscalCode}`,
      attachment: { file_name: 'documento.pdf', content_base64: PDF(who).toString('base64') },
    },
  });
  expect(sent.status).toBe(200);
  await prisma.partnerRequest.create({
    data: {
      businessName: 'Bar Zelinda',
      contactName: who,
      email,
      phoneNumber: `+39${phone}`,
      address: 'Via Appia 3',
    },
  });
  await prisma.emailMessage.create({
    data: {
      kind: 'event',
      orderId: order.id,
      to: email,
      subject: `Your order, ${first}`,
      variables: { first_name: first, order_id: order.id },
      html: `<p>Dear ${who}</p>`,
      text: `Dear ${who}`,
      status: 'failed',
      smtpResponse: `550 ${email} unknown`,
      error: `Mailbox ${email} is full`,
    },
  });
  const endpoint = await prisma.webhookEndpoint.create({
    data: {
      url: 'https://hooks.example.test/in',
      events: ['order.tracking_set'],
      enabled: false,
      secret: 'x',
    },
  });
  await prisma.webhookDelivery.create({
    data: {
      endpointId: endpoint.id,
      eventId: event.id,
      status: 'succeeded',
      attemptsMade: {
        create: [{ durationMs: 12, responseStatus: 200, responseBody: `{"ok":true,"for":"${email}"}` }],
      },
    },
  });
  await prisma.job.create({
    data: {
      kind: 'order-export',
      status: 'failed',
      payload: { search: email, name: who },
      details: { note: `Export for ${fiscalCode}` },
      result: { link: 'reports/orders.csv', customer: email },
      error: `Row of ${email} failed`,
      finishedAt: new Date(),
    },
  });
  await prisma.auditLog.create({
    data: {
      action: 'order.update',
      entityType: 'Order',
      entityId: String(order.id),
      changes: { email: { from: 'old@example.test', to: email }, firstName: first },
    },
  });
  const report = await server.services.storage.save(
    'reports',
    'csv',
    (await import('node:stream')).Readable.from([
      Buffer.from(`id;name;email\n${order.id};${who};${email}\n`),
    ]),
  );
  await prisma.storedFile.create({
    data: {
      storageKey: report.key,
      originalName: `orders-${fiscalCode}.csv`,
      mimeType: 'text/csv',
      size: report.size,
      directory: 'reports',
    },
  });
  const document = await server.services.storage.save(
    'documents',
    'pdf',
    (await import('node:stream')).Readable.from([PDF('Contract')]),
  );
  await prisma.storedFile.create({
    data: {
      storageKey: document.key,
      originalName: `contract ${fiscalCode} ${who}.pdf`,
      mimeType: 'application/pdf',
      size: document.size,
      directory: 'documents',
    },
  });
  // An export of the person taken earlier, its data still in its job.
  const exported = await server.request('/api/admin/personal-data/start-export', {
    token: admin,
    body: { email },
  });
  expect(exported.status).toBe(200);
  return { orderId: order.id, exportUuid: exported.body.response.export_uuid as string };
}

/** Every text, JSON and list value of every table, as lower-case text with its digits alone too. */
async function findTraces(server: TestServer): Promise<string[]> {
  const columns = await server.prisma.$queryRaw<Array<{ table: string; column: string }>>`
    SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
      AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'bytea')`;
  const found: string[] = [];
  for (const { table, column } of columns) {
    const rows = await server.prisma.$queryRawUnsafe<Array<{ value: string }>>(
      `SELECT lower("${column}"::text) AS value FROM "${table}" WHERE "${column}" IS NOT NULL`,
    );
    for (const { value } of rows) {
      const hit =
        TRACES.find((trace) => value.includes(trace)) ??
        (value.replace(/\D/g, '').includes(PERSON.phone) ? PERSON.phone : null);
      if (hit) found.push(`${table}.${column}: ${hit}`);
    }
  }
  return found;
}

/** Every stored file's key, on disk or in the bucket. */
async function storedKeys(server: TestServer, storage: Storage): Promise<string[]> {
  if (storage.s3) return storage.s3.keys();
  const root = storageRootIn(server.dataDir);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

async function filesNaming(server: TestServer, storage: Storage): Promise<string[]> {
  const named: string[] = [];
  for (const key of await storedKeys(server, storage)) {
    const opened = storage.s3
      ? await server.services.storage.open(key)
      : { stream: null, bytes: await readFile(join(storageRootIn(server.dataDir), key)) };
    let bytes: Buffer;
    if (opened && 'bytes' in opened) bytes = opened.bytes;
    else if (opened) bytes = Buffer.concat(await opened.stream.toArray());
    else continue;
    const text = bytes.toString('latin1').toLowerCase();
    if (TRACES.some((trace) => text.includes(trace))) named.push(key);
  }
  return named;
}

/** Totals of orders and refunds, and every figure of every report over the seeded day. */
async function bookTotals(server: TestServer, admin: string) {
  const [orders] = await server.prisma.$queryRaw<Array<Record<string, string>>>`
    SELECT count(*)::text AS orders, sum(amount)::text AS amount, sum(payment_sum)::text AS paid,
      sum(refund_sum)::text AS refunded, (SELECT sum(amount)::text FROM refund_history) AS refunds,
      (SELECT count(*)::text FROM order_products) AS lines, (SELECT sum(total_sum)::text FROM order_products) AS lines_total
    FROM orders`;
  const today = new Date().toISOString().slice(0, 10);
  const reports = [];
  // The discount codes report is about codes, which these orders have none of.
  for (const type of [ReportType.Logistics, ReportType.ApnSettings, ReportType.OrderData]) {
    const report = await server.request('/api/admin/reports/get-data', {
      token: admin,
      body: { type, date_from: today, date_to: today },
    });
    expect(report.status).toBe(200);
    const {
      columns,
      reports: rows,
      total,
    } = report.body.response as {
      columns: Array<{ key: string; kind: string }>;
      reports: Array<Record<string, unknown>>;
      total: number;
    };
    const figures = columns.filter((column) => column.kind !== 'text').map((column) => column.key);
    reports.push({ type, total, rows: rows.map((row) => figures.map((key) => row[key])) });
  }
  return { orders, reports };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    if (JSON.stringify(value).includes('"status":"failed"')) throw new Error(`${what} failed`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not finish`);
}

const STORAGES: Array<{ label: string; s3: boolean }> = [
  { label: "the server's disk", s3: false },
  { label: 'an S3 server', s3: true },
];

describe.each(STORAGES)('erasing a customer, files on $label', ({ s3: onS3 }) => {
  let server: TestServer;
  let storage: Storage;
  let receiver: WebhookReceiver;
  let admin: string;

  beforeAll(async () => {
    const s3 = onS3 ? await startS3Server() : undefined;
    storage = { label: onS3 ? 's3' : 'disk', s3 };
    server = await startTestServer({
      environment: { WEBHOOK_ALLOW_PRIVATE: '1', ...(s3?.environment ?? {}) },
    });
    admin = (await server.signIn(SystemRole.Admin)).token;
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
    await storage.s3?.close();
  });

  it('exports every place, then leaves no trace in any column or file, the books unchanged', async () => {
    const created = await server.request('/api/admin/webhooks/create', {
      token: admin,
      body: { url: receiver.url, events: ['customer.erased'], enabled: true },
    });
    expect(created.status).toBe(200);
    receiver.useSecret(created.body.response.secret);
    const { orderId, exportUuid } = await seedEverywhere(server, admin);

    // The export holds the person in every place the map finds people in.
    await until(
      () =>
        server.request(`/api/admin/personal-data/export-status?export_uuid=${exportUuid}`, { token: admin }),
      (answer) => answer.body.response.status === 'succeeded',
      'the export',
    );
    const exported = await server.request('/api/file/personal-data-export', {
      token: admin,
      body: { export_uuid: exportUuid, format: 'json' },
    });
    expect(exported.status).toBe(200);
    const places = exported.body.places as Record<string, unknown[]>;
    const personTables = Object.entries(PERSONAL_DATA_MAP)
      .filter(([, entry]) => 'person' in entry)
      .map(([table]) => table);
    expect(personTables.filter((table) => (places[table] ?? []).length === 0)).toEqual([]);
    expect(JSON.stringify(places.webhook_attempts)).toContain(PERSON.email);
    expect(exported.body.identity.names).toEqual([`${PERSON.first} ${PERSON.last}`]);

    expect(await findTraces(server)).not.toEqual([]);
    expect(await filesNaming(server, storage)).toHaveLength(2);
    const before = await bookTotals(server, admin);

    // Refused without the typed confirmation, which must repeat who.
    const unconfirmed = await server.request('/api/admin/personal-data/start-erasure', {
      token: admin,
      body: { fiscal_code: PERSON.fiscalCode, confirmation: 'yes' },
    });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.issues[0]).toMatchObject({
      path: ['confirmation'],
      messageId: 'erasureNotConfirmed',
    });

    const started = await server.request('/api/admin/personal-data/start-erasure', {
      token: admin,
      body: { fiscal_code: PERSON.fiscalCode, confirmation: ` ${PERSON.fiscalCode.toLowerCase()} ` },
    });
    expect(started.status).toBe(200);
    const erasureUuid = started.body.response.erasure_uuid as string;
    const finished = await until(
      () =>
        server.request(`/api/admin/personal-data/erasure-status?erasure_uuid=${erasureUuid}`, {
          token: admin,
        }),
      (answer) => answer.body.response.status === 'succeeded',
      'the erasure',
    );
    const erased = Object.fromEntries(
      (finished.body.response.erased as Array<{ place: string; count: number }>).map((row) => [
        row.place,
        row.count,
      ]),
    );
    expect(erased).toMatchObject({
      orders: 2,
      order_products: 1,
      order_history: 3,
      refund_history: 1,
      order_intake_requests: 1,
      contact_messages: 1,
      partner_requests: 1,
      email_messages: 1,
      outbox_events: 1,
      webhook_attempts: 1,
      audit_logs: 1,
      // The report's name and the contract's, which name the fiscal code.
      stored_files: 2,
      // The contact message's attachment and the report file.
      files: 2,
    });
    // The export's job and the seeded one.
    expect(erased.jobs).toBe(2);

    expect(await findTraces(server)).toEqual([]);
    expect(await filesNaming(server, storage)).toEqual([]);
    expect(await bookTotals(server, admin)).toEqual(before);

    // The order keeps what the books and the billing system need.
    const kept = await server.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { products: true },
    });
    expect(kept).toMatchObject({
      status: 7,
      firstName: '[erased]',
      email: `erased-${orderId}@erased.invalid`,
    });
    expect(kept.personalDataErasedAt).not.toBeNull();
    expect(kept.products[0]).toMatchObject({
      msisdn: '3900000001',
      iccid: '8939000000000000001',
      externalId: 'BSS-1',
    });
    // Its page and history still answer (the contract's shapes hold an erased order).
    for (const path of [
      `get?uuid=${kept.uuid}`,
      `get-history?order_uuid=${kept.uuid}`,
      `get-refund-history?order_uuid=${kept.uuid}`,
    ]) {
      expect((await server.request(`/api/web-api/order/${path}`, { token: admin })).status, path).toBe(200);
    }

    // Channels are told, once, with the orders and nothing personal.
    await until(
      async () => receiver.received.filter((hook) => hook.type === 'customer.erased'),
      (hooks) => hooks.length > 0,
      'the webhook',
    );
    const told = receiver.received.filter((hook) => hook.type === 'customer.erased');
    expect(told).toHaveLength(1);
    expect(told[0]?.data).toEqual({
      erasure_uuid: erasureUuid,
      orders: expect.arrayContaining([expect.objectContaining({ id: orderId, uuid: kept.uuid })]),
    });

    // Later events of the order email the staff a template names, never the erased customer.
    await server.prisma.emailNotification.create({
      data: {
        templateId: 'order.cancelled',
        templateName: 'Cancelled',
        topicName: 'Order {order_number} cancelled',
        sendTo: 'customer, desk@example.test',
      },
    });
    const later = await server.prisma.outboxEvent.create({
      data: { type: 'order.cancelled', orderId, payload: {} },
    });
    await server.jobs.drain();
    const emailed = await server.prisma.emailMessage.findFirstOrThrow({ where: { eventId: later.id } });
    expect(emailed.to).toBe('desk@example.test');

    // Done again: nothing more to change, and the audit names no one.
    const again = await server.request('/api/admin/personal-data/start-erasure', {
      token: admin,
      body: { fiscal_code: PERSON.fiscalCode, confirmation: PERSON.fiscalCode },
    });
    expect(again.status).toBe(200);
    const second = await until(
      () =>
        server.request(
          `/api/admin/personal-data/erasure-status?erasure_uuid=${again.body.response.erasure_uuid}`,
          {
            token: admin,
          },
        ),
      (answer) => answer.body.response.status === 'succeeded',
      'the second erasure',
    );
    expect((second.body.response.erased as Array<{ count: number }>).every((row) => row.count === 0)).toBe(
      true,
    );
    const audit = await server.prisma.auditLog.findMany({ where: { action: 'personalData.erase' } });
    expect(audit).toHaveLength(2);
    const jobs = await server.prisma.job.findMany({ where: { kind: PERSONAL_DATA_ERASURE_KIND } });
    expect(jobs.every((job) => job.payload === null)).toBe(true);
  });

  it('is for administrators who confirmed who they are lately', async () => {
    const agent = await server.signIn(SystemRole.ChiefAgent);
    const body = { email: PERSON.email, confirmation: PERSON.email };
    expect(
      (await server.request('/api/admin/personal-data/start-erasure', { token: agent.token, body })).status,
    ).toBe(403);
    const stale = await server.signIn(SystemRole.Admin);
    await server.prisma.session.updateMany({
      where: { userId: stale.user.id },
      data: { createdAt: new Date(Date.now() - 3600_000), secondFactorAt: null, passwordConfirmedAt: null },
    });
    const refused = await server.request('/api/admin/personal-data/start-erasure', {
      token: stale.token,
      body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.step_up.methods).toEqual(['password']);
  });
});
