import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type Database, MEMORY_DATA_DIR } from '../client';
import { hashPassword, verifyPassword } from '../password';
import { createTestDatabase, dropTestDatabases, TEST_DATABASE_URL } from '../test/postgres';

import { buildDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_REFERENCE_DATE, seedDemoData } from './index';

/** A cheap stand-in for argon2 (the hash itself is not what these tests look at). */
const fakeHash = async (plain: string) => `plain:${plain}`;

async function seededDatabase() {
  const db = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  await db.runMigrations();
  const result = await seedDemoData(db.prisma, { hashPassword: fakeHash });
  return { db, result };
}

async function snapshot(db: Database) {
  const firstOrder = await db.prisma.order.findFirstOrThrow({
    orderBy: { id: 'asc' },
    include: {
      products: { include: { options: true }, orderBy: { id: 'asc' } },
      history: { orderBy: { createdAt: 'asc' } },
    },
  });
  const lastOrder = await db.prisma.order.findFirstOrThrow({ orderBy: { id: 'desc' } });
  const totals = await db.prisma.order.aggregate({ _sum: { amount: true, refundSum: true }, _count: true });
  return {
    firstOrder: JSON.parse(JSON.stringify(firstOrder)) as unknown,
    lastOrder: lastOrder.uuid,
    totals: JSON.stringify(totals),
  };
}

describe('demo seed', () => {
  let first: Awaited<ReturnType<typeof seededDatabase>>;
  let second: Awaited<ReturnType<typeof seededDatabase>>;

  beforeAll(async () => {
    first = await seededDatabase();
    second = await seededDatabase();
  }, 120_000);
  afterAll(async () => {
    await first?.db.close();
    await second?.db.close();
    await dropTestDatabases();
  });

  it('is deterministic: two runs produce the same rows, ids and values', async () => {
    expect(first.result.seeded).toBe(true);
    expect(second.result.counts).toEqual(first.result.counts);
    expect(await snapshot(second.db)).toEqual(await snapshot(first.db));
    expect(buildDemoData(SEED_REFERENCE_DATE, 'h', 40)).toEqual(buildDemoData(SEED_REFERENCE_DATE, 'h', 40));
  });

  it('is idempotent: a second call does nothing', async () => {
    const before = await first.db.prisma.order.count();
    expect(await seedDemoData(first.db.prisma, { hashPassword: fakeHash })).toEqual({
      seeded: false,
      counts: {},
    });
    expect(await first.db.prisma.order.count()).toBe(before);
    expect(await first.db.prisma.user.count({ where: { email: DEMO_ACCOUNTS[0].email } })).toBe(1);
  });

  it('covers every role, status and state the screens show', async () => {
    const { prisma } = first.db;
    const distinct = async <T>(rows: Promise<T[]>, key: keyof T) =>
      [...new Set((await rows).map((row) => row[key]))].sort((a, b) => Number(a) - Number(b));

    const users = prisma.user.findMany({ select: { systemRole: true, status: true } });
    expect(await distinct(users, 'systemRole')).toEqual([0, 1, 2, 3]);
    expect(await distinct(prisma.user.findMany({ select: { status: true } }), 'status')).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(await distinct(prisma.company.findMany({ select: { status: true } }), 'status')).toEqual([
      0, 1, 2, 3,
    ]);
    expect(await distinct(prisma.employee.findMany({ select: { role: true } }), 'role')).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(await distinct(prisma.employee.findMany({ select: { status: true } }), 'status')).toEqual([
      0, 1, 2, 3,
    ]);
    expect(await distinct(prisma.order.findMany({ select: { status: true } }), 'status')).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(
      await distinct(prisma.order.findMany({ select: { paymentStatus: true } }), 'paymentStatus'),
    ).toEqual([0, 1, 2, 3]);
    expect(
      await distinct(prisma.orderProduct.findMany({ select: { simStatus: true } }), 'simStatus'),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 100, 101, 102]);
    expect(
      await distinct(prisma.discountCodeAction.findMany({ select: { discountType: true } }), 'discountType'),
    ).toEqual([0, 1, 2, 3, 4]);

    const orders = await prisma.order.findMany({ select: { createdAt: true } });
    expect(orders.length).toBeGreaterThanOrEqual(300);
    const oldest = SEED_REFERENCE_DATE.getTime() - 60 * 86_400_000;
    for (const order of orders) {
      expect(order.createdAt.getTime()).toBeLessThan(SEED_REFERENCE_DATE.getTime());
      expect(order.createdAt.getTime()).toBeGreaterThanOrEqual(oldest);
    }
    expect(await prisma.orderHistory.count()).toBeGreaterThan(orders.length);
    expect(await prisma.refundHistory.count()).toBeGreaterThan(0);
    expect(await prisma.donorOperator.findUnique({ where: { id: '29' } })).toMatchObject({
      displayedName: 'Vodafone',
    });
    expect(await prisma.shopSettings.count()).toBe(1);
    for (const model of [
      'blogPost',
      'slide',
      'faqQuestion',
      'pageFaqQuestion',
      'supportFile',
      'variable',
      'contactMessage',
      'partnerRequest',
      'sourceFile',
      'staticPage',
      'emailNotification',
      'store',
      'offer',
      'offerCategory',
      'offerDetail',
      'option',
      'billingPlan',
      'storedFile',
    ] as const) {
      expect(await (prisma[model] as unknown as { count(): Promise<number> }).count(), model).toBeGreaterThan(
        0,
      );
    }
    // Order amounts add up: products + shipment - discount.
    const order = await prisma.order.findFirstOrThrow({ where: { status: 7 }, include: { products: true } });
    const products = order.products.reduce((sum, product) => sum + Number(product.totalSum), 0);
    expect(Number(order.amount)).toBeCloseTo(
      products + Number(order.shipmentPrice) - Number(order.discountAmount),
      2,
    );
  });

  it('gives every demo account the documented password', async () => {
    const db = await createDatabase({ dataDir: MEMORY_DATA_DIR });
    try {
      await db.runMigrations();
      await seedDemoData(db.prisma, { hashPassword, orderCount: 5 });
      for (const account of DEMO_ACCOUNTS) {
        const user = await db.prisma.user.findUniqueOrThrow({ where: { email: account.email } });
        expect(user).toMatchObject({ systemRole: account.systemRole, status: account.status });
        expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
      }
    } finally {
      await db.close();
    }
  });

  it.runIf(TEST_DATABASE_URL)('loads the same data into a PostgreSQL server', async () => {
    const db = await createDatabase({ databaseUrl: await createTestDatabase(), dataDir: MEMORY_DATA_DIR });
    try {
      await db.runMigrations();
      const result = await seedDemoData(db.prisma, { hashPassword: fakeHash });
      expect(result.counts).toEqual(first.result.counts);
      expect(await snapshot(db)).toEqual(await snapshot(first.db));
    } finally {
      await db.close();
    }
  });
});
