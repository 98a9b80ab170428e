import { type EmailKind, type EmailStatus } from '@backoffice/shared';

import { type Caller } from '../../auth/caller';
import { type Context } from '../../context';
import { notFound } from '../../errors';
import { queueEmail } from './queue';

/** The email log, newest first; with an order, only that order's emails (its timeline). */
export async function listEmails(
  ctx: Pick<Context, 'prisma'>,
  filter: { orderUuid?: string; limit: number },
) {
  const order = filter.orderUuid
    ? await ctx.prisma.order.findUnique({ where: { uuid: filter.orderUuid }, select: { id: true } })
    : null;
  if (filter.orderUuid && !order) throw notFound('Order');
  const rows = await ctx.prisma.emailMessage.findMany({
    where: order ? { orderId: order.id } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: filter.limit,
    select: {
      id: true,
      kind: true,
      to: true,
      subject: true,
      eventType: true,
      orderId: true,
      status: true,
      error: true,
      smtpResponse: true,
      attempts: true,
      createdAt: true,
      sentAt: true,
    },
  });
  const orderIds = [...new Set(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const orders = await ctx.prisma.order.findMany({
    where: { id: { in: orderIds } },
    select: { id: true, uuid: true },
  });
  const uuidOf = new Map(orders.map((entry) => [entry.id, entry.uuid]));
  return rows.map((row) => ({
    uuid: row.id,
    kind: row.kind as EmailKind,
    to: row.to,
    subject: row.subject,
    event_type: row.eventType,
    order_id: row.orderId,
    order_uuid: row.orderId === null ? null : (uuidOf.get(row.orderId) ?? null),
    status: row.status as EmailStatus,
    error: row.error,
    smtp_response: row.smtpResponse,
    attempts: row.attempts,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Sends a template, rendered, to the signed-in staff member: `{{email}}` is their address and
 * `{{order_number}}` the newest order's number, so the test reads like a real one.
 */
export async function sendTemplateTest(ctx: Context & { caller: Caller }, templateUuid: string) {
  const staffEmail = ctx.caller.account.email;
  await ctx.prisma.$transaction(async (tx) => {
    const template = await tx.emailNotification.findUnique({
      where: { id: templateUuid },
      select: { id: true, topicName: true },
    });
    if (!template) throw notFound('Email notification');
    const newest = await tx.order.findFirst({ orderBy: { id: 'desc' }, select: { id: true } });
    await queueEmail(tx, {
      kind: 'template-test',
      to: staffEmail,
      subject: template.topicName,
      templateId: template.id,
      variables: { email: staffEmail, order_number: String(newest?.id ?? 1) },
    });
  });
}
