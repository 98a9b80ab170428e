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
 * loads it again, once for a burst of requests with the same key; an entry `load` does not find is
 * forgotten. Writes and the database's notifications `forget` them sooner, and a load under way when
 * they do is neither kept nor joined by later requests (it may have read the row before the write).
 */
export function resolvedCache<TEntry extends { cachedAt: number }>() {
  const caches = new WeakMap<PrismaClient, Map<string, TEntry>>();
  const loads = new WeakMap<PrismaClient, Map<string, Promise<TEntry | null>>>();
  /** Loads under way when their key was forgotten: what they read may predate the write. */
  const superseded = new WeakSet<Promise<TEntry | null>>();

  function loadOnce(prisma: PrismaClient, key: string, load: () => Promise<TEntry | null>) {
    const pending = perClient(loads, prisma);
    let loading = pending.get(key);
    if (!loading) {
      const started: Promise<TEntry | null> = load().finally(() => {
        if (pending.get(key) === started) pending.delete(key);
      });
      pending.set(key, (loading = started));
    }
    return loading;
  }

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
      const loading = loadOnce(prisma, key, load);
      const entry = await loading;
      const current = !superseded.has(loading);
      if (!entry) {
        if (current) cache.delete(key);
        return null;
      }
      if (seconds > 0 && current) {
        if (cache.size >= RESOLVED_CACHE_MAX_ENTRIES) cache.clear();
        cache.set(key, entry);
      }
      return entry;
    },
    /** Forgets one entry, or every entry of the client, with the loads under way. */
    forget(prisma: PrismaClient, key?: string) {
      const pending = loads.get(prisma);
      for (const [loadKey, loading] of pending ?? []) {
        if (key === undefined || loadKey === key) {
          superseded.add(loading);
          pending?.delete(loadKey);
        }
      }
      if (key === undefined) caches.get(prisma)?.clear();
      else caches.get(prisma)?.delete(key);
    },
  };
}
