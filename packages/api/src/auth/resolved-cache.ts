import { type PrismaClient } from '@backoffice/db';

/** Bounds the memory of a burst of distinct tokens; a cache simply starts over past it. */
export const RESOLVED_CACHE_MAX_ENTRIES = 10_000;

/** The map of one database client (a test process runs several servers, each its own client). */
export function perClient<T>(store: WeakMap<PrismaClient, Map<string, T>>, prisma: PrismaClient) {
  let map = store.get(prisma);
  if (!map) store.set(prisma, (map = new Map<string, T>()));
  return map;
}

/**
 * Credentials resolved from the database (sessions, API keys), kept in memory for a few seconds so
 * that a request costs no query: `read` answers the entry while it is younger than `seconds`, else
 * loads it again; an entry `load` does not find is forgotten. Writes and the database's notifications
 * `forget` them sooner.
 */
export function resolvedCache<TEntry extends { cachedAt: number }>() {
  const caches = new WeakMap<PrismaClient, Map<string, TEntry>>();
  return {
    async read(
      prisma: PrismaClient,
      key: string,
      seconds: number,
      load: () => Promise<TEntry | null>,
    ): Promise<TEntry | null> {
      const cache = perClient(caches, prisma);
      const cached = cache.get(key);
      if (cached && Date.now() - cached.cachedAt < seconds * 1000) return cached;
      const entry = await load();
      if (!entry) {
        cache.delete(key);
        return null;
      }
      if (seconds > 0) {
        if (cache.size >= RESOLVED_CACHE_MAX_ENTRIES) cache.clear();
        cache.set(key, entry);
      }
      return entry;
    },
    /** Forgets one entry, or every entry of the client. */
    forget(prisma: PrismaClient, key?: string) {
      if (key === undefined) caches.get(prisma)?.clear();
      else caches.get(prisma)?.delete(key);
    },
  };
}
