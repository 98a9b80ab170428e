import { randomUUID } from 'node:crypto';

import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { hashPassword, verifyPassword } from '@backoffice/db';
import { loginSchema, messages } from '@backoffice/shared';

import { isLoginThrottled, loginAttemptKeys, recordLoginAttempt } from '../../../auth/rate-limit';
import { canHoldSession, createSession } from '../../../auth/session';
import { tooManyRequests } from '../../../errors';
import { publicProcedure } from '../../../trpc';

export const loginInput = loginSchema;
export const loginOutput = z.object({ session_uuid: z.string().length(36) });

/** Verified against when the account does not exist, so both paths cost one argon2 verification. */
let unknownAccountHash: Promise<string> | undefined;
const hashForUnknownAccount = () => (unknownAccountHash ??= hashPassword(randomUUID()));

export const login = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/login',
      tags: ['account'],
      summary: 'Sign in with email and password',
    },
  })
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    const keys = loginAttemptKeys(email, ctx.request.ip);
    if (await isLoginThrottled(ctx.prisma, ctx.config, keys)) {
      throw tooManyRequests('Too many failed sign-in attempts, try again later');
    }
    const user = await ctx.prisma.user.findUnique({
      where: { email },
      select: { id: true, passwordHash: true, status: true },
    });
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? (await hashForUnknownAccount()),
      input.password,
    );
    if (!user || !passwordMatches || !canHoldSession(user.status)) {
      await recordLoginAttempt(ctx.prisma, keys, false);
      // One answer for every failure, so nobody can learn which accounts exist.
      throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.requestError });
    }
    await recordLoginAttempt(ctx.prisma, keys, true);
    const token = await createSession(ctx.prisma, ctx.config, {
      userId: user.id,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
    });
    return { session_uuid: token };
  });
