import { type PrismaClient } from '@backoffice/db';
import { describe, expect, it } from 'vitest';

import { resolvedCache } from './resolved-cache';

interface Entry {
  value: string;
  cachedAt: number;
}

/** A load the test finishes when it wants, counting how often it was started. */
function controlledLoad() {
  const finishes: Array<(entry: Entry | null) => void> = [];
  return {
    started: () => finishes.length,
    load: () => new Promise<Entry | null>((resolve) => finishes.push(resolve)),
    finish: (index: number, value: string | null) =>
      finishes[index]?.(value === null ? null : { value, cachedAt: Date.now() }),
  };
}

// The cache keys its maps by the database client object; any object stands for one here.
const client = () => ({}) as PrismaClient;

describe('resolvedCache', () => {
  it('loads a key once for a burst of reads, then answers from memory', async () => {
    const cache = resolvedCache<Entry>();
    const prisma = client();
    const loads = controlledLoad();
    const burst = Array.from({ length: 5 }, () => cache.read(prisma, 'k', 5, loads.load));
    expect(loads.started()).toBe(1);
    loads.finish(0, 'first');
    expect((await Promise.all(burst)).map((entry) => entry?.value)).toEqual(Array(5).fill('first'));
    await expect(cache.read(prisma, 'k', 5, loads.load)).resolves.toMatchObject({ value: 'first' });
    expect(loads.started()).toBe(1);
  });

  it('neither keeps nor lets later reads join a load under way when the key is forgotten', async () => {
    const cache = resolvedCache<Entry>();
    const prisma = client();
    const loads = controlledLoad();
    const before = cache.read(prisma, 'k', 5, loads.load);
    cache.forget(prisma);
    const after = cache.read(prisma, 'k', 5, loads.load);
    expect(loads.started()).toBe(2);
    // The older load ends last: what it read must not replace the newer entry.
    loads.finish(1, 'read after the write');
    await expect(after).resolves.toMatchObject({ value: 'read after the write' });
    loads.finish(0, 'read before the write');
    await expect(before).resolves.toMatchObject({ value: 'read before the write' });
    // What the first load read is not what the cache holds now.
    await expect(cache.read(prisma, 'k', 5, loads.load)).resolves.toMatchObject({
      value: 'read after the write',
    });
    expect(loads.started()).toBe(2);
  });

  it('lets the loads of other keys fill the cache when one key is forgotten', async () => {
    const cache = resolvedCache<Entry>();
    const prisma = client();
    const loads = controlledLoad();
    const other = cache.read(prisma, 'other', 5, loads.load);
    cache.forget(prisma, 'k');
    loads.finish(0, 'other key');
    await other;
    await expect(cache.read(prisma, 'other', 5, loads.load)).resolves.toMatchObject({ value: 'other key' });
    expect(loads.started()).toBe(1);
  });

  it('reads again every time without a lifetime, and forgets what is no longer found', async () => {
    const cache = resolvedCache<Entry>();
    const prisma = client();
    const loads = controlledLoad();
    const uncached = cache.read(prisma, 'k', 0, loads.load);
    loads.finish(0, 'one');
    await uncached;
    const again = cache.read(prisma, 'k', 5, loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(1, null);
    await expect(again).resolves.toBeNull();
  });
});
