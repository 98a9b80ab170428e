import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { defined, PaymentStatus, priceOrder } from '@backoffice/shared';

import { type BillingPlanSnapshot } from '../billing';
import { createDatabase, type Database, MEMORY_DATA_DIR } from '../client';
import { hashPassword, verifyPassword } from '../password';
import { createTestDatabase, dropTestDatabases, TEST_DATABASE_URL } from '../test/postgres';

import {
  buildDemoData,
  DEMO_ACCOUNTS,
  DEMO_FILE_PUBLIC_PREFIX,
  DEMO_PASSWORD,
  SEED_REFERENCE_DATE,
  seedDemoData,
} from './index';

const isNumber = (value: unknown): value is number => typeof value === 'number';

/** The activation prices an offer keeps with its billing plan snapshot (offers.external_data). */
function activationPricesOf(externalData: unknown): BillingPlanSnapshot['ActivationPrices'] {
  const prices: unknown =
    typeof externalData === 'object' && externalData !== null && 'ActivationPrices' in externalData
      ? externalData.ActivationPrices
      : undefined;
  if (
    typeof prices === 'object' &&
    prices !== null &&
    'NewActivation' in prices &&
    'FirstNetwork' in prices &&
    'OtherNetworks' in prices
  ) {
    const { NewActivation, FirstNetwork, OtherNetworks } = prices;
    if (isNumber(NewActivation) && isNumber(FirstNetwork) && isNumber(OtherNetworks)) {
      return { NewActivation, FirstNetwork, OtherNetworks };
    }
  }
  throw new Error(`No billing plan snapshot in ${JSON.stringify(externalData)}`);
}

/** A cheap stand-in for argon2 (the hash itself is not what these tests look at). */
const fakeHash = async (plain: string) => `plain:${plain}`;

/** The shape of a storage key (KEY_PATTERN in packages/api/src/files/storage.ts). */
const STORAGE_KEY = /^[a-z0-9_-]{1,48}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

async function seededDatabase() {
  const db = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  await db.runMigrations();
  const files = new Map<string, Buffer>();
  const result = await seedDemoData(db.prisma, {
    hashPassword: fakeHash,
    writeFile: async (key, bytes) => {
      files.set(key, bytes);
    },
  });
  return { db, result, files };
}

/** Every content field that holds a stored file's public path, by model and field. */
async function fileFields(db: Database) {
  const { prisma } = db;
  const rows = [
    ...(await prisma.blogPost.findMany()).flatMap((row) => [row.image1, row.image2]),
    ...(await prisma.slide.findMany()).flatMap((row) => [row.image, row.imageM]),
    ...(await prisma.supportFile.findMany()).map((row) => row.file),
    ...(await prisma.sourceFile.findMany()).map((row) => row.fileName),
    ...(await prisma.emailNotification.findMany()).map((row) => row.file),
    ...(await prisma.contactMessage.findMany()).map((row) => row.link).filter(Boolean),
    ...(await prisma.offer.findMany()).flatMap((row) => [
      row.photoList,
      row.photoSlide,
      row.photoSlideLg,
      row.photoSlideM,
      row.prospectsInfo,
      row.contract,
    ]),
    ...(await prisma.option.findMany()).flatMap((row) => [row.prospectsInfo, row.contract]),
  ];
  return rows;
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
    let written = 0;
    const writeFile = async () => {
      written += 1;
    };
    expect(await seedDemoData(first.db.prisma, { hashPassword: fakeHash, writeFile })).toEqual({
      seeded: false,
      counts: {},
    });
    expect(written).toBe(0);
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
    const counts: Record<string, () => Promise<number>> = {
      blogPost: () => prisma.blogPost.count(),
      slide: () => prisma.slide.count(),
      faqQuestion: () => prisma.faqQuestion.count(),
      pageFaqQuestion: () => prisma.pageFaqQuestion.count(),
      supportFile: () => prisma.supportFile.count(),
      variable: () => prisma.variable.count(),
      contactMessage: () => prisma.contactMessage.count(),
      partnerRequest: () => prisma.partnerRequest.count(),
      sourceFile: () => prisma.sourceFile.count(),
      staticPage: () => prisma.staticPage.count(),
      emailNotification: () => prisma.emailNotification.count(),
      store: () => prisma.store.count(),
      offer: () => prisma.offer.count(),
      offerCategory: () => prisma.offerCategory.count(),
      offerDetail: () => prisma.offerDetail.count(),
      option: () => prisma.option.count(),
      billingPlan: () => prisma.billingPlan.count(),
      storedFile: () => prisma.storedFile.count(),
    };
    for (const [model, count] of Object.entries(counts)) expect(await count(), model).toBeGreaterThan(0);
    // Order amounts add up: products + shipment - discount.
    const order = await prisma.order.findFirstOrThrow({ where: { status: 7 }, include: { products: true } });
    const products = order.products.reduce((sum, product) => sum + Number(product.totalSum), 0);
    expect(Number(order.amount)).toBeCloseTo(
      products + Number(order.shipmentPrice) - Number(order.discountAmount),
      2,
    );
  });

  it('prices every order with the shared priceOrder and covers the order states the screens show', async () => {
    const { prisma } = first.db;
    const settings = await prisma.shopSettings.findUniqueOrThrow({ where: { id: 1 } });
    const codes = new Map(
      (await prisma.discountCode.findMany({ include: { actions: { include: { params: true } } } })).map(
        (code) => [code.id, code],
      ),
    );
    const orders = await prisma.order.findMany({
      include: {
        products: {
          include: { options: { include: { option: true } }, offer: true },
          orderBy: { id: 'asc' },
        },
        refundHistory: true,
      },
      orderBy: { id: 'asc' },
    });
    for (const order of orders) {
      const code = order.discountCodeId
        ? defined(codes.get(order.discountCodeId), `discount code ${order.discountCodeId}`)
        : null;
      const pricing = priceOrder(
        {
          products: order.products.map((product) => ({
            offerPrice: product.offerPrice,
            activationPrices: activationPricesOf(defined(product.offer, 'the offer').externalData),
            donorNetwork: product.portationDonorNetwork,
            isEsim: product.isEsim,
            options: product.options.map((row) => {
              const option = defined(row.option, 'the option');
              return { id: option.bss || option.id, price: row.optionalPrice };
            }),
            ...(product.topupAmount.isZero() ? {} : { topUp: product.topupAmount }),
          })),
          delivery: order.products.some((product) => !product.isEsim) ? settings.eshopPrice : 0,
          esimPrices: { newActivation: settings.esimPrice, withMnp: settings.esimMnpPrice },
        },
        code && {
          ...code,
          expires_at: code.expiresAt,
          only_mnp: code.onlyMnp,
          actions: code.actions.map((action) => ({
            discount_type: action.discountType,
            amount: action.amount,
            amount_type: action.amountType,
            params: action.params.map((param) => param.value),
          })),
        },
        { now: order.createdAt },
      );
      expect(order.amount.toFixed(2), `order ${order.id}`).toBe(pricing.total);
      expect(order.discountAmount.toFixed(2), `order ${order.id}`).toBe(pricing.discount);
      if (code) expect(pricing.code?.applied).toBe(true);
      order.products.forEach((product, index) => {
        const rows = pricing.lines.filter((line) => line.product === index);
        expect((product.tableItems as Array<{ total: string }>).map((row) => row.total)).toEqual(
          rows.map((line) => line.total),
        );
      });
      expect(order.refundSum.lessThanOrEqualTo(order.paymentSum), `order ${order.id}`).toBe(true);
    }

    const products = orders.flatMap((order) => order.products);
    const some = (test: (order: (typeof orders)[number]) => boolean) => orders.some(test);
    expect(some((order) => order.products.length === 1)).toBe(true);
    expect(some((order) => order.products.length > 1)).toBe(true);
    expect(products.some((product) => product.isEsim && product.portationDonorNetwork)).toBe(true);
    expect(products.some((product) => !product.isEsim)).toBe(true);
    expect(products.some((product) => product.portationDonorNetwork === '29')).toBe(true);
    expect(
      products.some((product) => product.portationDonorNetwork && product.portationDonorNetwork !== '29'),
    ).toBe(true);
    expect(products.some((product) => product.errorBss && !product.isSendBss)).toBe(true);
    expect(products.some((product) => !product.errorBss && !product.isSendBss)).toBe(true);
    expect(some((order) => order.discountCodeName !== null && order.discountAmount.greaterThan(0))).toBe(
      true,
    );
    for (const payment of [PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded]) {
      const refunded = orders.filter((order) => order.paymentStatus === payment);
      expect(refunded.length, `payment ${payment}`).toBeGreaterThan(0);
      for (const order of refunded) {
        expect(order.refundSum.greaterThan(0)).toBe(true);
        const completed = order.refundHistory.filter((row) => row.refundStatus === 'completed');
        expect(completed.map((row) => row.amount.toFixed(2))).toEqual([order.refundSum.toFixed(2)]);
      }
    }
    expect(
      orders
        .filter((order) => order.paymentStatus === PaymentStatus.Refunded)
        .every((order) => order.refundSum.equals(order.paymentSum)),
    ).toBe(true);
  });

  it('stores demo files like uploads: real keys, public paths in the content, real bytes', async () => {
    const stored = await first.db.prisma.storedFile.findMany();
    expect(stored.length).toBeGreaterThan(50);
    const keys = new Set(stored.map((row) => row.storageKey));
    for (const row of stored) {
      expect(row.storageKey).toMatch(STORAGE_KEY);
      const month = String(row.createdAt.getUTCMonth() + 1).padStart(2, '0');
      const dated = `${row.directory}/${row.createdAt.getUTCFullYear()}/${month}/`;
      expect(row.storageKey.startsWith(dated), row.storageKey).toBe(true);
      expect(row.storageKey.endsWith(`/${row.id}.${row.originalName.split('.').pop()}`)).toBe(true);

      const bytes = defined(first.files.get(row.storageKey), `the bytes of ${row.storageKey}`);
      expect(row.size).toBe(bytes.length);
      const head = bytes.subarray(0, 16).toString('latin1');
      if (row.mimeType === 'image/png') {
        expect(row.originalName).toMatch(/\.png$/);
        expect(head.startsWith('\x89PNG\r\n\x1a\n')).toBe(true);
        const size = /-(\d+)x(\d+)\.png$/.exec(row.originalName);
        const width = bytes.readUInt32BE(16);
        const height = bytes.readUInt32BE(20);
        if (size) expect(`${width}x${height}`).toBe(`${size[1]}x${size[2]}`);
      } else if (row.mimeType === 'application/pdf') {
        expect(head.startsWith('%PDF-')).toBe(true);
        expect(bytes.toString('latin1')).toContain(row.originalName);
      } else {
        expect(row.mimeType).toBe('text/html');
        expect(head.startsWith('<!doctype html>')).toBe(true);
      }
    }
    expect([...first.files.keys()].sort()).toEqual([...keys].sort());
    expect(stored.some((row) => row.mimeType === 'image/jpeg')).toBe(false);

    // Every content field holds the public path of an existing row, and every row is used once.
    const paths = await fileFields(first.db);
    for (const path of paths) {
      expect(path.startsWith(DEMO_FILE_PUBLIC_PREFIX), path).toBe(true);
      expect(keys.has(path.slice(DEMO_FILE_PUBLIC_PREFIX.length)), path).toBe(true);
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.length).toBe(stored.length);
  });

  it('dates everything from the reference date it is given', () => {
    const referenceDate = new Date('2026-11-21T09:30:00.000Z');
    const data = buildDemoData(referenceDate, 'h', 60);
    const times = data.orders.map((order) => new Date(defined(order.createdAt, 'createdAt')).getTime());
    expect(Math.max(...times)).toBeLessThan(referenceDate.getTime());
    expect(Math.max(...times)).toBeGreaterThan(referenceDate.getTime() - 3 * 86_400_000);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(referenceDate.getTime() - 60 * 86_400_000);
    for (const row of data.orderHistory)
      expect(new Date(defined(row.createdAt, 'createdAt')).getTime()).toBeLessThan(referenceDate.getTime());
    // Nothing happens after the reference date (discount codes' expiry dates are fixed on purpose).
    for (const [model, rows] of Object.entries(data))
      for (const row of (Array.isArray(rows) ? rows : [rows]) as Record<string, unknown>[])
        for (const [field, value] of Object.entries(row))
          if (value instanceof Date && !(model === 'discountCodes' && field === 'expiresAt'))
            expect(value.getTime(), `${model}.${field}`).toBeLessThanOrEqual(referenceDate.getTime());
    // Same rows and ids as from the fixed date; only the dates (and the dated file keys) move.
    const fixed = buildDemoData(SEED_REFERENCE_DATE, 'h', 60);
    expect(data.orders.map((order) => order.uuid)).toEqual(fixed.orders.map((order) => order.uuid));
    expect(data.storedFiles.map((row) => row.id)).toEqual(fixed.storedFiles.map((row) => row.id));
    expect(data.storedFiles.some((row) => row.storageKey.includes('/2026/11/'))).toBe(true);
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
