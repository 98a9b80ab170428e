import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
async function seedPerson(tag: string) {
  const email = `giulia.${tag}@example.test`;
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
  await order({ email, phone: '+39 345 111 2222' });
  await order({ email: email.toUpperCase(), phone: '3451112222' });
  await server.prisma.contactMessage.create({
    data: { topic: 'sim', name: 'Giulia', mail: email, phone: '345-111-2222', message: 'Hello' },
  });
  await server.prisma.partnerRequest.create({
    data: {
      businessName: 'Bar Giulia',
      contactName: 'Giulia Bianchi',
      email: 'other@example.test',
      phoneNumber: '+393451112222',
    },
  });
  await server.prisma.emailMessage.create({
    data: { kind: 'event', to: email, subject: 'Your order', html: '<p>Hi</p>', text: 'Hi' },
  });
  return { email, fiscalCode };
}

describe("finding a customer's personal data", () => {
  it('finds them by fiscal code alone, with the addresses and phones their orders add, counted per place', async () => {
    const { email, fiscalCode } = await seedPerson('fc1');
    const answer = await find({ fiscal_code: fiscalCode.toLowerCase() });
    expect(answer.status).toBe(200);
    const { identity, places } = answer.body.response;
    // One phone, typed with and without Italy's country code.
    expect(identity).toEqual({ emails: [email], phones: ['3451112222'], fiscal_codes: [fiscalCode] });
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
