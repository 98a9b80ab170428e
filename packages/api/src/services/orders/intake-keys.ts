import { type PrismaClient } from '@backoffice/db';

/**
 * How long an intake Idempotency-Key answers its order again (docs/decisions.md): far beyond any
 * channel's retries of one checkout (minutes, an app's offline queue a few days); after it, the same
 * key makes a new order.
 */
export const ORDER_INTAKE_KEY_RETENTION_MS = 7 * 24 * 3600 * 1000;

/** Deletes the intake keys older than the retention; answers how many (the periodic job 'order-intake-purge'). */
export async function purgeExpiredIntakeKeys(prisma: PrismaClient, now = new Date()): Promise<number> {
  const purged = await prisma.orderIntakeRequest.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - ORDER_INTAKE_KEY_RETENTION_MS) } },
  });
  return purged.count;
}
