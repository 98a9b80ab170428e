import { type TRPCError } from '@trpc/server';

import { Prisma } from '@backoffice/db';
import { type CodeMethod, typedCode } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { type Caller } from '../../../auth/caller';
import { assertCurrentPassword } from '../../../auth/current-password';
import { type ApiConfig } from '../../../config';
import { type Context, type PersonContext } from '../../../context';
import { conflict, forbidden, StepUpRequiredError } from '../../../errors';
import { hasSecondFactor, secondFactorsOf, secondStepMethods } from './factors';
import { checkPasskey, type PasskeyAssertion, passkeyQuestion, takeSessionChallenge } from './passkeys';
import { recoveryCodesLeft, spendRecoveryCode } from './recovery-codes';
import { withCheckedFactor } from './sign-in';
import { tellOfFactorChange } from './notice';
import { checkTotpCode } from './totp';

const IMPERSONATION_REFUSAL = 'Return to your own session for this action';

/**
 * Before a dangerous action (a credential made, a role changed, a refund above STEP_UP_REFUND_ABOVE):
 * the person must have confirmed it is them within STEP_UP_MINUTES, with a second factor when they
 * have one, else with their password (a sign-in counts). Otherwise the refusal to throw: 403 with the
 * ways to confirm (`StepUpRequiredError`), which the client asks before sending the call again. An API
 * key has no person to ask (its policy decides alone); a borrowed session (an administrator acting as
 * someone) is refused. Read before a transaction, for a check that can only be decided inside it.
 */
export async function stepUpDemand(
  ctx: Pick<Context, 'prisma' | 'config'> & { caller: Caller | null },
): Promise<TRPCError | null> {
  const caller = ctx.caller;
  if (caller?.kind !== 'session') return null;
  if (caller.impersonatorSessionId) return forbidden(IMPERSONATION_REFUSAL);
  const session = await ctx.prisma.session.findUnique({
    where: { id: caller.sessionId },
    select: { createdAt: true, signInMethod: true, secondFactorAt: true, passwordConfirmedAt: true },
  });
  if (!session) return null;
  const since = Date.now() - ctx.config.stepUpMinutes * 60_000;
  const recent = (at: Date | null) => at !== null && at.getTime() >= since;
  const factors = await secondFactorsOf(ctx.prisma, caller.account.id);
  if (hasSecondFactor(factors)) {
    return recent(session.secondFactorAt) ? null : new StepUpRequiredError(secondStepMethods(factors));
  }
  // Without a factor, the sign-in itself counts (by password, or through the identity provider).
  const signedIn = ['password', 'sso'].includes(session.signInMethod) ? session.createdAt : null;
  if (recent(session.passwordConfirmedAt) || recent(signedIn)) return null;
  // A person single sign-on made has no password: nothing confirms but a factor they set up.
  const withPassword = await ctx.prisma.user.count({
    where: { id: caller.account.id, passwordHash: { not: '' } },
  });
  return new StepUpRequiredError(withPassword > 0 ? ['password'] : []);
}

/** `stepUpDemand`, thrown: before an action that is always dangerous. */
export async function assertRecentlyConfirmed(
  ctx: Pick<Context, 'prisma' | 'config'> & { caller: Caller | null },
) {
  const demand = await stepUpDemand(ctx);
  if (demand) throw demand;
}

/** A refund of this amount is a dangerous action. */
export const refundNeedsStepUp = (
  config: Pick<ApiConfig, 'stepUpRefundAbove'>,
  amount: string | Prisma.Decimal,
) => new Prisma.Decimal(amount).greaterThan(config.stepUpRefundAbove);

/** Writes when the person confirmed it is them, in the session they confirmed from. */
function confirmed(
  tx: Parameters<Parameters<PersonContext['prisma']['$transaction']>[0]>[0],
  ctx: PersonContext,
  by: 'secondFactor' | 'password',
) {
  const at = new Date();
  return tx.session.update({
    where: { id: ctx.caller.sessionId },
    data: by === 'secondFactor' ? { secondFactorAt: at } : { passwordConfirmedAt: at },
  });
}

/** Step-up by the authenticator app, a recovery code or (for a person with no second factor) the password. */
export async function confirmIdentity(
  ctx: PersonContext,
  input: { method: CodeMethod | 'password'; code: string },
): Promise<void> {
  if (ctx.caller.impersonatorSessionId) throw forbidden(IMPERSONATION_REFUSAL);
  const userId = ctx.caller.account.id;
  if (input.method === 'password') {
    if (hasSecondFactor(await secondFactorsOf(ctx.prisma, userId))) {
      throw conflict('Confirm with your second factor: a password alone is not enough');
    }
    await assertCurrentPassword(ctx, 'code', input.code);
    await ctx.prisma.$transaction((tx) => confirmed(tx, ctx, 'password'));
    return;
  }
  const method = input.method;
  const code = typedCode(method, input.code);
  await withCheckedFactor(ctx, { userId, method, field: 'code' }, async (tx) => {
    const right =
      method === 'totp'
        ? await checkTotpCode(tx, ctx.config, userId, code, 'confirmed')
        : await spendRecoveryCode(tx, userId, code);
    if (!right) return null;
    if (method === 'recovery_code') {
      await recordAudit(tx, ctx, {
        action: 'account.recoveryCode.use',
        entityType: 'User',
        entityId: userId,
        changes: { left: await recoveryCodesLeft(tx, userId), stepUp: true },
      });
      await tellOfFactorChange(tx, ctx, userId, 'recovery_code_used');
    }
    return confirmed(tx, ctx, 'secondFactor');
  });
}

/** Step-up by passkey, first half: the browser's question for one of the caller's passkeys. */
export async function confirmIdentityQuestion(ctx: PersonContext) {
  const question = await passkeyQuestion(ctx.prisma, ctx.config, ctx.caller.account.id);
  await ctx.prisma.session.update({
    where: { id: ctx.caller.sessionId },
    data: { webauthnChallenge: question.challenge },
  });
  return question;
}

/** Step-up by passkey: its answer to the session's question. */
export async function confirmIdentityByPasskey(ctx: PersonContext, credential: PasskeyAssertion) {
  if (ctx.caller.impersonatorSessionId) throw forbidden(IMPERSONATION_REFUSAL);
  const userId = ctx.caller.account.id;
  const expectedChallenge = await takeSessionChallenge(ctx, 'Ask for the passkey again');
  await withCheckedFactor(ctx, { userId, method: 'passkey', field: 'credential' }, async (tx) => {
    const proven = await checkPasskey(tx, ctx.config, {
      response: credential,
      expectedChallenge,
      userId,
      verifiedHolder: false,
    });
    return proven ? confirmed(tx, ctx, 'secondFactor') : null;
  });
}
