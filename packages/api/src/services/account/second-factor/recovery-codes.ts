import { createHash, randomInt } from 'node:crypto';

import { type Prisma } from '@backoffice/db';
import { normaliseRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@backoffice/shared';

const GROUPS = 4;
const GROUP_LENGTH = 4;

/** 80 random bits: a plain SHA-256 is enough to keep them (as for session tokens), no slow hash needed. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

const newRecoveryCode = () =>
  Array.from({ length: GROUPS }, () =>
    Array.from(
      { length: GROUP_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  ).join('-');

/** A new set of recovery codes, replacing the earlier set; the codes are shown once and kept hashed. */
export async function issueRecoveryCodes(tx: Prisma.TransactionClient, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({
    data: [...codes].map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
  });
  return [...codes];
}

/** Spends one recovery code; false when it is not one of the person's or was used. */
export async function spendRecoveryCode(tx: Prisma.TransactionClient, userId: string, code: string) {
  const { count } = await tx.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}

export const recoveryCodesLeft = (db: Pick<Prisma.TransactionClient, 'recoveryCode'>, userId: string) =>
  db.recoveryCode.count({ where: { userId, usedAt: null } });
