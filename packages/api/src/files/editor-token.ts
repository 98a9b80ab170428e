import { createHash, randomBytes } from 'node:crypto';

import { type PrismaClient } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

/** Header the rich-text editor sends its upload token in (POST /api/file/ck-upload). */
export const EDITOR_UPLOAD_TOKEN_HEADER = 'x-upload-token';
/** Lifetime of an editor upload token. */
export const EDITOR_UPLOAD_TOKEN_MINUTES = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a token that authorises image uploads to POST /api/file/ck-upload for a few minutes and
 * nothing else: it is not a session, so every other call refuses it. Expired tokens of the same user
 * are cleared on the way.
 */
export async function issueEditorUploadToken(prisma: PrismaClient, userId: string) {
  const token = `cke_${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(Date.now() + EDITOR_UPLOAD_TOKEN_MINUTES * 60_000);
  await prisma.$transaction([
    prisma.editorUploadToken.deleteMany({ where: { userId, expiresAt: { lt: new Date() } } }),
    prisma.editorUploadToken.create({ data: { tokenHash: hashToken(token), userId, expiresAt } }),
  ]);
  return { token, expiresAt };
}

/**
 * The user an editor upload token stands for, while it is unexpired and that user is still an active
 * administrator; null otherwise.
 */
export async function resolveEditorUploadToken(prisma: PrismaClient, token: string) {
  if (!/^cke_[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await prisma.editorUploadToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, user: { select: { id: true, status: true, systemRole: true } } },
  });
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  if (row.user.status !== UserStatus.Active || row.user.systemRole < SystemRole.Admin) return null;
  return row.user;
}
