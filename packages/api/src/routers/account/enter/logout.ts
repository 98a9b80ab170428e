import { z } from 'zod';

import { updatedResponse } from '../../../contract';
import { personPublicProcedure } from '../../../trpc';

/** Public so that a client holding an expired token can still "log out" without an error. */
export const logout = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/logout',
      tags: ['account'],
      summary: 'End the current session',
    },
  })
  .input(z.object({}).passthrough().optional())
  .output(updatedResponse)
  .mutation(async ({ ctx }) => {
    if (ctx.caller) await ctx.prisma.session.deleteMany({ where: { id: ctx.caller.sessionId } });
    return { response: true as const };
  });
