import { type Prisma, type PrismaClient } from '@backoffice/db';

import { type ApiConfig } from '../config';
import { tooManyRequests } from '../errors';

/**
 * Keys under which sign-in attempts are counted; stored in the database so every instance agrees.
 * - `pair`: one account from one address. The hard limit (429 for the window) applies here only, so
 *   nobody can lock an owner out from the owner's own address.
 * - `account`: the account from anywhere. Past the limit every further attempt has to wait a delay
 *   that doubles with each failure (capped), except from an address the account signed in from.
 * - `address`: every account from one address (password spraying).
 * - `known`: a successful sign-in of the account from the address (kept `KNOWN_ADDRESS_DAYS`).
 */
export const loginAttemptKeys = (email: string, ip: string | null) => {
  const account = email.toLowerCase();
  return {
    account: `email:${account}`,
    pair: `pair:${account}|${ip ?? '-'}`,
    address: ip ? `ip:${ip}` : null,
    known: `known:${account}|${ip ?? '-'}`,
  };
};
export type LoginAttemptKeys = ReturnType<typeof loginAttemptKeys>;

/** Delays for the account alone: 1 s after the limit, doubling per failure, at most 5 minutes. */
const ACCOUNT_DELAY_BASE_SECONDS = 1;
const ACCOUNT_DELAY_MAX_SECONDS = 300;
const KNOWN_ADDRESS_DAYS = 30;
const THROTTLED_MESSAGE = 'Too many failed sign-in attempts, try again later';

type Tx = Prisma.TransactionClient;

/** A transaction-scoped advisory lock: concurrent reservations of one key run one after the other. */
const lockKey = (tx: Tx, key: string) =>
  tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))) AS locked`;

const failuresSince = (tx: Tx, key: string, since: Date) =>
  tx.loginAttempt.aggregate({
    where: { key, succeeded: false, createdAt: { gte: since } },
    _count: { _all: true },
    _min: { createdAt: true },
    _max: { createdAt: true },
  });

/** Seconds until an account with `failures` recent failures may be tried again after `last`. */
export function accountDelaySeconds(failures: number, limit: number) {
  if (failures < limit) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_SECONDS, ACCOUNT_DELAY_BASE_SECONDS * 2 ** (failures - limit));
}

export interface LoginReservation {
  keys: LoginAttemptKeys;
  ids: string[];
  /** Failures of the account from this address in the window, before this attempt. */
  pairFailuresBefore: number;
}

/**
 * Reserves one sign-in attempt before the password is checked: under advisory locks on the account
 * and the address, counts the recent failures and, when the attempt is allowed, records it as a
 * failure straight away. Concurrent attempts (parallel requests, a batch) therefore see each other,
 * and at most the limit of passwords is ever checked. Throws 429 with `Retry-After` otherwise.
 */
export async function reserveLoginAttempt(
  prisma: PrismaClient,
  config: ApiConfig,
  keys: LoginAttemptKeys,
): Promise<LoginReservation> {
  const now = Date.now();
  const windowMs = config.loginFailureWindowMinutes * 60_000;
  const since = new Date(now - windowMs);
  const { ids, pairFailuresBefore } = await prisma.$transaction(async (tx) => {
    await lockKey(tx, keys.account);
    if (keys.address) await lockKey(tx, keys.address);

    const pair = await failuresSince(tx, keys.pair, since);
    if (pair._count._all >= config.loginMaxFailuresPerAccount) {
      throw tooManyRequests(
        THROTTLED_MESSAGE,
        ((pair._min.createdAt?.getTime() ?? now) + windowMs - now) / 1000,
      );
    }
    if (keys.address) {
      const address = await failuresSince(tx, keys.address, since);
      if (address._count._all >= config.loginMaxFailuresPerAddress) {
        throw tooManyRequests(
          THROTTLED_MESSAGE,
          ((address._min.createdAt?.getTime() ?? now) + windowMs - now) / 1000,
        );
      }
    }
    const known = await tx.loginAttempt.findFirst({
      where: {
        key: keys.known,
        succeeded: true,
        createdAt: { gte: new Date(now - KNOWN_ADDRESS_DAYS * 86_400_000) },
      },
      select: { id: true },
    });
    if (!known) {
      const account = await failuresSince(tx, keys.account, since);
      const delay = accountDelaySeconds(account._count._all, config.loginMaxFailuresPerAccount);
      const waitUntil = (account._max.createdAt?.getTime() ?? 0) + delay * 1000;
      if (delay > 0 && waitUntil > now) throw tooManyRequests(THROTTLED_MESSAGE, (waitUntil - now) / 1000);
    }

    const rows = [keys.account, keys.pair, ...(keys.address ? [keys.address] : [])].map((key) => ({
      key,
      succeeded: false,
      createdAt: new Date(now),
    }));
    const created = await tx.loginAttempt.createManyAndReturn({ data: rows, select: { id: true } });
    return { ids: created.map((row) => row.id), pairFailuresBefore: pair._count._all };
  });
  return { keys, ids, pairFailuresBefore };
}

/** The password was right: the reserved failure goes, the account's and pair's streaks clear. */
export async function recordLoginSuccess(prisma: PrismaClient, reservation: LoginReservation) {
  const { keys } = reservation;
  await prisma.$transaction([
    prisma.loginAttempt.deleteMany({ where: { id: { in: reservation.ids } } }),
    prisma.loginAttempt.deleteMany({
      where: { key: { in: [keys.account, keys.pair, keys.known] } },
    }),
    prisma.loginAttempt.create({ data: { key: keys.known, succeeded: true } }),
  ]);
  // Now and then, forget attempts nobody counts any more.
  if (Math.random() < 0.01) {
    await prisma.loginAttempt.deleteMany({
      where: { createdAt: { lt: new Date(Date.now() - (KNOWN_ADDRESS_DAYS + 1) * 86_400_000) } },
    });
  }
}

/** The password was never checked (the server was too busy): the reservation is given back. */
export async function releaseLoginAttempt(prisma: PrismaClient, reservation: LoginReservation) {
  await prisma.loginAttempt.deleteMany({ where: { id: { in: reservation.ids } } });
}

interface CallWindow {
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * A throttle on failures alone, for a call whose check is cheap (a token's hash): 429 with
 * `Retry-After` once `limit` failures were counted under `key` in the window. Unlocked: a burst may
 * pass a few over the limit, which costs nothing since a failure never reaches the expensive part.
 */
export async function assertUnderFailureLimit(
  prisma: PrismaClient,
  { key, limit, windowMs }: { key: string; limit: number; windowMs: number },
  message: string,
) {
  const now = Date.now();
  const failures = await failuresSince(prisma, key, new Date(now - windowMs));
  if (failures._count._all >= limit) {
    throw tooManyRequests(message, ((failures._min.createdAt?.getTime() ?? now) + windowMs - now) / 1000);
  }
}

/** Counts one failure under `key` (see assertUnderFailureLimit). */
export const recordFailure = (prisma: PrismaClient, key: string) =>
  prisma.loginAttempt.create({ data: { key, succeeded: false }, select: { id: true } });

/**
 * Counts one call under `key` in the window, under a lock so a burst stops at the limit: false (and
 * nothing counted) once `limit` calls were made in the window. Answers the seconds until the oldest
 * counted call leaves the window too, for a Retry-After.
 */
export function countCallInWindow(prisma: PrismaClient, window: CallWindow) {
  return prisma.$transaction((tx) => countCallInWindowInTransaction(tx, window));
}

/**
 * `countCallInWindow` inside the caller's transaction: the count goes if the transaction rolls back
 * (a refused call counts for nothing), and the key stays locked until the transaction ends.
 */
export async function countCallInWindowInTransaction(
  tx: Tx,
  { key, limit, windowMs }: CallWindow,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  await lockKey(tx, key);
  const recent = await tx.loginAttempt.aggregate({
    where: { key, createdAt: { gte: new Date(now - windowMs) } },
    _count: { _all: true },
    _min: { createdAt: true },
  });
  if (recent._count._all >= limit) {
    return {
      allowed: false,
      retryAfterSeconds: ((recent._min.createdAt?.getTime() ?? now) + windowMs - now) / 1000,
    };
  }
  await tx.loginAttempt.create({ data: { key, succeeded: true, createdAt: new Date(now) } });
  return { allowed: true, retryAfterSeconds: 0 };
}

/**
 * Registrations per address: reserved before the password is hashed, under a lock, so a burst from
 * one address stops at the limit. Throws 429 with `Retry-After`.
 */
export async function reserveRegistration(prisma: PrismaClient, config: ApiConfig, ip: string | null) {
  const reserved = await countCallInWindow(prisma, {
    key: `register:${ip ?? '-'}`,
    limit: config.registrationMaxPerAddress,
    windowMs: config.registrationWindowMinutes * 60_000,
  });
  if (!reserved.allowed) {
    throw tooManyRequests(
      'Too many registrations from this address, try again later',
      reserved.retryAfterSeconds,
    );
  }
}
