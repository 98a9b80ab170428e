import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { createDatabase, type Database, driverQueryOf, MEMORY_DATA_DIR, rawQueryOf } from './client';
import { Prisma } from './generated/prisma/client';
import { loadMigrations } from './migrate';
import { createTestDatabase, dropTestDatabases, TEST_DATABASE_URL } from './test/postgres';

const projectMigrations = loadMigrations().map((migration) => migration.name);

afterAll(async () => {
  await dropTestDatabases();
});

const targets: [string, () => Promise<Database>][] = [
  ['PGlite (in memory)', () => createDatabase({ dataDir: MEMORY_DATA_DIR })],
];
if (TEST_DATABASE_URL) {
  targets.push([
    'PostgreSQL server',
    async () => createDatabase({ databaseUrl: await createTestDatabase(), dataDir: MEMORY_DATA_DIR }),
  ]);
}

describe.each(targets)('createDatabase on %s', (_name, open) => {
  it('migrates the project schema, then Prisma reads and writes it with proper error codes', async () => {
    const db = await open();
    try {
      expect(db.kind).toBe(TEST_DATABASE_URL && _name.startsWith('PostgreSQL') ? 'postgres' : 'pglite');
      await db.ping();
      expect(await db.pendingMigrations()).toEqual(projectMigrations);
      expect((await db.runMigrations()).applied).toEqual(projectMigrations);
      expect((await db.runMigrations()).applied).toEqual([]);
      expect(await db.pendingMigrations()).toEqual([]);

      const { prisma } = db;
      const owner = await prisma.user.create({
        data: {
          email: 'owner@example.com',
          passwordHash: 'x',
          firstName: 'Anna',
          birthday: new Date('1990-05-17'),
        },
      });
      expect(owner.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(owner.status).toBe(2);
      expect(owner.systemRole).toBe(0);
      expect(owner.birthday?.toISOString()).toBe('1990-05-17T00:00:00.000Z');

      // Unique violation -> P2002 (not the raw PostgreSQL code).
      const duplicate = await prisma.user
        .create({ data: { email: 'owner@example.com', passwordHash: 'y' } })
        .catch((error: unknown) => error);
      expect(duplicate).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);
      expect((duplicate as Prisma.PrismaClientKnownRequestError).code).toBe('P2002');

      // Foreign key violation -> P2003.
      const orphan = await prisma.employee
        .create({ data: { companyId: 999, userId: owner.id, role: 1, status: 1 } })
        .catch((error: unknown) => error);
      expect((orphan as Prisma.PrismaClientKnownRequestError).code).toBe('P2003');

      // Autoincrement id + uuid, Decimal, Json, timestamptz, BigInt.
      const company = await prisma.company.create({ data: { name: 'Alfa', ownerUserId: owner.id } });
      expect(company.id).toBeGreaterThan(0);
      expect(company.uuid).toMatch(/^[0-9a-f-]{36}$/);
      await prisma.employee.create({ data: { companyId: company.id, userId: owner.id, role: 4, status: 1 } });
      // Restrict: a user who owns a company cannot be deleted for real.
      const restricted = await prisma.user
        .delete({ where: { id: owner.id } })
        .catch((error: unknown) => error);
      expect(restricted).toBeInstanceOf(Prisma.PrismaClientKnownRequestError);

      const order = await prisma.order.create({
        data: {
          amount: '1234567890.12',
          paidData: { totalAmount: '12.30', nested: { ok: true } },
          paidAt: new Date('2025-03-30T01:30:00.000Z'),
          products: {
            create: [{ offerName: 'Giga 100', offerPrice: '7.99', totalSum: '7.99', simStatus: 100 }],
          },
        },
        include: { products: true },
      });
      expect(order.amount.toString()).toBe('1234567890.12');
      expect(order.paidData).toEqual({ totalAmount: '12.30', nested: { ok: true } });
      expect(order.paidAt?.toISOString()).toBe('2025-03-30T01:30:00.000Z');
      expect(order.products[0]?.simStatus).toBe(100);
      const audit = await prisma.auditLog.create({
        data: { action: 'test', entityType: 'order', entityId: String(order.id), changes: { a: 1 } },
      });
      expect(typeof audit.id).toBe('bigint');

      // Interactive transactions roll back.
      await expect(
        prisma.$transaction(async (tx) => {
          await tx.variable.create({ data: { name: 'rolled_back', value: 'x' } });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      expect(await prisma.variable.count({ where: { name: 'rolled_back' } })).toBe(0);

      // Many-to-many through the explicit join model.
      const offer = await prisma.offer.create({
        data: {
          name: 'Giga 100',
          price: '7.99',
          url: 'giga-100',
          categories: { create: [{ category: { create: { name: '5G', url: '5g' } } }] },
        },
        include: { categories: { include: { category: true } } },
      });
      expect(offer.categories.map((link) => link.category.name)).toEqual(['5G']);
    } finally {
      await db.close();
    }
  });

  it('answers a statement straight from the driver with its rows as written, in its order', async () => {
    const db = await open();
    try {
      const run = rawQueryOf(db.prisma);
      const rows = await run<{ id: number; label: string | null; even: boolean; at: string }>(
        `SELECT n AS id, CASE WHEN n = 2 THEN NULL ELSE 'row ' || n END AS label, n % 2 = 0 AS even,
                $1::timestamptz::text AS at
         FROM generate_series(1, 3) n ORDER BY n DESC`,
        [new Date('2025-07-01T10:00:00.000Z')],
      );
      expect(rows).toEqual([
        { id: 3, label: 'row 3', even: false, at: '2025-07-01 10:00:00+00' },
        { id: 2, label: null, even: true, at: '2025-07-01 10:00:00+00' },
        { id: 1, label: 'row 1', even: false, at: '2025-07-01 10:00:00+00' },
      ]);
    } finally {
      await db.close();
    }
  });
});

describe.each(targets)('notifications on %s', (name, open) => {
  it('hears a NOTIFY on its channel until stopped, and refuses a channel name that is not one', async () => {
    const db = await open();
    try {
      const heard: string[] = [];
      const stop = await db.listen('backoffice_test_channel', () => heard.push('notified'));
      await db.prisma.$executeRawUnsafe(`SELECT pg_notify('backoffice_test_channel', '')`);
      await db.prisma.$executeRawUnsafe(`SELECT pg_notify('another_channel', '')`);
      await expect.poll(() => heard.length).toBe(1);
      await stop();
      await db.prisma.$executeRawUnsafe(`SELECT pg_notify('backoffice_test_channel', '')`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(1);
      expect(() => db.listen('x; DROP TABLE users', () => undefined)).toThrow('Not a channel name');
    } finally {
      await db.close();
    }
  });

  it.skipIf(!name.startsWith('PostgreSQL'))(
    'listens again after its connection is cut, telling its caller that it may have missed some',
    async () => {
      const db = await open();
      try {
        let heard = 0;
        const stop = await db.listen('backoffice_test_channel', () => (heard += 1));
        await db.prisma.$executeRawUnsafe(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND query = 'LISTEN backoffice_test_channel'`,
        );
        // The loss itself counts as a notification (some may have been missed).
        await expect.poll(() => heard, { timeout: 5_000 }).toBe(1);
        // Listening again a second later, it hears the next one.
        await expect
          .poll(
            async () => {
              await db.prisma.$executeRawUnsafe(`SELECT pg_notify('backoffice_test_channel', '')`);
              return heard;
            },
            { timeout: 5_000, interval: 250 },
          )
          .toBeGreaterThan(1);
        await stop();
      } finally {
        await db.close();
      }
    },
  );
});

describe('createDatabase with a PGlite data folder', () => {
  it('creates <dataDir>/pglite and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'db-data-'));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.runMigrations();
      await first.prisma.variable.create({ data: { name: 'persisted', value: 'yes' } });
      await first.close();
      await first.close(); // idempotent
      expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

      const second = await createDatabase({ dataDir });
      expect(await second.pendingMigrations()).toEqual([]);
      expect((await second.prisma.variable.findUnique({ where: { name: 'persisted' } }))?.value).toBe('yes');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.runIf(TEST_DATABASE_URL)('createDatabase on PostgreSQL', () => {
  it('reads timestamps correctly when the server runs in another time zone', async () => {
    const databaseUrl = await createTestDatabase();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(
      `ALTER DATABASE "${new URL(databaseUrl).pathname.slice(1)}" SET TimeZone = 'Europe/Rome'`,
    );
    await admin.end();
    const db = await createDatabase({ databaseUrl, dataDir: MEMORY_DATA_DIR });
    try {
      await db.runMigrations();
      const at = new Date('2025-07-01T10:00:00.000Z');
      const created = await db.prisma.loginAttempt.create({
        data: { key: 'email:x', succeeded: false, createdAt: at },
      });
      const read = await db.prisma.loginAttempt.findUniqueOrThrow({ where: { id: created.id } });
      expect(read.createdAt.toISOString()).toBe(at.toISOString());
      // The stored instant is right too (seen from a session in Europe/Rome, outside Prisma).
      const check = new pg.Client({ connectionString: databaseUrl });
      await check.connect();
      const { rows } = await check.query<{ ok: boolean; text: string }>(
        `SELECT created_at = '2025-07-01T10:00:00Z'::timestamptz AS ok, created_at::text AS text FROM login_attempts`,
      );
      await check.end();
      expect(rows[0]).toEqual({ ok: true, text: '2025-07-01 12:00:00+02' });
      expect(
        await db.prisma.loginAttempt.count({
          where: { createdAt: { gte: new Date('2025-07-01T09:59:00.000Z') } },
        }),
      ).toBe(1);
    } finally {
      await db.close();
    }
  });

  it('opens its connections with the session settings a request relies on', async () => {
    const db = await createDatabase({
      databaseUrl: await createTestDatabase(),
      dataDir: MEMORY_DATA_DIR,
      timeouts: { statementMs: 7000 },
    });
    try {
      const settings = await defined(driverQueryOf(db.prisma), 'the driver')<{
        jit: string;
        timeout: string;
        zone: string;
      }>(
        `SELECT current_setting('jit') AS jit, current_setting('statement_timeout') AS timeout,
                current_setting('TimeZone') AS zone`,
        [],
      );
      expect(settings).toEqual([{ jit: 'off', timeout: '7s', zone: 'UTC' }]);
    } finally {
      await db.close();
    }
  });

  it('lets instances starting together migrate once', async () => {
    const databaseUrl = await createTestDatabase();
    const instances = await Promise.all(
      [1, 2, 3].map(() => createDatabase({ databaseUrl, dataDir: MEMORY_DATA_DIR, poolSize: 2 })),
    );
    try {
      const results = await Promise.all(instances.map((db) => db.runMigrations()));
      expect(results.flatMap((result) => result.applied)).toEqual(projectMigrations);
      for (const db of instances) expect(await db.pendingMigrations()).toEqual([]);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
