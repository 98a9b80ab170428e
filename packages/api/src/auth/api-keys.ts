import { createHash, timingSafeEqual } from 'node:crypto';

import { type PrismaClient } from '@backoffice/db';
import { API_KEY_PREFIX, type ApiKeyPolicy, SystemRole, UserStatus } from '@backoffice/shared';

import { type AuthenticatedSession } from './session';

/** Only the SHA-256 of a key is stored: a 256-bit random secret needs no slow hash. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/**
 * What a `channel` key may call besides public procedures: create orders, read orders, and read the
 * catalogue the public site shows. Anything else answers 403, whatever the procedure's own policy.
 */
export const CHANNEL_KEY_PROCEDURES: ReadonlySet<string> = new Set([
  'orders.createOrder',
  'orders.getList',
  'orders.get',
  'orders.getHistory',
  'shop.offers.list',
  'shop.offers.get',
  'shop.offerCategories.list',
  'shop.offerCategories.get',
  'shop.options.list',
  'shop.options.get',
  'shop.offerDetails.list',
  'shop.offerDetails.get',
  'shop.otherSettings.get',
  'shop.otherSettings.promoData',
]);

/** lastUsedAt is written at most this often per key. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

/**
 * Resolves `Authorization: Bearer bo_live_…` to a session of the key's account, or null for an
 * unknown or revoked key. Read from the database on every request (one indexed row), so a revoked
 * key stops working at once on every instance.
 */
export async function resolveApiKey(
  prisma: PrismaClient,
  secret: string,
): Promise<AuthenticatedSession | null> {
  const secretHash = hashApiKey(secret);
  const key = await prisma.apiKey.findUnique({
    where: { secretHash },
    select: {
      id: true,
      name: true,
      policy: true,
      secretHash: true,
      lastUsedAt: true,
      revokedAt: true,
      user: {
        select: {
          id: true,
          email: true,
          firstName: true,
          lastName: true,
          secondName: true,
          sex: true,
          phone: true,
          birthday: true,
        },
      },
    },
  });
  // The lookup is by hash; the constant-time comparison keeps the last step free of timing hints.
  if (!key || key.revokedAt || !timingSafeEqual(Buffer.from(key.secretHash), Buffer.from(secretHash))) {
    return null;
  }
  const now = Date.now();
  if (!key.lastUsedAt || now - key.lastUsedAt.getTime() > LAST_USED_WRITE_INTERVAL_MS) {
    // Best effort and off the request's path: the next use a minute later tries again.
    void prisma.apiKey
      .updateMany({ where: { id: key.id }, data: { lastUsedAt: new Date(now) } })
      .catch(() => undefined);
  }
  return {
    id: `api-key:${key.id}`,
    impersonatorSessionId: null,
    impersonatorUserId: null,
    user: { ...key.user, systemRole: SystemRole.NoRole, status: UserStatus.Active },
    apiKey: { id: key.id, name: key.name, policy: key.policy as ApiKeyPolicy },
  };
}
