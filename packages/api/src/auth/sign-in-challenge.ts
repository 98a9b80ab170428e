import { randomBytes } from 'node:crypto';

import { type Prisma, type PrismaClient } from '@backoffice/db';
import { SIGN_IN_CHALLENGE_PREFIX, validationMessages } from '@backoffice/shared';

import { unauthorized } from '../errors';
import { hashSessionToken } from './session';

/**
 * 'second_factor': prove one; 'enrolment': the role requires one and the person has none yet;
 * 'passkey_sign_in': a passkey alone, no person known until it answers; 'sso_handoff': the identity
 * provider vouched for the person, and the web client takes the sign-in over.
 */
export type SignInChallengePurpose = 'second_factor' | 'enrolment' | 'passkey_sign_in' | 'sso_handoff';

/** A code is typed within minutes; setting up an app (installing it first) may take longer. */
const CHALLENGE_MINUTES: Record<SignInChallengePurpose, number> = {
  second_factor: 5,
  enrolment: 15,
  passkey_sign_in: 5,
  // Taken by the page the browser lands on, at once.
  sso_handoff: 1,
};

export const signInChallengeExpired = () => unauthorized(validationMessages.signInChallengeExpired);

/** Tells a challenge token from a session token, so that no call takes one for the other. */
export const isSignInChallengeToken = (token: string) => token.startsWith(SIGN_IN_CHALLENGE_PREFIX);

/** A sign-in waiting for its second step; only the token's hash is kept. */
export async function createSignInChallenge(
  prisma: Pick<PrismaClient, '$transaction'>,
  userId: string | null,
  purpose: SignInChallengePurpose,
  extra: { webauthnChallenge?: string; secondFactorAt?: Date } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = SIGN_IN_CHALLENGE_PREFIX + randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES[purpose] * 60_000);
  await prisma.$transaction(async (tx) => {
    await tx.signInChallenge.deleteMany({ where: { expiresAt: { lt: now } } });
    await tx.signInChallenge.create({
      data: {
        tokenHash: hashSessionToken(token),
        userId,
        purpose,
        webauthnChallenge: extra.webauthnChallenge ?? null,
        secondFactorAt: extra.secondFactorAt ?? null,
        createdAt: now,
        expiresAt,
      },
    });
  });
  return { token, expiresAt };
}

/** The live challenge a token stands for, of this purpose; 401 (sign in again) otherwise. */
export async function findSignInChallenge(
  prisma: Pick<PrismaClient, 'signInChallenge'>,
  token: string,
  purpose: SignInChallengePurpose,
) {
  const challenge = await prisma.signInChallenge.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    select: {
      id: true,
      purpose: true,
      expiresAt: true,
      webauthnChallenge: true,
      secondFactorAt: true,
      user: { select: { id: true, email: true, status: true, systemRole: true } },
    },
  });
  if (!challenge || challenge.purpose !== purpose || challenge.expiresAt <= new Date()) {
    throw signInChallengeExpired();
  }
  const { id, user, webauthnChallenge, secondFactorAt } = challenge;
  return { id, user, webauthnChallenge, secondFactorAt };
}

/**
 * Ends a challenge as its sign-in completes, inside the transaction that opens the session: of two
 * requests racing with one token, the second finds it gone and gets no session.
 */
export async function spendSignInChallenge(tx: Prisma.TransactionClient, challengeId: string) {
  const { count } = await tx.signInChallenge.deleteMany({ where: { id: challengeId } });
  if (count !== 1) throw signInChallengeExpired();
}
