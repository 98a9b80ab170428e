import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { applyRetention, ERASED, keyFromPath } from '@backoffice/api';
import { Prisma } from '@backoffice/db';
import { OrderStatus, SystemRole } from '@backoffice/shared';

import { holdPeriodicJob } from '../orders/billing-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await server.signIn(SystemRole.Admin)).token;
  // The daily run is the test's to call: the one armed at start is over, and no other comes.
  await holdPeriodicJob(server.prisma, 'personal-data-retention');
});
afterAll(() => server.close());

const monthsAgo = (months: number) => {
  const at = new Date();
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A contact message sent through the public form (its attachment stored), then aged. */
async function contactMessage(months: number) {
  const sent = await server.request('/api/feedback/contact/send-message', {
    body: {
      topic: 'SIM',
      name: 'Paolo Verdi',
      mail: 'paolo@example.test',
      message: 'Call me',
      attachment: { file_name: 'id.pdf', content_base64: PDF.toString('base64') },
    },
  });
  expect(sent.status).toBe(200);
  const id = sent.body.response as string;
  return server.prisma.contactMessage.update({ where: { id }, data: { createdAt: monthsAgo(months) } });
}

/** An order of Paolo Verdi in this status, last changed this many months ago. */
async function closedOrder(status: number, months: number) {
  const order = await server.prisma.order.create({
    data: {
      amount: '29.90',
      status,
      firstName: 'Paolo',
      lastName: 'Verdi',
      phone: '3337654321',
      history: { create: [{ type: 'change', field: 'phone', from: '3330000000', to: '3337654321' }] },
    },
  });
  await server.prisma.$executeRaw`UPDATE orders SET updated_at = ${monthsAgo(months)} WHERE id = ${order.id}`;
  return order;
}

describe('retention of personal data', () => {
  it('keeps each kind for its period, shows what would go before saving, and removes exactly that', async () => {
    const initial = await server.request('/api/admin/personal-data/get-retention', { token: admin });
    expect(initial.body.response.periods).toEqual({
      contact_messages: 24,
      partner_requests: 24,
      email_log: 12,
      webhook_attempts: 3,
      closed_orders: 120,
    });

    const old = await contactMessage(25);
    // Orders last changed 11 years ago (closed, and still open) and 9 years ago (closed).
    const longClosed = await closedOrder(OrderStatus.Finished, 132);
    await closedOrder(OrderStatus.Cancelled, 108);
    await closedOrder(OrderStatus.InDelivery, 132);
    await contactMessage(23);
    await server.prisma.partnerRequest.createMany({
      data: [
        { businessName: 'Old bar', email: 'a@example.test', createdAt: monthsAgo(30) },
        { businessName: 'New bar', email: 'b@example.test', createdAt: monthsAgo(1) },
      ],
    });
    await server.prisma.emailMessage.createMany({
      data: [
        { kind: 'event', to: 'c@example.test', subject: 'Old', createdAt: monthsAgo(13) },
        { kind: 'event', to: 'c@example.test', subject: 'Recent', createdAt: monthsAgo(11) },
      ],
    });

    // The dry run of other periods, before saving them.
    const preview = await server.request('/api/admin/personal-data/preview-retention', {
      token: admin,
      body: {
        contact_messages: 12,
        partner_requests: null,
        email_log: 12,
        webhook_attempts: 3,
        closed_orders: 96,
      },
    });
    expect(preview.body.response).toEqual({
      contact_messages: 2,
      partner_requests: 0,
      email_log: 1,
      webhook_attempts: 0,
      closed_orders: 2,
    });
    const tooLong = await server.request('/api/admin/personal-data/preview-retention', {
      token: admin,
      body: {
        contact_messages: 0,
        partner_requests: 241,
        email_log: 12,
        webhook_attempts: 3,
        closed_orders: 120,
      },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.issues.map((issue: { path: string[] }) => issue.path[0])).toEqual([
      'contact_messages',
      'partner_requests',
    ]);

    const saved = await server.request('/api/admin/personal-data/change-retention', {
      token: admin,
      body: {
        contact_messages: 24,
        partner_requests: 24,
        email_log: 12,
        webhook_attempts: 3,
        closed_orders: 120,
      },
    });
    expect(saved.status).toBe(200);
    const dryRun = (await server.request('/api/admin/personal-data/get-retention', { token: admin })).body
      .response.would_remove;
    expect(dryRun).toEqual({
      contact_messages: 1,
      partner_requests: 1,
      email_log: 1,
      webhook_attempts: 0,
      closed_orders: 1,
    });

    const attachment = keyFromPath(old.link);
    expect(attachment).not.toBeNull();
    expect(await server.services.storage.size(attachment ?? '')).toBeGreaterThan(0);
    expect(await applyRetention(server.prisma, server.services.storage)).toEqual(dryRun);
    expect(await server.prisma.contactMessage.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await server.prisma.contactMessage.count()).toBe(1);
    expect(await server.prisma.partnerRequest.findMany({ select: { businessName: true } })).toEqual([
      { businessName: 'New bar' },
    ]);
    expect(await server.prisma.emailMessage.count({ where: { subject: 'Old' } })).toBe(0);
    // The closed order keeps its figures, not its customer; the others keep theirs.
    const anonymised = await server.prisma.order.findUniqueOrThrow({
      where: { id: longClosed.id },
      include: { history: true },
    });
    expect(anonymised).toMatchObject({
      amount: new Prisma.Decimal('29.90'),
      lastName: ERASED,
      phone: ERASED,
    });
    expect(anonymised.personalDataErasedAt).not.toBeNull();
    expect(anonymised.history[0]).toMatchObject({ field: 'phone', from: ERASED, to: ERASED });
    expect(await server.prisma.order.count({ where: { lastName: 'Verdi' } })).toBe(2);
    // The message's attachment went with it.
    expect(await server.services.storage.size(attachment ?? '')).toBeNull();
    expect(await server.prisma.storedFile.count({ where: { storageKey: attachment ?? '' } })).toBe(0);

    const run = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'retention.run' },
      orderBy: { createdAt: 'desc' },
    });
    expect(run.changes).toMatchObject({ removed: dryRun, files: 1 });
    // A second run finds nothing more.
    expect(await applyRetention(server.prisma, server.services.storage)).toEqual({
      contact_messages: 0,
      partner_requests: 0,
      email_log: 0,
      webhook_attempts: 0,
      closed_orders: 0,
    });
  });

  it('removes the files of messages a stopped run deleted, on its next run', async () => {
    const message = await contactMessage(1);
    const key = keyFromPath(message.link) ?? '';
    // As a run that stopped after deleting its messages, before their files.
    await server.prisma.contactMessage.delete({ where: { id: message.id } });
    expect(await server.services.storage.size(key)).toBeGreaterThan(0);
    await applyRetention(server.prisma, server.services.storage);
    expect(await server.services.storage.size(key)).toBeNull();
    expect(await server.prisma.storedFile.count({ where: { storageKey: key } })).toBe(0);
  });

  it('is read by administrators and changed by them as themselves', async () => {
    const chief = await server.signIn(SystemRole.ChiefAgent);
    expect(
      (await server.request('/api/admin/personal-data/get-retention', { token: chief.token })).status,
    ).toBe(403);
    await server.request('/api/admin/personal-data/change-retention', {
      token: admin,
      body: {
        contact_messages: 36,
        partner_requests: null,
        email_log: 12,
        webhook_attempts: 3,
        closed_orders: null,
      },
    });
    const entry = await server.prisma.auditLog.findFirstOrThrow({
      where: { action: 'retention.change' },
      orderBy: { createdAt: 'desc' },
    });
    expect(entry.changes).toMatchObject({ to: { contact_messages: 36, partner_requests: null } });
  });
});
