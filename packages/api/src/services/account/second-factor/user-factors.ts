import { userAdminRefusal } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { type PersonContext } from '../../../context';
import { conflict, forbidden } from '../../../errors';
import { findManagedUser } from '../../users/rules';
import { secondFactorState, type SecondFactorState } from './own-factors';
import { lockSecondFactors } from './totp';
import { tellOfFactorChange } from './notice';

/** The user whose second factor an administrator reads or resets, as the user screen's policy allows. */
async function factorHolder(ctx: PersonContext, userId: string) {
  const user = await findManagedUser(ctx.prisma, userId);
  const refusal = userAdminRefusal(ctx.caller.account, user, 'secondFactor');
  if (refusal) throw forbidden(refusal);
  return user;
}

export async function userSecondFactorState(ctx: PersonContext, userId: string): Promise<SecondFactorState> {
  return secondFactorState(ctx, await factorHolder(ctx, userId));
}

/**
 * An administrator resets a person who lost their phone and their recovery codes: the app, the
 * passkeys and the codes go and every session of the person ends. The person signs in again with
 * their password and, when their role requires a second factor, sets a new one up first.
 */
export async function resetUserSecondFactor(ctx: PersonContext, userId: string): Promise<void> {
  const user = await factorHolder(ctx, userId);
  await ctx.prisma.$transaction(async (tx) => {
    await lockSecondFactors(tx, user.id);
    const removed = await Promise.all([
      tx.totpFactor.deleteMany({ where: { userId: user.id } }),
      tx.passkey.deleteMany({ where: { userId: user.id } }),
      tx.recoveryCode.deleteMany({ where: { userId: user.id } }),
    ]);
    if (removed.every(({ count }) => count === 0)) throw conflict('This user has no second factor to reset');
    await tx.signInChallenge.deleteMany({ where: { userId: user.id } });
    await tx.session.deleteMany({ where: { userId: user.id } });
    await recordAudit(tx, ctx, {
      action: 'account.secondFactor.reset',
      entityType: 'User',
      entityId: user.id,
    });
    await tellOfFactorChange(tx, ctx, user.id, 'reset_by_administrator');
  });
}
