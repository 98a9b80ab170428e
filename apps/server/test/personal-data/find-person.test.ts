import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { forgetExpiredPersonalDataExports } from '@backoffice/api';
import { SystemRole } from '@backoffice/shared';

import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn(SystemRole.Admin)).token;
});
afterAll(() => server.close());

const find = (body: unknown, token = admin) =>
  server.request('/api/admin/personal-data/find', { token, body });

/** A customer with two orders (one typed differently), a contact message, a partner request and emails. */
let seeded = 0;
async function seedPerson(tag: string) {
  seeded += 1;
  const email = `giulia.${tag}@example.test`;
  // Each person's own number: '345 100 000 1', then 2…
  const phone = `34510000${String(seeded).padStart(2, '0')}`;
  const fiscalCode = `BNCGLI80A41F${tag.slice(0, 3).toUpperCase().padEnd(3, 'X')}X`;
  const order = (overrides: { email: string; phone: string }) =>
    server.prisma.order.create({
      data: {
        amount: '10.00',
        firstName: 'Giulia',
        lastName: 'Bianchi',
        fiscalCode,
        ...overrides,
        history: { create: [{ type: 'change', field: 'phone', from: '+39 333', to: overrides.phone }] },
        products: { create: [{ offerName: 'Giga 50', offerPrice: '9.99' }] },
      },
    });
  await order({ email, phone: `+39 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}` });
  await order({ email: email.toUpperCase(), phone });
  await server.prisma.contactMessage.create({
    data: {
      topic: 'sim',
      name: 'Giulia',
      mail: email,
      phone: `${phone.slice(0, 3)}-${phone.slice(3)}`,
      message: 'Hello',
    },
  });
  await server.prisma.partnerRequest.create({
    data: {
      businessName: 'Bar Giulia',
      contactName: 'Giulia Bianchi',
      email: 'other@example.test',
      phoneNumber: `+39${phone}`,
    },
  });
  await server.prisma.emailMessage.create({
    data: { kind: 'event', to: email, subject: 'Your order', html: '<p>Hi</p>', text: 'Hi' },
  });
  return { email, fiscalCode, phone };
}

describe("finding a customer's personal data", () => {
  it('finds them by fiscal code alone, with the addresses and phones their orders add, counted per place', async () => {
    const { email, fiscalCode, phone } = await seedPerson('fc1');
    const answer = await find({ fiscal_code: fiscalCode.toLowerCase() });
    expect(answer.status).toBe(200);
    const { identity, places } = answer.body.response;
    // One phone, typed with and without Italy's country code.
    // The names come from their orders and the forms they sent.
    expect(identity).toEqual({
      emails: [email],
      phones: [phone],
      fiscal_codes: [fiscalCode],
      names: ['Giulia', 'Giulia Bianchi'],
    });
    const counts = Object.fromEntries(
      places.map((place: { table: string; count: number }) => [place.table, place.count]),
    );
    expect(counts).toMatchObject({
      orders: 2,
      order_products: 2,
      order_history: 2,
      contact_messages: 1,
      // Found by its phone's digits, though typed with a + and another address.
      partner_requests: 1,
      email_messages: 1,
    });
  });

  it('keeps who looked for whom in the audit log as a hash, never the query', async () => {
    const { email } = await seedPerson('au1');
    await find({ email });
    const entry = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'personalData.find' },
      orderBy: { createdAt: 'desc' },
    });
    expect(entry.entityId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([entry.entityId, entry.changes])).not.toContain(email);
  });

  it('asks for at least one way to find the person, each well formed', async () => {
    const empty = await find({});
    expect(empty.status).toBe(400);
    expect(empty.body.issues[0]).toMatchObject({ path: ['email'], messageId: 'personQueryEmpty' });
    const wrong = await find({ fiscal_code: 'short' });
    expect(wrong.body.issues[0]).toMatchObject({ path: ['fiscal_code'] });
  });

  it('is for administrators, signed in as themselves', async () => {
    const chief = await server.signIn(SystemRole.ChiefAgent);
    expect((await find({ email: 'a@example.test' }, chief.token)).status).toBe(403);
    const key = await server.request('/api/admin/api-keys/create', {
      token: (await server.signIn(SystemRole.SuperAdmin)).token,
      body: { name: 'Staff key', policy: 'staff' },
    });
    const byKey = await server.request('/api/admin/personal-data/find', {
      headers: { authorization: `Bearer ${key.body.response.secret as string}` },
      body: { email: 'a@example.test' },
    });
    expect(byKey.status).toBe(403);
  });
});

describe("exporting a customer's personal data", () => {
  const status = (exportUuid: string, token = admin) =>
    server.request(`/api/admin/personal-data/export-status?export_uuid=${exportUuid}`, { token });
  const download = (exportUuid: string, format: string, token = admin) =>
    server.request('/api/file/personal-data-export', { token, body: { export_uuid: exportUuid, format } });

  async function finished(exportUuid: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await status(exportUuid);
      if (answer.body.response.status === 'succeeded') return answer.body.response;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The export did not finish');
  }

  it('gathers every place in a job, gives each file once to who asked, then forgets the data', async () => {
    const { email, fiscalCode, phone } = await seedPerson('ex1');
    const started = await server.request('/api/admin/personal-data/start-export', {
      token: admin,
      body: { fiscal_code: fiscalCode },
    });
    expect(started.status).toBe(200);
    const exportUuid = started.body.response.export_uuid as string;
    const ready = await finished(exportUuid);
    expect(ready).toMatchObject({ done: ready.total, downloaded: [] });
    expect(ready.total).toBeGreaterThan(5);

    // Another administrator neither sees nor takes it.
    const other = (await server.signIn(SystemRole.Admin)).token;
    expect((await status(exportUuid, other)).status).toBe(404);
    expect((await download(exportUuid, 'json', other)).status).toBe(404);

    const json = await download(exportUuid, 'json');
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/personal-data-\d{4}-\d{2}-\d{2}\.json/);
    expect(json.body.identity).toMatchObject({
      emails: [email],
      phones: [phone],
      fiscal_codes: [fiscalCode],
    });
    expect(json.body.places.orders).toHaveLength(2);
    expect(json.body.places.orders[0]).toMatchObject({ fiscal_code: fiscalCode, first_name: 'Giulia' });
    expect(json.body.places.contact_messages[0]).toMatchObject({ mail: email, message: 'Hello' });
    expect(json.body.places.email_messages[0]).toMatchObject({ to: email, subject: 'Your order' });
    expect((await download(exportUuid, 'json')).status).toBe(409);

    const xlsx = await fetch(`${server.url}/api/file/personal-data-export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': admin, 'x-tenant': 'null' },
      body: JSON.stringify({ export_uuid: exportUuid, format: 'xlsx' }),
    });
    expect(xlsx.status).toBe(200);
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    expect((await status(exportUuid)).body.response.downloaded).toEqual(['json', 'xlsx']);
    const job = await server.prisma.job.findUniqueOrThrow({ where: { id: exportUuid } });
    expect(JSON.stringify([job.result, job.details, job.payload])).not.toContain(email);
    const audit = await server.prisma.auditLog.findMany({
      where: { action: { in: ['personalData.export', 'personalData.download'] } },
    });
    expect(audit.filter((entry) => entry.action === 'personalData.download')).toHaveLength(2);
    expect(JSON.stringify(audit.map((entry) => [entry.entityId, entry.changes]))).not.toContain(email);
  });

  it('forgets the data of an export past its day, downloaded or not', async () => {
    const { email } = await seedPerson('ex2');
    const started = await server.request('/api/admin/personal-data/start-export', {
      token: admin,
      body: { email },
    });
    const exportUuid = started.body.response.export_uuid as string;
    await finished(exportUuid);
    const forgotten = await forgetExpiredPersonalDataExports(
      server.prisma,
      new Date(Date.now() + 25 * 3600_000),
    );
    // This export, and any other test's left with its data.
    expect(forgotten).toBeGreaterThanOrEqual(1);
    const job = await server.prisma.job.findUniqueOrThrow({ where: { id: exportUuid } });
    expect(JSON.stringify(job.result)).not.toContain(email);
    const answer = await download(exportUuid, 'json');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The export has expired: start another one');
  });
});
