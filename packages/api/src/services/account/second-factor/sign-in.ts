import { type Prisma } from '@backoffice/db';
import {
  type CodeMethod,
  type SecondFactorMethod,
  type SignInChallengeAnswer,
  typedCode,
} from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import {
  assertUnderFailureLimit,
  loginAttemptKeys,
  recordFailure,
  recordLoginSuccess,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from '../../../auth/rate-limit';
import { canHoldSession, createSession } from '../../../auth/session';
import {
  createSignInChallenge,
  findSignInChallenge,
  signInChallengeExpired,
  spendSignInChallenge,
  type SignInChallengePurpose,
} from '../../../auth/sign-in-challenge';
import { type Context } from '../../../context';
import { conflict, invalidField } from '../../../errors';
import { tellOfFactorChange } from './notice';
import { ownCredentialsAllowed, secondFactorRequiredFor } from './policy';
import { hasSecondFactor, secondFactorsOf, secondStepMethods } from './factors';
import { checkPasskey, type PasskeyAssertion, passkeyQuestion } from './passkeys';
import { issueRecoveryCodes, recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import {
  assertTotpPending,
  checkTotpCode,
  lockSecondFactors,
  startTotpEnrolment,
  type TotpEnrolment,
} from './totp';

type SignInContext = Pick<Context, 'prisma' | 'config' | 'request'>;

/**
 * Codes are counted per account like passwords (the same limits and 429), under keys of their own:
 * a wrong code does not use up the person's password attempts, nor the other way round.
 */
const codeAttemptKeys = (userId: string, ip: string | null) =>
  loginAttemptKeys(`second-factor:${userId}`, ip);

/**
 * Checks a second factor under the account's code throttle; `proven` runs in its own transaction
 * with the person's factors locked and answers whether the code (or passkey) was right. A wrong one
 * is audited and answered as a 400 on `field`.
 */
export async function withCheckedFactor<T>(
  ctx: SignInContext & { caller?: Context['caller'] },
  check: { userId: string; method: SecondFactorMethod | 'totp_enrolment'; field: 'code' | 'credential' },
  proven: (tx: Prisma.TransactionClient) => Promise<T | null>,
): Promise<T> {
  const { userId, method, field } = check;
  const reservation = await reserveLoginAttempt(
    ctx.prisma,
    ctx.config,
    codeAttemptKeys(userId, ctx.request.ip),
  );
  let result: T | null;
  try {
    result = await ctx.prisma.$transaction(async (tx) => {
      await lockSecondFactors(tx, userId);
      return proven(tx);
    });
  } catch (error) {
    await releaseLoginAttempt(ctx.prisma, reservation).catch(() => undefined);
    throw error;
  }
  if (result === null) {
    await recordAudit(
      ctx.prisma,
      { caller: ctx.caller ?? null, request: ctx.request },
      {
        action: 'account.secondFactor.refuse',
        entityType: 'User',
        entityId: userId,
        changes: { method },
      },
    );
    throw invalidField(field, field === 'code' ? 'wrongSecondFactorCode' : 'wrongPasskey');
  }
  await recordLoginSuccess(ctx.prisma, reservation);
  return result;
}

async function challengeAnswer(
  ctx: SignInContext,
  userId: string,
  purpose: SignInChallengePurpose,
): Promise<SignInChallengeAnswer> {
  const { token, expiresAt } = await createSignInChallenge(ctx.prisma, userId, purpose);
  const methods = purpose === 'enrolment' ? [] : secondStepMethods(await secondFactorsOf(ctx.prisma, userId));
  return {
    mfa_required: true,
    challenge_token: token,
    expires_at: expiresAt.toISOString(),
    methods,
    enrolment_required: purpose === 'enrolment',
  };
}

/**
 * After a right password: a session when no second factor is asked of the person, else the
 * challenge of the second step (proving the factor they set up, or setting one up when their role
 * requires one and they have none).
 */
export async function continueSignIn(
  ctx: SignInContext,
  user: { id: string; systemRole: number },
  firstStep: { method: 'password' | 'sso'; secondFactorAt: Date | null } = {
    method: 'password',
    secondFactorAt: null,
  },
): Promise<{ session_uuid: string } | SignInChallengeAnswer> {
  // A second factor the identity provider asked counts as the person's own.
  if (!firstStep.secondFactorAt) {
    if (hasSecondFactor(await secondFactorsOf(ctx.prisma, user.id))) {
      return challengeAnswer(ctx, user.id, 'second_factor');
    }
    if (await secondFactorRequiredFor(ctx.prisma, user.systemRole))
      return challengeAnswer(ctx, user.id, 'enrolment');
  }
  const token = await createSession(ctx.prisma, ctx.config, {
    userId: user.id,
    ip: ctx.request.ip,
    userAgent: ctx.request.userAgent,
    signInMethod: firstStep.method,
    secondFactorAt: firstStep.secondFactorAt,
  });
  return { session_uuid: token };
}

/** The challenge's person, who must still be allowed a session (not banned meanwhile). */
export async function challengedPerson(
  ctx: SignInContext,
  token: string,
  purpose: Exclude<SignInChallengePurpose, 'passkey_sign_in'>,
) {
  const challenge = await findSignInChallenge(ctx.prisma, token, purpose);
  const user = challenge.user;
  if (!user || !canHoldSession(user.status)) throw signInChallengeExpired();
  return { ...challenge, user };
}

/** The second step: a code of the person's app or one of their recovery codes opens the session. */
export async function proveSecondFactor(
  ctx: SignInContext,
  input: { challenge_token: string; method: CodeMethod; code: string },
): Promise<{ session_uuid: string }> {
  const challenge = await challengedPerson(ctx, input.challenge_token, 'second_factor');
  const userId = challenge.user.id;
  const token = await withCheckedFactor(ctx, { userId, method: input.method, field: 'code' }, async (tx) => {
    const code = typedCode(input.method, input.code);
    const right =
      input.method === 'totp'
        ? await checkTotpCode(tx, ctx.config, userId, code, 'confirmed')
        : await spendRecoveryCode(tx, userId, code);
    if (!right) return null;
    await spendSignInChallenge(tx, challenge.id);
    if (input.method === 'recovery_code') {
      await recordAudit(
        tx,
        { caller: null, request: ctx.request },
        {
          action: 'account.recoveryCode.use',
          entityType: 'User',
          entityId: userId,
          changes: { left: await recoveryCodesLeft(tx, userId) },
        },
      );
      await tellOfFactorChange(tx, ctx, userId, 'recovery_code_used');
    }
    return createSession(tx, ctx.config, {
      userId,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      signInMethod: input.method,
      secondFactorAt: new Date(),
    });
  });
  return { session_uuid: token };
}

/** Enrolment at sign-in, first half: the app's secret to scan. */
export async function startSignInEnrolment(
  ctx: SignInContext,
  challengeToken: string,
): Promise<TotpEnrolment> {
  const challenge = await challengedPerson(ctx, challengeToken, 'enrolment');
  return ctx.prisma.$transaction((tx) => startTotpEnrolment(tx, ctx.config, challenge.user));
}

/**
 * Enrolment at sign-in, second half: a code of the new app confirms it, and the session opens with
 * the recovery codes, shown this once.
 */
export async function finishSignInEnrolment(
  ctx: SignInContext,
  input: { challenge_token: string; code: string },
): Promise<{ session_uuid: string; recovery_codes: string[] }> {
  const challenge = await challengedPerson(ctx, input.challenge_token, 'enrolment');
  const userId = challenge.user.id;
  return withCheckedFactor(ctx, { userId, method: 'totp_enrolment', field: 'code' }, async (tx) => {
    await assertTotpPending(tx, userId);
    if (!(await checkTotpCode(tx, ctx.config, userId, input.code, 'pending'))) return null;
    await spendSignInChallenge(tx, challenge.id);
    const recoveryCodes = await issueRecoveryCodes(tx, userId);
    await recordAudit(
      tx,
      { caller: null, request: ctx.request },
      {
        action: 'account.totp.enrol',
        entityType: 'User',
        entityId: userId,
        changes: { atSignIn: true },
      },
    );
    await tellOfFactorChange(tx, ctx, userId, 'app_added');
    const sessionUuid = await createSession(tx, ctx.config, {
      userId,
      ip: ctx.request.ip,
      userAgent: ctx.request.userAgent,
      signInMethod: 'totp',
      secondFactorAt: new Date(),
    });
    return { session_uuid: sessionUuid, recovery_codes: recoveryCodes };
  });
}

/** The second step by passkey, first half: the browser's question for one of the person's passkeys. */
export async function passkeySecondStepQuestion(ctx: SignInContext, challengeToken: string) {
  const challenge = await challengedPerson(ctx, challengeToken, 'second_factor');
  const question = await passkeyQuestion(ctx.prisma, ctx.config, challenge.user.id);
  await ctx.prisma.signInChallenge.update({
    where: { id: challenge.id },
    data: { webauthnChallenge: question.challenge },
  });
  return question;
}

/** The second step by passkey: its answer to the question opens the session. */
export async function provePasskey(
  ctx: SignInContext,
  input: { challenge_token: string; credential: PasskeyAssertion },
): Promise<{ session_uuid: string }> {
  const challenge = await challengedPerson(ctx, input.challenge_token, 'second_factor');
  const expectedChallenge = challenge.webauthnChallenge;
  if (!expectedChallenge) throw conflict('Ask for the passkey first');
  return passkeyOpensSession(ctx, {
    challengeId: challenge.id,
    expectedChallenge,
    credential: input.credential,
    userId: challenge.user.id,
    verifiedHolder: false,
  });
}

/**
 * A passkey's answer that proves its owner spends the challenge and opens their session (throttled
 * and audited as a code is).
 */
async function passkeyOpensSession(
  ctx: SignInContext,
  answer: {
    challengeId: string;
    expectedChallenge: string;
    credential: PasskeyAssertion;
    userId: string;
    verifiedHolder: boolean;
  },
): Promise<{ session_uuid: string }> {
  const { userId } = answer;
  const token = await withCheckedFactor(
    ctx,
    { userId, method: 'passkey', field: 'credential' },
    async (tx) => {
      const proven = await checkPasskey(tx, ctx.config, {
        response: answer.credential,
        expectedChallenge: answer.expectedChallenge,
        userId,
        verifiedHolder: answer.verifiedHolder,
      });
      if (!proven) return null;
      await spendSignInChallenge(tx, answer.challengeId);
      return createSession(tx, ctx.config, {
        userId,
        ip: ctx.request.ip,
        userAgent: ctx.request.userAgent,
        signInMethod: 'passkey',
        secondFactorAt: new Date(),
      });
    },
  );
  return { session_uuid: token };
}

/** Passkeys this address may fail with, unknown ones included, before 429 (as passwords per address). */
const passkeyFailureWindow = (ctx: SignInContext) => ({
  key: `passkey:${ctx.request.ip ?? '-'}`,
  limit: ctx.config.loginMaxFailuresPerAddress,
  windowMs: ctx.config.loginFailureWindowMinutes * 60_000,
});

/**
 * Sign-in without a password, first half: the browser's question for any passkey of this site, and
 * the challenge its answer comes back with. Nobody is named yet: the passkey names its owner.
 */
export async function startPasskeySignIn(ctx: SignInContext) {
  await assertUnderFailureLimit(
    ctx.prisma,
    passkeyFailureWindow(ctx),
    'Too many failed sign-in attempts, try again later',
  );
  const question = await passkeyQuestion(ctx.prisma, ctx.config, null);
  const { token, expiresAt } = await createSignInChallenge(ctx.prisma, null, 'passkey_sign_in', {
    webauthnChallenge: question.challenge,
  });
  return { challenge_token: token, expires_at: expiresAt.toISOString(), options: question };
}

/**
 * Sign-in without a password: a passkey that verified its holder (a PIN or a fingerprint) is both
 * factors, and opens the session of its owner.
 */
export async function finishPasskeySignIn(
  ctx: SignInContext,
  input: { challenge_token: string; credential: PasskeyAssertion },
): Promise<{ session_uuid: string }> {
  const challenge = await findSignInChallenge(ctx.prisma, input.challenge_token, 'passkey_sign_in');
  const expectedChallenge = challenge.webauthnChallenge;
  const passkey = await ctx.prisma.passkey.findUnique({
    where: { credentialId: input.credential.id },
    select: { user: { select: { id: true, status: true, systemRole: true } } },
  });
  if (
    !expectedChallenge ||
    !passkey ||
    !canHoldSession(passkey.user.status) ||
    !(await ownCredentialsAllowed(ctx.prisma, passkey.user))
  ) {
    await recordFailure(ctx.prisma, passkeyFailureWindow(ctx).key);
    throw invalidField('credential', 'wrongPasskey');
  }
  return passkeyOpensSession(ctx, {
    challengeId: challenge.id,
    expectedChallenge,
    credential: input.credential,
    userId: passkey.user.id,
    verifiedHolder: true,
  });
}
