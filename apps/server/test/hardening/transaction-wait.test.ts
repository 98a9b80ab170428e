import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isDatabaseUnavailable, mapDatabaseError, retryAfterOf } from '@backoffice/api';

import { createTestDatabase, type TestDatabase } from '../support/test-database';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One connection (PGlite has only one; the PostgreSQL pool is cut to one): transactions take turns. */
describe('a transaction waiting for its connection', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ databaseOptions: { poolSize: 1 } });
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const holdConnection = (ms: number) =>
    test.database.prisma.$transaction(async (tx) => {
      await tx.$queryRawUnsafe('SELECT 1');
      await pause(ms);
    });

  it('waits longer than Prisma’s default 2 s before giving up', async () => {
    const held = holdConnection(2500);
    await pause(100);
    const answer = await test.database.prisma.$transaction(async (tx) =>
      tx.$queryRawUnsafe('SELECT 1 AS one'),
    );
    expect(answer).toEqual([{ one: 1 }]);
    await held;
  });

  it('reads a wait that ran out as the database being busy: 503 with Retry-After, not 500', async () => {
    const held = holdConnection(600);
    await pause(100);
    const failure = await test.database.prisma
      .$transaction(async (tx) => tx.$queryRawUnsafe('SELECT 1'), { maxWait: 50 })
      .then(
        () => null,
        (error: unknown) => error,
      );
    await held;
    expect(failure).not.toBeNull();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const mapped = mapDatabaseError(failure) as { code?: string };
    expect(mapped.code).toBe('SERVICE_UNAVAILABLE');
    expect(retryAfterOf(mapped)).toBeGreaterThan(0);
  });
});
