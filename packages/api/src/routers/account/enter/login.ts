import { randomUUID } from 'node:crypto';

import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import { hashPassword } from '@backoffice/db';
import { loginSchema, messages, signInChallengeSchema } from '@backoffice/shared';

import { verifyPasswordGated } from '../../../auth/hashing';
import {
  loginAttemptKeys,
  recordLoginSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from '../../../auth/rate-limit';
import { canHoldSession } from '../../../auth/session';
import { ownCredentialsAllowed } from '../../../services/account/second-factor/policy';
import { continueSignIn } from '../../../services/account/second-factor/sign-in';
import { personPublicProcedure } from '../../../trpc';

export const loginInput = loginSchema;
export const loginOutput = z.union([
  z.object({ session_uuid: z.string().length(36) }).describe('Signed in: no second factor is asked'),
  signInChallengeSchema,
]);

/** Verified against when the account does not exist, so both paths cost one argon2 verification. */
let unknownAccountHash: Promise<string> | undefined;
const hashForUnknownAccount = () => (unknownAccountHash ??= hashPassword(randomUUID()));

export const login = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/login',
      tags: ['account'],
      summary:
        'Sign in with email and password: a session, or the challenge of a second step when the person has a second factor or their role requires one',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(loginInput)
  .output(loginOutput)
  .mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    // The attempt is counted before the password is checked (429 with Retry-After past the limits),
    // so parallel requests and batches cannot check more passwords than the limit allows.
    const reservation = await reserveLoginAttempt(
      ctx.prisma,
      ctx.config,
      loginAttemptKeys(email, ctx.request.ip),
    );
    let user: { id: string; passwordHash: string; status: number; systemRole: number } | null;
    let passwordMatches: boolean;
    try {
      user = await ctx.prisma.user.findUnique({
        where: { email },
        select: { id: true, passwordHash: true, status: true, systemRole: true },
      });
      // An account without a password (made by single sign-on) costs the same verification.
      const passwordHash = user?.passwordHash || (await hashForUnknownAccount());
      passwordMatches = await verifyPasswordGated(ctx.config, passwordHash, input.password);
    } catch (error) {
      // No password was checked (busy server, database fault): the attempt does not count.
      await releaseLoginAttempt(ctx.prisma, reservation).catch(() => undefined);
      throw error;
    }
    // One answer for every failure, so nobody can learn which accounts exist (nor, with password
    // sign-in off, which password is right).
    if (
      !user ||
      !passwordMatches ||
      !canHoldSession(user.status) ||
      !(await ownCredentialsAllowed(ctx.prisma, user))
    ) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: messages.requestError });
    }
    await recordLoginSuccess(ctx.prisma, reservation);
    return continueSignIn(ctx, user);
  });
