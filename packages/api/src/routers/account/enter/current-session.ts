import { z } from 'zod';

import { sessionProcedure } from '../../../trpc';
import { sessionUserSchema, toSessionUser } from '../session-user';

export const currentSessionOutput = z.object({ response: sessionUserSchema });

export const currentSession = sessionProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/enter/current-session',
      tags: ['account'],
      summary: 'The signed-in user',
    },
  })
  .input(z.void())
  .output(currentSessionOutput)
  .query(async ({ ctx }) => {
    // The session lookup already loaded the user; only an impersonation costs one more query.
    const impersonator = ctx.caller.impersonatorSessionId
      ? await ctx.prisma.session.findUnique({
          where: { id: ctx.caller.impersonatorSessionId },
          select: { user: { select: { email: true } } },
        })
      : null;
    return { response: toSessionUser(ctx.caller.account, impersonator?.user.email ?? null) };
  });
