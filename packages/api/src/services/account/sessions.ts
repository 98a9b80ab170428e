import Bowser from 'bowser';

import { type SignInMethod, userAdminRefusal } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { type SessionSignInMethod } from '../../auth/session';
import { type PersonContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { findManagedUser } from '../users/rules';

/** One place a person is signed in, as their sessions screen and an administrator see it. */
export interface AccountSession {
  uuid: string;
  /** The session this request comes from. */
  current: boolean;
  /** The browser and the system, read from the user agent ('Chrome 131', 'Windows 10'); '' when unknown. */
  browser: string;
  system: string;
  ip: string | null;
  method: SignInMethod;
  created_at: string;
  last_seen_at: string;
}

/** A name with its major version, or the version's own name where it has one (Windows NT 10.0 is 10). */
const named = (part: { name?: string; version?: string; versionName?: string }) =>
  [part.name, part.versionName ?? part.version?.split('.')[0]].filter(Boolean).join(' ');

function deviceOf(userAgent: string | null) {
  if (!userAgent) return { browser: '', system: '' };
  const parsed = Bowser.parse(userAgent);
  return { browser: named(parsed.browser), system: named(parsed.os) };
}

/** A person's live sessions, the most recently used first (expired ones are gone, or go on their next use). */
export async function listAccountSessions(
  ctx: Pick<PersonContext, 'prisma'>,
  userId: string,
  currentSessionId: string | null,
): Promise<AccountSession[]> {
  const rows = await ctx.prisma.session.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: [{ lastSeenAt: 'desc' }, { id: 'asc' }],
    select: {
      id: true,
      ip: true,
      userAgent: true,
      createdAt: true,
      lastSeenAt: true,
      impersonatorSessionId: true,
      signInMethod: true,
    },
  });
  return rows.map((row) => ({
    uuid: row.id,
    current: row.id === currentSessionId,
    ...deviceOf(row.userAgent),
    ip: row.ip,
    method: row.impersonatorSessionId ? 'impersonation' : (row.signInMethod as SessionSignInMethod),
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
  }));
}

/**
 * Ends sessions of a person: one (`sessionId`, 404 when it is not theirs), or every one but `keep`.
 * The other instances forget them within a second (the sessions table's change notification).
 */
async function endSessions(
  ctx: PersonContext,
  userId: string,
  which: { sessionId: string } | { keep: string | null },
): Promise<number> {
  return ctx.prisma.$transaction(async (tx) => {
    const where =
      'sessionId' in which
        ? { userId, id: which.sessionId }
        : { userId, ...(which.keep ? { id: { not: which.keep } } : {}) };
    const { count } = await tx.session.deleteMany({ where });
    if ('sessionId' in which && count === 0) throw notFound('Session');
    await recordAudit(tx, ctx, {
      action: 'account.sessions.end',
      entityType: 'User',
      entityId: userId,
      changes: { sessions: count, ...('sessionId' in which ? { session: which.sessionId } : {}) },
    });
    return count;
  });
}

/** The caller ends one of their own sessions (this one included: it signs them out). */
export const endOwnSession = (ctx: PersonContext, sessionId: string) =>
  endSessions(ctx, ctx.caller.account.id, { sessionId });

/** The caller ends every session but the one they act from ("sign out everywhere else"). */
export const endOwnOtherSessions = (ctx: PersonContext) =>
  endSessions(ctx, ctx.caller.account.id, { keep: ctx.caller.sessionId });

/**
 * The user whose sessions an administrator reads or ends, as the user screen's policy allows it: not
 * a super administrator's for an administrator, not their own (their profile shows those).
 */
async function sessionsHolder(ctx: PersonContext, userId: string) {
  const user = await findManagedUser(ctx.prisma, userId);
  const refusal = userAdminRefusal(ctx.caller.account, user, 'sessions');
  if (refusal) throw forbidden(refusal);
  return user.id;
}

/** An administrator reads a user's sessions. */
export async function listUserSessions(ctx: PersonContext, userId: string) {
  return listAccountSessions(ctx, await sessionsHolder(ctx, userId), null);
}

/** An administrator ends one session of a user, or all of them. */
export async function endUserSessions(ctx: PersonContext, userId: string, sessionId: string | null) {
  const holder = await sessionsHolder(ctx, userId);
  return endSessions(ctx, holder, sessionId ? { sessionId } : { keep: null });
}
