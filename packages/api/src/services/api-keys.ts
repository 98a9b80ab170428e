import { randomBytes } from 'node:crypto';

import { hashPassword } from '@backoffice/db';
import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  type ApiKeyPolicy,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { recordAudit } from '../audit';
import { hashApiKey } from '../auth/api-keys';
import { type Context } from '../context';
import { notFound } from '../errors';

/** The domain of the accounts keys act as: `.invalid` can never be a real mailbox. */
const KEY_ACCOUNT_DOMAIN = 'api-keys.invalid';

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'key';

/**
 * Creates a key and the account it acts as, and answers its secret, which is never shown again. The
 * account's address reads as the key's name wherever the audit log and order histories name an
 * actor; its password is a random one nobody knows, so it cannot sign in.
 */
export async function createApiKey(ctx: Context, input: { name: string; policy: ApiKeyPolicy }) {
  const secret = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  const suffix = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return ctx.prisma.$transaction(async (tx) => {
    const account = await tx.user.create({
      data: {
        email: `${slugOf(input.name)}.${suffix}@${KEY_ACCOUNT_DOMAIN}`,
        passwordHash,
        firstName: input.name,
        lastName: 'API key',
        systemRole: SystemRole.NoRole,
        status: UserStatus.Active,
      },
      select: { id: true },
    });
    const key = await tx.apiKey.create({
      data: {
        name: input.name,
        policy: input.policy,
        prefix: secret.slice(0, API_KEY_SHOWN_LENGTH),
        secretHash: hashApiKey(secret),
        userId: account.id,
        createdById: ctx.session?.user.id ?? null,
      },
      select: { id: true },
    });
    await recordAudit(tx, ctx, {
      action: 'channels.api-key.create',
      entityType: 'ApiKey',
      entityId: key.id,
      changes: { name: input.name, policy: input.policy },
    });
    return { uuid: key.id, secret };
  });
}

export async function listApiKeys(ctx: Pick<Context, 'prisma'>) {
  const keys = await ctx.prisma.apiKey.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  return keys.map((key) => ({
    uuid: key.id,
    name: key.name,
    policy: key.policy as ApiKeyPolicy,
    prefix: key.prefix,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked: key.revokedAt !== null,
  }));
}

/** Revokes a key for good (it answers 401 from the next request); revoking it again changes nothing. */
export async function revokeApiKey(ctx: Context, id: string) {
  await ctx.prisma.$transaction(async (tx) => {
    const revoked = await tx.apiKey.updateMany({
      where: { id, revokedAt: null },
      data: { revokedAt: new Date() },
    });
    if (revoked.count === 0 && !(await tx.apiKey.findUnique({ where: { id }, select: { id: true } }))) {
      throw notFound('API key');
    }
    if (revoked.count > 0) {
      await recordAudit(tx, ctx, { action: 'channels.api-key.revoke', entityType: 'ApiKey', entityId: id });
    }
  });
}
