import { createHash, timingSafeEqual } from 'node:crypto';

import { type PrismaClient } from '@backoffice/db';
import { API_KEY_PREFIX, type ApiKeyPolicy } from '@backoffice/shared';

import { type ApiConfig } from '../config';
import { resolvedCache } from './resolved-cache';
import { type ApiKeyCaller, callerAccountSelect } from './caller';

/** Only the SHA-256 of a key is stored: a 256-bit random secret needs no slow hash. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

/** lastUsedAt is written at most this often per key. */
const LAST_USED_WRITE_INTERVAL_MS = 60_000;

interface CachedKey {
  caller: ApiKeyCaller;
  keyId: string;
  lastUsedAt: number | null;
  cachedAt: number;
}

const keyCache = resolvedCache<CachedKey>();

/**
 * Forgets this instance's resolved keys: after any write here, and when the database says a key was
 * revoked or an account changed on any instance (with the sessions, `forgetCachedSessions`).
 */
export function forgetCachedApiKeys(prisma: PrismaClient) {
  keyCache.forget(prisma);
}

async function loadKey(prisma: PrismaClient, secretHash: string): Promise<CachedKey | null> {
  const key = await prisma.apiKey.findUnique({
    where: { secretHash },
    select: {
      id: true,
      name: true,
      policy: true,
      secretHash: true,
      lastUsedAt: true,
      revokedAt: true,
      user: { select: callerAccountSelect },
    },
  });
  // The lookup is by hash; the constant-time comparison keeps the last step free of timing hints.
  if (!key || key.revokedAt || !timingSafeEqual(Buffer.from(key.secretHash), Buffer.from(secretHash))) {
    return null;
  }
  return {
    caller: {
      kind: 'apiKey',
      key: { id: key.id, name: key.name, policy: key.policy as ApiKeyPolicy },
      account: key.user,
    },
    keyId: key.id,
    lastUsedAt: key.lastUsedAt?.getTime() ?? null,
    cachedAt: Date.now(),
  };
}

/**
 * Resolves `Authorization: Bearer bo_live_…` to the key's caller, or null for an
 * unknown or revoked key. A resolved key is kept in memory for `sessionCacheSeconds`, as sessions
 * are: a key is read on every call of a channel, and that read halved what the order list served
 * (measured, `bench-channels.mts`). A revoke on any instance reaches every cache at once through the
 * database's notification (`api_keys_changed`), the cache's lifetime covering a missed one.
 */
export async function resolveApiKey(
  prisma: PrismaClient,
  config: Pick<ApiConfig, 'sessionCacheSeconds'>,
  secret: string,
): Promise<ApiKeyCaller | null> {
  const secretHash = hashApiKey(secret);
  const entry = await keyCache.read(prisma, secretHash, config.sessionCacheSeconds, () =>
    loadKey(prisma, secretHash),
  );
  if (!entry) return null;
  const now = Date.now();
  if (entry.lastUsedAt === null || now - entry.lastUsedAt > LAST_USED_WRITE_INTERVAL_MS) {
    entry.lastUsedAt = now;
    // Best effort and off the request's path: the next use a minute later tries again.
    void prisma.apiKey
      .updateMany({ where: { id: entry.keyId }, data: { lastUsedAt: new Date(now) } })
      .catch(() => undefined);
  }
  return entry.caller;
}
