import { recordAudit } from '../../../audit';
import { assertCurrentPassword } from '../../../auth/current-password';
import { type PersonContext } from '../../../context';
import { conflict } from '../../../errors';
import { hasSecondFactor, secondFactorsOf } from './factors';
import { keepRequiredFactor } from './passkeys';
import { secondFactorRequiredFor } from './policy';
import { issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes';
import { withCheckedFactor } from './sign-in';
import { tellOfFactorChange } from './notice';
import {
  assertTotpPending,
  checkTotpCode,
  lockSecondFactors,
  startTotpEnrolment,
  type TotpEnrolment,
} from './totp';

/** A person's second factor as their profile and an administrator see it (never the secret). */
export interface SecondFactorState {
  /** When the authenticator app was set up; null: none. */
  totp_confirmed_at: string | null;
  passkeys: number;
  recovery_codes_left: number;
  /** Their role must sign in with a second factor (it cannot be removed). */
  required: boolean;
}

export async function secondFactorState(
  ctx: Pick<PersonContext, 'prisma'>,
  user: { id: string; systemRole: number },
): Promise<SecondFactorState> {
  const [totp, passkeys, left, required] = await Promise.all([
    ctx.prisma.totpFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } }),
    ctx.prisma.passkey.count({ where: { userId: user.id } }),
    recoveryCodesLeft(ctx.prisma, user.id),
    secondFactorRequiredFor(ctx.prisma, user.systemRole),
  ]);
  return {
    totp_confirmed_at: totp?.confirmedAt?.toISOString() ?? null,
    passkeys,
    recovery_codes_left: left,
    required,
  };
}

export const ownSecondFactorState = (ctx: PersonContext) => secondFactorState(ctx, ctx.caller.account);

/** The profile starts setting up an authenticator app (409 when one is set up already). */
export const startOwnTotp = (ctx: PersonContext): Promise<TotpEnrolment> =>
  ctx.prisma.$transaction((tx) => startTotpEnrolment(tx, ctx.config, ctx.caller.account));

/**
 * A code of the new app confirms it: the recovery codes are issued (shown this once), and this
 * session counts as having proven a second factor now.
 */
export async function confirmOwnTotp(
  ctx: PersonContext,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const userId = ctx.caller.account.id;
  return withCheckedFactor(ctx, { userId, method: 'totp_enrolment', field: 'code' }, async (tx) => {
    await assertTotpPending(tx, userId);
    if (!(await checkTotpCode(tx, ctx.config, userId, code, 'pending'))) return null;
    const recoveryCodes = await issueRecoveryCodes(tx, userId);
    await tx.session.update({ where: { id: ctx.caller.sessionId }, data: { secondFactorAt: new Date() } });
    await recordAudit(tx, ctx, { action: 'account.totp.enrol', entityType: 'User', entityId: userId });
    await tellOfFactorChange(tx, ctx, userId, 'app_added');
    return { recovery_codes: recoveryCodes };
  });
}

/**
 * Removes the authenticator app, with the current password. Refused (409) when it is the last second
 * factor of a role that requires one; the recovery codes go with the last factor.
 */
export async function removeOwnTotp(ctx: PersonContext, password: string): Promise<void> {
  await assertCurrentPassword(ctx, 'password', password);
  const userId = ctx.caller.account.id;
  await ctx.prisma.$transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    const { count } = await tx.totpFactor.deleteMany({ where: { userId } });
    if (count === 0) throw conflict('No authenticator app is set up');
    await keepRequiredFactor(tx, ctx.caller.account);
    await recordAudit(tx, ctx, { action: 'account.totp.remove', entityType: 'User', entityId: userId });
    await tellOfFactorChange(tx, ctx, userId, 'app_removed');
  });
}

/** A new set of recovery codes, with the current password; the earlier set stops working. */
export async function renewOwnRecoveryCodes(
  ctx: PersonContext,
  password: string,
): Promise<{ recovery_codes: string[] }> {
  await assertCurrentPassword(ctx, 'password', password);
  const userId = ctx.caller.account.id;
  return ctx.prisma.$transaction(async (tx) => {
    await lockSecondFactors(tx, userId);
    if (!hasSecondFactor(await secondFactorsOf(tx, userId))) {
      throw conflict('Set up an authenticator app or a passkey first');
    }
    const recoveryCodes = await issueRecoveryCodes(tx, userId);
    await recordAudit(tx, ctx, {
      action: 'account.recoveryCodes.renew',
      entityType: 'User',
      entityId: userId,
    });
    await tellOfFactorChange(tx, ctx, userId, 'recovery_codes_renewed');
    return { recovery_codes: recoveryCodes };
  });
}
