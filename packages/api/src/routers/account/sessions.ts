import { z } from 'zod';

import { SIGN_IN_METHODS, userUuidInputSchema, uuidSchema } from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../contract';
import {
  endOwnOtherSessions,
  endOwnSession,
  endUserSessions,
  listAccountSessions,
  listUserSessions,
} from '../../services/account/sessions';
import { adminProcedure, personStaffProcedure } from '../../trpc';

const TAG = 'account';

const sessionRow = z.object({
  uuid: z.string(),
  current: z.boolean().describe('The session this request comes from'),
  browser: z.string().describe("Read from the user agent ('Chrome 131'); empty when unknown"),
  system: z.string().describe("Read from the user agent ('Windows 10'); empty when unknown"),
  ip: z.string().nullable(),
  method: z.enum(SIGN_IN_METHODS).describe('How it was opened'),
  created_at: z.iso.datetime({ offset: true }),
  last_seen_at: z.iso.datetime({ offset: true }),
});
const sessionList = dataResponse(z.array(sessionRow));
const endedCount = responseOf(z.object({ ended: z.number().int().nonnegative() }));

/** Where the caller is signed in, with what: their own sessions, which they end one by one or all but this one. */
export const ownSessions = {
  getSessions: personStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/account/profile/get-sessions',
        tags: [TAG],
        summary: 'Where the caller is signed in (extension)',
      },
    })
    .input(z.void())
    .output(sessionList)
    .query(async ({ ctx }) => ({
      data: await listAccountSessions(ctx, ctx.caller.account.id, ctx.caller.sessionId),
    })),
  endSession: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/end-session',
        tags: [TAG],
        summary: 'End one of the own sessions (extension)',
      },
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ session_uuid: uuidSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await endOwnSession(ctx, input.session_uuid);
      return updated;
    }),
  endOtherSessions: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/end-other-sessions',
        tags: [TAG],
        summary: 'End every own session but this one (extension)',
      },
    })
    .input(z.object({}).optional().describe('Nothing is read from the body'))
    .output(endedCount)
    .mutation(async ({ ctx }) => ({ response: { ended: await endOwnOtherSessions(ctx) } })),
};

/** An administrator sees and ends a user's sessions (never a super administrator's, for an administrator). */
export const userSessions = {
  getUserSessions: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/get-user-sessions',
        tags: ['admin'],
        summary: "A user's sessions (extension)",
      },
      errors: ['NOT_FOUND'],
    })
    .input(userUuidInputSchema)
    .output(sessionList)
    .query(async ({ ctx, input }) => ({ data: await listUserSessions(ctx, input.user_uuid) })),
  endUserSessions: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/end-user-sessions',
        tags: ['admin'],
        summary: "End one of a user's sessions, or all of them (extension)",
      },
      errors: ['NOT_FOUND'],
    })
    .input(userUuidInputSchema.extend({ session_uuid: uuidSchema.optional() }))
    .output(endedCount)
    .mutation(async ({ ctx, input }) => ({
      response: { ended: await endUserSessions(ctx, input.user_uuid, input.session_uuid ?? null) },
    })),
};
