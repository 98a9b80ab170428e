import { createHash, randomUUID } from 'node:crypto';

import { type Database, type PrismaClient } from '@backoffice/db';
import { type SignInMethod, UserStatus } from '@backoffice/shared';

import { type ApiConfig } from '../config';
import { forgetCachedApiKeys } from './api-keys';
import { personAccountSelect, type SessionCaller } from './caller';
import { perClient, RESOLVED_CACHE_MAX_ENTRIES, resolvedCache } from './resolved-cache';

/** What a session row records of its sign-in (an impersonation is told by its administrator's session). */
export type SessionSignInMethod = Exclude<SignInMethod, 'impersonation'>;

/** Only a hash of the token is stored, so a leaked database cannot be replayed as sessions. */
export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** lastSeenAt is written at most this often, to keep reads from turning into writes on every request. */
const LAST_SEEN_WRITE_INTERVAL_MS = 60_000;

export async function createSession(
  prisma: Pick<PrismaClient, 'session'>,
  config: ApiConfig,
  input: {
    userId: string;
    ip: string | null;
    userAgent: string | null;
    impersonatorSessionId?: string;
    /** A second factor proven at sign-in (or the administrator's own, for a borrowed session). */
    signInMethod?: SessionSignInMethod;
    secondFactorAt?: Date | null;
  },
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
      signInMethod: input.signInMethod ?? 'password',
      secondFactorAt: input.secondFactorAt ?? null,
    },
  });
  return token;
}

interface CachedSession {
  caller: SessionCaller;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
  /** The administrator's own session, for a borrowed one: it ends when that one ends. */
  impersonator: { lastSeenAt: number; expiresAt: number } | null;
}

const sessionCache = resolvedCache<CachedSession>();
/** When this instance last wrote each session's lastSeenAt (whatever the cache setting). */
const sessionTouches = new WeakMap<PrismaClient, Map<string, number>>();

/**
 * Writes lastSeenAt at most once a minute per session, without making the request wait: a read
 * never queues behind this write (nor behind a lock another transaction holds on the row).
 */
function touchSession(prisma: PrismaClient, entry: CachedSession, now: number) {
  const touches = perClient(sessionTouches, prisma);
  const lastTouch = Math.max(entry.lastSeenAt, touches.get(entry.caller.sessionId) ?? 0);
  if (now - lastTouch <= LAST_SEEN_WRITE_INTERVAL_MS) {
    entry.lastSeenAt = lastTouch;
    return;
  }
  entry.lastSeenAt = now;
  if (touches.size >= RESOLVED_CACHE_MAX_ENTRIES) touches.clear();
  touches.set(entry.caller.sessionId, now);
  // Acting as someone keeps the administrator's own session alive too (it bounds the borrowed one).
  const ids = [entry.caller.sessionId];
  if (entry.caller.impersonatorSessionId && entry.impersonator) {
    ids.push(entry.caller.impersonatorSessionId);
    entry.impersonator.lastSeenAt = now;
  }
  void prisma.session
    .updateMany({ where: { id: { in: ids } }, data: { lastSeenAt: new Date(now) } })
    .catch(() => {
      // Best effort: the next request a minute later tries again.
      touches.delete(entry.caller.sessionId);
    });
}

/**
 * Every write on this instance forgets the cached sessions (and API keys), so a logout, a password or
 * role change, a revoked key takes effect here at once; other instances hear of it through
 * SESSION_CHANGES_CHANNEL.
 */
export function forgetCachedSessions(prisma: PrismaClient) {
  sessionCache.forget(prisma);
  forgetCachedApiKeys(prisma);
}

/**
 * The channel the database notifies when a session ends or its user's role, status, address,
 * password or name changes (triggers of the migration `session_change_notifications`).
 */
export const SESSION_CHANGES_CHANNEL = 'backoffice_sessions_changed';

/**
 * Forgets this instance's cached sessions whenever any instance ends one or changes what one carries,
 * so a logout on one instance is refused by the others at once. A notification missed while the
 * listener reconnects is covered by the cache's own `sessionCacheSeconds`.
 */
export function followSessionChanges(
  database: Pick<Database, 'prisma' | 'listen'>,
): Promise<() => Promise<void>> {
  return database.listen(SESSION_CHANGES_CHANNEL, () => forgetCachedSessions(database.prisma));
}

async function loadSession(prisma: PrismaClient, tokenHash: string) {
  const session = await prisma.session.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      lastSeenAt: true,
      expiresAt: true,
      impersonatorSessionId: true,
      secondFactorAt: true,
      impersonatorSession: { select: { userId: true, lastSeenAt: true, expiresAt: true } },
      user: { select: personAccountSelect },
    },
  });
  if (!session) return null;
  const impersonator = session.impersonatorSession;
  return {
    caller: {
      kind: 'session',
      sessionId: session.id,
      impersonatorSessionId: session.impersonatorSessionId,
      impersonatorUserId: impersonator?.userId ?? null,
      secondFactorAt: session.secondFactorAt,
      account: session.user,
    } satisfies SessionCaller,
    lastSeenAt: session.lastSeenAt.getTime(),
    expiresAt: session.expiresAt.getTime(),
    cachedAt: Date.now(),
    impersonator: impersonator
      ? { lastSeenAt: impersonator.lastSeenAt.getTime(), expiresAt: impersonator.expiresAt.getTime() }
      : null,
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
): Promise<SessionCaller | null> {
  if (token.length === 0 || token.length > 64) return null;
  const tokenHash = hashSessionToken(token);
  const entry = await sessionCache.read(prisma, tokenHash, config.sessionCacheSeconds, () =>
    loadSession(prisma, tokenHash),
  );
  if (!entry) return null;
  const now = Date.now();
  const touchedAt = perClient(sessionTouches, prisma).get(entry.caller.sessionId) ?? 0;
  const lastSeenAt = Math.max(entry.lastSeenAt, touchedAt);
  const idleMs = config.sessionIdleMinutes * 60_000;
  const impersonator = entry.impersonator;
  const impersonatorEnded =
    impersonator !== null && (impersonator.expiresAt <= now || impersonator.lastSeenAt + idleMs <= now);
  if (entry.expiresAt <= now || lastSeenAt + idleMs <= now || impersonatorEnded) {
    sessionCache.forget(prisma, tokenHash);
    // A borrowed session ends with the administrator's own session (and the row's cascade ends
    // the borrowed one when the administrator's is deleted).
    const ids = [entry.caller.sessionId];
    if (impersonatorEnded && entry.caller.impersonatorSessionId) ids.push(entry.caller.impersonatorSessionId);
    await prisma.session.deleteMany({ where: { id: { in: ids } } });
    return null;
  }
  if (!canHoldSession(entry.caller.account.status)) return null;
  touchSession(prisma, entry, now);
  return entry.caller;
}

/** Active staff and freshly registered accounts (waiting for activation) may hold a session. */
export const canHoldSession = (status: number) =>
  status === UserStatus.Active || status === UserStatus.Created;

/**
 * Ends every way into an account: its sessions (but `keepSessionId`, the one a person changing their
 * own password or email acts from) and its unused password-reset links, which would otherwise set a
 * password after a ban, a deletion or a change of address. On a password, email, role or status
 * change and on deletion.
 */
export async function endAccountAccess(
  tx: Pick<PrismaClient, 'session' | 'passwordReset'>,
  userId: string,
  keepSessionId?: string,
) {
  await tx.session.deleteMany({
    where: { userId, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
  });
  await tx.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date() } });
}
