import { createHash, randomUUID } from 'node:crypto';

import { type PrismaClient, type User } from '@backoffice/db';
import { UserStatus } from '@backoffice/shared';

import { type ApiConfig } from '../config';

/** Only a hash of the token is stored, so a leaked database cannot be replayed as sessions. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The session user as the contract exposes it, plus what the server needs to decide access. */
export interface AuthenticatedSession {
  id: string;
  impersonatorSessionId: string | null;
  user: Pick<
    User,
    | 'id'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'secondName'
    | 'sex'
    | 'systemRole'
    | 'status'
    | 'phone'
    | 'birthday'
  >;
}

/** lastSeenAt is written at most this often, to keep reads from turning into writes on every request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export async function createSession(
  prisma: Pick<PrismaClient, 'session'>,
  config: ApiConfig,
  input: { userId: string; ip: string | null; userAgent: string | null; impersonatorSessionId?: string },
) {
  const token = randomUUID();
  const now = new Date();
  await prisma.session.create({
    data: {
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      impersonatorSessionId: input.impersonatorSessionId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.sessionMaxHours * 3_600_000),
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 256) ?? null,
    },
  });
  return token;
}

interface CachedSession {
  session: AuthenticatedSession;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

/** Bounds the memory of a burst of distinct tokens; the cache simply starts over past it. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;
const sessionCaches = new WeakMap<PrismaClient, Map<string, CachedSession>>();

/**
 * Every write on this instance forgets the cached sessions, so a logout, a password or role change
 * takes effect here at once; other instances see it within `sessionCacheSeconds`.
 */
export function forgetCachedSessions(prisma: PrismaClient) {
  sessionCaches.get(prisma)?.clear();
}

async function loadSession(prisma: PrismaClient, tokenHash: string) {
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      lastSeenAt: true,
      expiresAt: true,
      impersonatorSessionId: true,
      user: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          secondName: true,
          sex: true,
          systemRole: true,
          status: true,
          phone: true,
          birthday: true,
        },
      },
    },
  });
  if (!session) return null;
  return {
    session: { id: session.id, impersonatorSessionId: session.impersonatorSessionId, user: session.user },
    lastSeenAt: session.lastSeenAt.getTime(),
    expiresAt: session.expiresAt.getTime(),
    cachedAt: Date.now(),
  };
}

/**
 * Resolves a presented token to a live session. Expired sessions (idle or absolute) are deleted
 * here so they cannot be revived; sessions of deleted, banned or deactivated users resolve to null.
 * A resolved session is kept in memory for `sessionCacheSeconds` so that reads cost no query.
 */
export async function resolveSession(
  prisma: PrismaClient,
  config: ApiConfig,
  token: string,
): Promise<AuthenticatedSession | null> {
  if (token.length === 0 || token.length > 64) return null;
  const tokenHash = hashSessionToken(token);
  let cache = sessionCaches.get(prisma);
  if (!cache) sessionCaches.set(prisma, (cache = new Map()));
  const now = Date.now();
  let entry = cache.get(tokenHash);
  if (!entry || now - entry.cachedAt >= config.sessionCacheSeconds * 1000) {
    entry = (await loadSession(prisma, tokenHash)) ?? undefined;
    if (!entry) {
      cache.delete(tokenHash);
      return null;
    }
    if (config.sessionCacheSeconds > 0) {
      if (cache.size >= SESSION_CACHE_MAX_ENTRIES) cache.clear();
      cache.set(tokenHash, entry);
    }
  }
  if (entry.expiresAt <= now || entry.lastSeenAt + config.sessionIdleMinutes * 60_000 <= now) {
    cache.delete(tokenHash);
    await prisma.session.deleteMany({ where: { id: entry.session.id } });
    return null;
  }
  if (!canHoldSession(entry.session.user.status)) return null;
  if (now - entry.lastSeenAt > LAST_SEEN_WRITE_INTERVAL_MS) {
    entry.lastSeenAt = now;
    await prisma.session.updateMany({ where: { id: entry.session.id }, data: { lastSeenAt: new Date(now) } });
  }
  return entry.session;
}

/** Active staff and freshly registered accounts (waiting for activation) may hold a session. */
export const canHoldSession = (status: number) =>
  status === UserStatus.Active || status === UserStatus.Created;

/** Ends every session of a user: on password, email, role or status change and on deletion. */
export async function endUserSessions(prisma: Pick<PrismaClient, 'session'>, userId: string) {
  await prisma.session.deleteMany({ where: { userId } });
}
