import { z } from 'zod';

import { emailQuerySchema, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { createSession } from '../../../auth/session';
import { forbidden, notFound } from '../../../errors';
import { assertCanManageUser, assertNotSelf } from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const loginOnUserSessionInput = emailQuerySchema;
export const loginOnUserSessionOutput = z.object({ session_uuid: z.string().length(36) });

/**
 * Signs the administrator in as another user: a new session of the target that remembers the
 * administrator's own session (which stays valid, so the client can switch back). Ending the
 * administrator's session ends this one too.
 */
export const loginOnUserSession = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/login-on-user-session',
      tags: ['admin'],
      summary: 'Sign in as another user',
    },
  })
  .input(loginOnUserSessionInput)
  .output(loginOnUserSessionOutput)
  .mutation(async ({ ctx, input }) => {
    if (ctx.caller.impersonatorSessionId)
      throw forbidden('Return to your own session before signing in as another user');
    const token = await ctx.prisma.$transaction(async (tx) => {
      // An API key's account is not a person's: nobody signs in as it.
      const target = await tx.user.findUnique({
        where: { email: input.email.toLowerCase(), ownKey: { is: null } },
        select: { id: true, email: true, systemRole: true, status: true },
      });
      if (!target) throw notFound('User');
      assertNotSelf(ctx.caller.account, target, 'You are already signed in as yourself');
      if (target.status === UserStatus.Deleted) throw forbidden('A deleted user cannot be signed in as');
      if (target.status !== UserStatus.Active) throw forbidden('Only active users can be signed in as');
      assertCanManageUser(ctx.caller.account, target);
      const session = await createSession(tx, ctx.config, {
        userId: target.id,
        ip: ctx.request.ip,
        userAgent: ctx.request.userAgent,
        impersonatorSessionId: ctx.caller.sessionId,
      });
      await recordAudit(tx, ctx, {
        action: 'user.impersonate',
        entityType: 'User',
        entityId: target.id,
        changes: { impersonatedBy: { from: null, to: ctx.caller.account.email } },
      });
      return session;
    });
    return { session_uuid: token };
  });
