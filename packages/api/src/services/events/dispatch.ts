import { type PrismaClient } from '@backoffice/db';

import { queueEventEmails } from '../email/queue';
import { enqueueWebhookDelivery } from '../webhooks/delivery-job';

/** Events fanned out per transaction. */
const DISPATCH_BATCH = 200;

/**
 * The outbox's source for the job runner: turns events not yet dispatched into one delivery per
 * enabled endpoint that wants the event's type and one email per published template named after
 * it, each queued as a job, and marks the events dispatched, all in one transaction. Events are claimed with SKIP LOCKED, so instances share the
 * work, and a delivery (an email) is unique per endpoint (template) and event, so nothing is queued twice. Answers whether
 * it found events (the runner then looks again).
 */
export async function dispatchOutboxEvents(prisma: PrismaClient): Promise<boolean> {
  // The common case, checked without a transaction: nothing waits.
  const waiting = await prisma.$queryRaw<Array<{ id: string }>>`
    SELECT id FROM outbox_events WHERE dispatched_at IS NULL LIMIT 1`;
  if (waiting.length === 0) return false;
  return prisma.$transaction(async (tx) => {
    const events = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM outbox_events
      WHERE dispatched_at IS NULL
      ORDER BY created_at
      LIMIT ${DISPATCH_BATCH}
      FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return false;
    const ids = events.map((event) => event.id);
    const deliveries = await tx.$queryRaw<Array<{ id: string }>>`
      INSERT INTO webhook_deliveries (id, endpoint_id, event_id)
      SELECT gen_random_uuid(), w.id, e.id
      FROM outbox_events e
      JOIN webhook_endpoints w ON w.enabled AND e.type = ANY(w.events)
      WHERE e.id = ANY(${ids}::uuid[])
      ON CONFLICT (endpoint_id, event_id) DO NOTHING
      RETURNING id`;
    await enqueueWebhookDelivery(
      tx,
      deliveries.map((delivery) => delivery.id),
    );
    await queueEventEmails(tx, ids);
    await tx.$executeRaw`UPDATE outbox_events SET dispatched_at = now() WHERE id = ANY(${ids}::uuid[])`;
    return true;
  });
}
