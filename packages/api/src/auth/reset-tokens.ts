import { createHash, randomBytes } from 'node:crypto';

import { type PrismaClient } from '@backoffice/db';

/** Only the SHA-256 of a link's token is kept: 32 random bytes need no slow hash. */
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Makes the token of a password-reset link that is still open and keeps only its hash, replacing
 * any earlier one (a resend's link works, an earlier send's no longer). Null when the link was used,
 * expired or ended meanwhile. Called by the send of its email, so the token exists only in the
 * message sent.
 */
export async function issueResetToken(prisma: PrismaClient, resetId: string): Promise<string | null> {
  const token = randomBytes(32).toString('base64url');
  const { count } = await prisma.passwordReset.updateMany({
    where: { id: resetId, usedAt: null, expiresAt: { gt: new Date() } },
    data: { tokenHash: hashResetToken(token) },
  });
  return count === 1 ? token : null;
}
