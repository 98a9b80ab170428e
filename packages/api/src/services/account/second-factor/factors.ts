import { type Prisma, type PrismaClient } from '@backoffice/db';
import { type SecondFactorMethod } from '@backoffice/shared';

import { recoveryCodesLeft } from './recovery-codes';

type FactorReader = Pick<PrismaClient, 'totpFactor' | 'passkey' | 'recoveryCode'> | Prisma.TransactionClient;

/** What a person can prove a second step with. */
export interface SecondFactors {
  /** An authenticator app set up (and confirmed). */
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
}

export async function secondFactorsOf(db: FactorReader, userId: string): Promise<SecondFactors> {
  const [totp, passkeys, left] = await Promise.all([
    db.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db.passkey.count({ where: { userId } }),
    recoveryCodesLeft(db, userId),
  ]);
  return { totp: Boolean(totp?.confirmedAt), passkeys, recoveryCodesLeft: left };
}

/** An app or a passkey: recovery codes stand in for one, they are not one. */
export const hasSecondFactor = (factors: SecondFactors) => factors.totp || factors.passkeys > 0;

/** The ways the second step of a sign-in may be proven, in the order the screen offers them. */
export function secondStepMethods(factors: SecondFactors): SecondFactorMethod[] {
  return [
    ...(factors.totp ? (['totp'] as const) : []),
    ...(factors.passkeys > 0 ? (['passkey'] as const) : []),
    ...(factors.recoveryCodesLeft > 0 ? (['recovery_code'] as const) : []),
  ];
}
