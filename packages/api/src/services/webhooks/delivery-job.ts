import { fromJsonColumn, type Prisma, type PrismaClient } from '@backoffice/db';
import { ENDPOINT_DISABLE_AFTER_MS, nextDeliveryDelayMs } from '@backoffice/shared';

import { type ApiConfig } from '../../config';
import { type JobHandler, RetryJobLaterError } from '../job-contract';
import { sendWebhook, type WebhookAttemptResult } from './send';

type Tx = Prisma.TransactionClient;

export const WEBHOOK_DELIVERY_KIND = 'webhook-delivery';
/** Deliveries attempted at once by one instance: a receiver that takes its 10 s holds only one. */
export const WEBHOOK_DELIVERY_CONCURRENCY = 8;

interface DeliveryPayload {
  deliveryId: string;
}

/** Queues deliveries as jobs in the caller's transaction. */
export async function enqueueWebhookDelivery(tx: Tx, deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  await tx.$executeRaw`
    INSERT INTO jobs (id, kind, status, "end", payload)
    SELECT gen_random_uuid(), ${WEBHOOK_DELIVERY_KIND}, 'pending', 1, jsonb_build_object('deliveryId', d)
    FROM unnest(${deliveryIds}::uuid[]) AS d`;
}

/** The body every receiver gets: `{type, timestamp, data}` (Standard Webhooks' recommended shape). */
export const webhookBody = (event: { type: string; createdAt: Date; payload: Prisma.JsonValue }) =>
  JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.payload });

/**
 * Records one attempt and its outcome on the delivery and the endpoint: a success clears the
 * endpoint's failure clock; a failure starts it, and disables the endpoint once it has failed for
 * three days without a success.
 */
async function recordAttempt(
  tx: Tx,
  delivery: { id: string; endpointId: string; endpoint: { failingSince: Date | null } },
  attempt: WebhookAttemptResult,
  status: 'succeeded' | 'pending' | 'failed',
) {
  await tx.webhookAttempt.create({
    data: {
      deliveryId: delivery.id,
      responseStatus: attempt.status,
      error: attempt.error,
      durationMs: attempt.durationMs,
      responseBody: attempt.body,
      requestHeaders: attempt.requestHeaders,
      responseHeaders: attempt.responseHeaders,
    },
  });
  await tx.webhookDelivery.update({
    where: { id: delivery.id },
    data: {
      status,
      attempts: { increment: 1 },
      responseStatus: attempt.status,
      ...(status === 'succeeded' ? { deliveredAt: new Date() } : {}),
    },
  });
  if (attempt.ok) {
    // Most deliveries go to a healthy endpoint: only a failing one has a clock to clear.
    if (delivery.endpoint.failingSince) {
      await tx.webhookEndpoint.updateMany({
        where: { id: delivery.endpointId, failingSince: { not: null } },
        data: { failingSince: null },
      });
    }
    return;
  }
  await tx.$executeRaw`
    UPDATE webhook_endpoints
    SET failing_since = COALESCE(failing_since, now()),
        enabled = CASE WHEN failing_since < now() - make_interval(secs => ${ENDPOINT_DISABLE_AFTER_MS / 1000})
                       THEN false ELSE enabled END,
        disabled_at = CASE WHEN enabled AND failing_since < now() - make_interval(secs => ${ENDPOINT_DISABLE_AFTER_MS / 1000})
                           THEN now() ELSE disabled_at END
    WHERE id = ${delivery.endpointId}::uuid`;
}

/**
 * Attempts one delivery. A non-2xx answer or a network failure is recorded and tried again later
 * (about 5 s, then doubling, for at most a day from when the delivery was queued); the job's one
 * step is the final outcome, so a delivery resumed after a crash is attempted again, never marked
 * twice. Receivers drop repeats by `webhook-id`.
 */
export function webhookDeliveryHandler(config: Pick<ApiConfig, 'webhooksAllowPrivate'>): JobHandler {
  return {
    kind: WEBHOOK_DELIVERY_KIND,
    concurrency: WEBHOOK_DELIVERY_CONCURRENCY,
    async run(run) {
      const { deliveryId } = fromJsonColumn<DeliveryPayload>(run.job.payload);
      const delivery = await loadDelivery(run.prisma, deliveryId);
      if (!delivery || delivery.status !== 'pending') {
        await run.step(0, 1, () => Promise.resolve({}));
        return;
      }
      if (!delivery.endpoint.enabled) {
        await run.step(0, 1, async (tx) => {
          await tx.webhookDelivery.update({ where: { id: delivery.id }, data: { status: 'failed' } });
          return { result: { skipped: 'endpoint disabled' } };
        });
        return;
      }
      const attempt = await sendWebhook({
        url: delivery.endpoint.url,
        secret: delivery.endpoint.secret,
        id: delivery.event.id,
        body: webhookBody(delivery.event),
        allowPrivate: config.webhooksAllowPrivate,
      });
      const delay = attempt.ok
        ? null
        : nextDeliveryDelayMs(run.job.attempts, run.job.createdAt.getTime(), Date.now());
      if (delay !== null) {
        await run.prisma.$transaction((tx) => recordAttempt(tx, delivery, attempt, 'pending'));
        throw new RetryJobLaterError(delay, attempt.error ?? 'not delivered');
      }
      await run.step(0, 1, async (tx) => {
        await recordAttempt(tx, delivery, attempt, attempt.ok ? 'succeeded' : 'failed');
        return { result: { status: attempt.status, error: attempt.error } };
      });
    },
  };
}

function loadDelivery(prisma: PrismaClient, id: string) {
  return prisma.webhookDelivery.findUnique({
    where: { id },
    select: {
      id: true,
      status: true,
      endpointId: true,
      endpoint: { select: { url: true, secret: true, enabled: true, failingSince: true } },
      event: { select: { id: true, type: true, createdAt: true, payload: true } },
    },
  });
}
