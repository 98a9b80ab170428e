import { UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { createSession } from '../../auth/session';
import { forbidden, notFound } from '../../errors';
import { type PersonContext } from '../../context';
import { assertCanManageUser, assertNotSelf } from './rules';

/**
 * Signs the administrator in as another user: a new session of the target that remembers the
 * administrator's own session (which stays valid, so the client can switch back). Ending the
 * administrator's session ends this one too. Answers the new session's token.
 */
export async function signInAsUser(ctx: PersonContext, email: string): Promise<string> {
  if (ctx.caller.impersonatorSessionId)
    throw forbidden('Return to your own session before signing in as another user');
  return ctx.prisma.$transaction(async (tx) => {
    // An API key's account is not a person's: nobody signs in as it.
    const target = await tx.user.findUnique({
      where: { email: email.toLowerCase(), ownKey: { is: null } },
      select: { id: true, email: true, systemRole: true, status: true },
    });
    if (!target) throw notFound('User');
    assertNotSelf(ctx.caller.account, target, 'You are already signed in as yourself');
    if (target.status === UserStatus.Deleted) throw forbidden('A deleted user cannot be signed in as');
    if (target.status !== UserStatus.Active) throw forbidden('Only active users can be signed in as');
    assertCanManageUser(ctx.caller.account, target);
    const token = await createSession(tx, ctx.config, {
      userId: target.id,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      impersonatorSessionId: ctx.caller.sessionId,
      // The administrator's own second factor stands for the borrowed session (its role's rule included).
      secondFactorAt: ctx.caller.secondFactorAt,
    });
    await recordAudit(tx, ctx, {
      action: 'user.impersonate',
      entityType: 'User',
      entityId: target.id,
      changes: { impersonatedBy: { from: null, to: ctx.caller.account.email } },
    });
    return token;
  });
}
