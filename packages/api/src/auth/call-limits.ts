import { type PrismaClient } from '@backoffice/db';

import { tooManyRequests } from '../errors';

/** How many calls of one kind a user may have under way at once and start in an hour. */
export interface CallLimit {
  kind: string;
  /** What the calls are, in the refusal: 'report exports'. */
  label: string;
  atOnce: number;
  perHour: number;
}

const HOUR_MS = 3_600_000;
/** A call still marked running after this long was abandoned (its instance died): it no longer counts. */
const ABANDONED_AFTER_MS = 15 * 60_000;

/**
 * Reserves one expensive call for a user before its work starts, under an advisory lock on the user
 * and kind so concurrent requests (any instance) see each other. Past either limit: 429 with
 * Retry-After (when the oldest running call may end, or when the hour's oldest call leaves the
 * window). Returns the release to call when the work ends, however it ends.
 */
export async function reserveCall(
  prisma: PrismaClient,
  userId: string,
  limit: CallLimit,
): Promise<() => Promise<void>> {
  const now = Date.now();
  const id = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`call:${limit.kind}:${userId}`}, 0))) AS locked`;
    const recent = await tx.expensiveCall.findMany({
      where: { userId, kind: limit.kind, startedAt: { gte: new Date(now - HOUR_MS) } },
      select: { startedAt: true, finishedAt: true },
      orderBy: { startedAt: 'asc' },
    });
    const running = recent.filter(
      (call) => call.finishedAt === null && call.startedAt.getTime() > now - ABANDONED_AFTER_MS,
    );
    if (running.length >= limit.atOnce) {
      throw tooManyRequests(`At most ${limit.atOnce} ${limit.label} at once: wait for one to finish`, 5);
    }
    if (recent.length >= limit.perHour) {
      // The oldest call of the hour frees a place first (a limit of none waits the whole hour).
      const oldest = recent[0]?.startedAt.getTime() ?? now;
      throw tooManyRequests(
        `At most ${limit.perHour} ${limit.label} an hour: try again later`,
        (oldest + HOUR_MS - now) / 1000,
      );
    }
    const created = await tx.expensiveCall.create({
      data: { userId, kind: limit.kind, startedAt: new Date(now) },
      select: { id: true },
    });
    return created.id;
  });
  return async () => {
    await prisma.expensiveCall
      .update({ where: { id }, data: { finishedAt: new Date() } })
      .catch(() => undefined);
  };
}

/** Runs `work` as one reserved call of `limit`, releasing it when the work ends. */
export async function withCallLimit<T>(
  prisma: PrismaClient,
  userId: string,
  limit: CallLimit,
  work: () => Promise<T>,
): Promise<T> {
  const release = await reserveCall(prisma, userId, limit);
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Forgets calls no limit counts any more (a periodic chore). */
export async function purgeExpensiveCalls(prisma: PrismaClient, now = Date.now()): Promise<number> {
  const { count } = await prisma.expensiveCall.deleteMany({
    where: { startedAt: { lt: new Date(now - HOUR_MS - ABANDONED_AFTER_MS) } },
  });
  return count;
}
