import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';

import { fromJsonColumn, type Prisma } from '@backoffice/db';
import { type DeliveryStatus, TEST_EVENT_TYPE, WEBHOOK_EVENT_PAYLOADS } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { invalidField, notFound } from '../../errors';
import { isPublicAddress, literalAddressOf } from './address-guard';
import { enqueueWebhookDelivery } from './delivery-job';

type Tx = Prisma.TransactionClient;

/** A new signing secret: 32 random bytes in the Standard Webhooks form. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * Outside development an endpoint must be a public address: a host written as an IP is checked as
 * it is, a name by what it resolves to now (and again at every delivery, see address-guard.ts).
 */
export async function assertReachableUrl(ctx: Pick<Context, 'config'>, url: string): Promise<void> {
  if (ctx.config.webhooksAllowPrivate) return;
  const parsed = new URL(url);
  const literal = literalAddressOf(parsed);
  const addresses = literal
    ? [literal]
    : await lookup(parsed.hostname, { all: true }).then(
        (found) => found.map((entry) => entry.address),
        () => null,
      );
  if (!addresses || addresses.length === 0) throw invalidField('url', 'webhookHostUnresolved');
  if (!addresses.every(isPublicAddress)) throw invalidField('url', 'webhookPrivateAddress');
}

/** Locks the endpoint for a change that depends on it (a test event), or answers 404. */
async function lockEndpoint(tx: Tx, id: string) {
  const rows = await tx.$queryRaw<
    Array<{ id: string }>
  >`SELECT id FROM webhook_endpoints WHERE id = ${id}::uuid FOR UPDATE`;
  if (rows.length === 0) throw notFound('Webhook endpoint');
}

/** The newest deliveries of an endpoint first. */
export async function listDeliveries(ctx: Pick<Context, 'prisma'>, endpointId: string, limit: number) {
  const endpoint = await ctx.prisma.webhookEndpoint.findUnique({
    where: { id: endpointId },
    select: { id: true },
  });
  if (!endpoint) throw notFound('Webhook endpoint');
  const rows = await ctx.prisma.webhookDelivery.findMany({
    where: { endpointId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: {
      event: { select: { type: true } },
      attemptsMade: { orderBy: { at: 'desc' } },
    },
  });
  return rows.map((row) => ({
    uuid: row.id,
    event_id: row.eventId,
    event_type: row.event.type,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    response_status: row.responseStatus,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    attempt_log: row.attemptsMade.map((attempt) => ({
      at: attempt.at.toISOString(),
      response_status: attempt.responseStatus,
      error: attempt.error,
      duration_ms: attempt.durationMs,
      response_body: attempt.responseBody,
      request_headers: fromJsonColumn<Record<string, string>>(attempt.requestHeaders),
      response_headers: fromJsonColumn<Record<string, string>>(attempt.responseHeaders),
    })),
  }));
}

/**
 * Sends a delivery again from the start (same event, same `webhook-id`): a failed one gets a fresh
 * day of retries, a delivered one is sent once more. A delivery still pending is left to its retries.
 */
export async function resendDelivery(ctx: Context, deliveryId: string) {
  await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Array<{ status: string; endpoint_id: string }>>`
      SELECT status, endpoint_id FROM webhook_deliveries WHERE id = ${deliveryId}::uuid FOR UPDATE`;
    const row = rows[0];
    if (!row) throw notFound('Delivery');
    if (row.status !== 'pending') {
      await tx.webhookDelivery.update({
        where: { id: deliveryId },
        data: { status: 'pending', deliveredAt: null },
      });
      await enqueueWebhookDelivery(tx, [deliveryId]);
    }
    await recordAudit(tx, ctx, {
      action: 'channels.webhook.resend',
      entityType: 'WebhookEndpoint',
      entityId: row.endpoint_id,
      changes: { delivery: deliveryId },
    });
  });
}

/**
 * Sends again every delivery of an endpoint that failed, among those made since a time (as Svix's
 * "recover"): after a receiver's outage, one call instead of one per delivery. Each gets a fresh day
 * of retries under its own `webhook-id`, so a receiver that had some of them drops the repeats.
 */
export async function resendFailedSince(ctx: Context, endpointId: string, since: Date): Promise<number> {
  return ctx.prisma.$transaction(async (tx) => {
    await lockEndpoint(tx, endpointId);
    const resent = await tx.$queryRaw<Array<{ id: string }>>`
      UPDATE webhook_deliveries SET status = 'pending', delivered_at = NULL
      WHERE endpoint_id = ${endpointId}::uuid AND status = 'failed' AND created_at >= ${since}
      RETURNING id`;
    await enqueueWebhookDelivery(
      tx,
      resent.map((row) => row.id),
    );
    await recordAudit(tx, ctx, {
      action: 'channels.webhook.resend-failed',
      entityType: 'WebhookEndpoint',
      entityId: endpointId,
      changes: { since: since.toISOString(), deliveries: resent.length },
    });
    return resent.length;
  });
}

/** Sends a `webhook.test` event to this endpoint only, through the same queue as real events. */
export async function sendTestEvent(ctx: Context, endpointId: string) {
  return ctx.prisma.$transaction(async (tx) => {
    await lockEndpoint(tx, endpointId);
    const event = await tx.outboxEvent.create({
      data: {
        type: TEST_EVENT_TYPE,
        payload: WEBHOOK_EVENT_PAYLOADS[TEST_EVENT_TYPE].parse({
          message: 'A test event sent from the back office',
          sent_by: ctx.caller?.account.email ?? null,
        }),
        dispatchedAt: new Date(),
      },
      select: { id: true },
    });
    const delivery = await tx.webhookDelivery.create({
      data: { endpointId, eventId: event.id },
      select: { id: true },
    });
    await enqueueWebhookDelivery(tx, [delivery.id]);
    return { delivery_uuid: delivery.id, event_id: event.id };
  });
}
