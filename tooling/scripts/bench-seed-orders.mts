// Bench data: N orders (default 100,000) with one to four SIMs each (2.5 on average: 250,000 SIMs for
// 100,000 orders), spread over a date range, written with set-based SQL in a few seconds. For the
// reports bench, the order list bench and any other bench over orders.
//   DATABASE_URL=postgres://... npx tsx tooling/scripts/bench-seed-orders.mts [count]
// Without DATABASE_URL it seeds the PGlite database in DATA_DIR (default ./data).
import { hashPassword, type PrismaClient } from '@backoffice/db';
import { SystemRole, UserStatus } from '@backoffice/shared';

import { BENCH_PASSWORD } from './bench-helpers.mjs';

export interface BenchOrdersOptions {
  count?: number;
  /** Orders are spread evenly from `from` to `to`. */
  from?: Date;
  to?: Date;
  /** Orders per INSERT statement. */
  batch?: number;
}

export const BENCH_ORDERS_FROM = new Date('2025-01-01T00:00:00Z');
export const BENCH_ORDERS_TO = new Date('2025-12-31T12:00:00Z');

/** Adds the orders (and their SIMs) and answers how many orders and SIMs were written. */
export async function seedBenchOrders(prisma: PrismaClient, options: BenchOrdersOptions = {}) {
  const count = options.count ?? 100_000;
  const from = options.from ?? BENCH_ORDERS_FROM;
  const to = options.to ?? BENCH_ORDERS_TO;
  const batch = options.batch ?? 25_000;
  const stepMs = (to.getTime() - from.getTime()) / count;
  const before = await prisma.$queryRawUnsafe<Array<{ max: number | null }>>(
    'SELECT max(id)::int AS max FROM orders',
  );
  const firstId = (before[0]?.max ?? 0) + 1;
  // A bulk load: the secondary indexes (the trigram ones above all) are built once at the end, which
  // is several times faster than keeping them up to date row by row. Unique indexes stay.
  const indexes = await prisma.$queryRawUnsafe<Array<{ name: string; definition: string }>>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
     WHERE schemaname = 'public' AND tablename IN ('orders', 'order_products') AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
  );
  for (const index of indexes) await prisma.$executeRawUnsafe(`DROP INDEX "${index.name}"`);
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(start + batch, count) - 1;
    await prisma.$executeRawUnsafe(
      `INSERT INTO orders (uuid, status, payment_status, amount, note, discount_amount, discount_code_name,
         first_name, last_name, fiscal_code, email, phone, delivery_street_name, delivery_street_number,
         delivery_city, delivery_province, delivery_zip_code, delivery_country, platform, created_at, updated_at)
       SELECT gen_random_uuid(), i % 8, i % 4, round((9.99 + (i % 50))::numeric, 2),
         CASE WHEN i % 10 = 0 THEN '=1+1 note ' || i ELSE 'note ' || i END,
         CASE WHEN i % 5 = 0 THEN 5 ELSE 0 END, CASE WHEN i % 5 = 0 THEN 'BENCH5' END,
         'Name' || i, 'Surname' || (i % 997), 'RSSMRA80A01H501' || chr(65 + i % 26),
         'customer' || i || '@example.test', '+39 333 ' || lpad((i % 10000000)::text, 7, '0'),
         'Via Roma', (i % 200)::text, 'Torino', 'TO', '10121', 'IT', CASE WHEN i % 3 = 0 THEN 'app' ELSE 'web' END,
         $1::timestamptz + (i * $2::float8) * interval '1 millisecond', now()
       FROM generate_series($3::int, $4::int) AS i`,
      from,
      stepMs,
      start,
      end,
    );
  }
  // SIMs in slices of orders too: one statement per slice stays well inside the statement timeout.
  let sims = 0;
  for (let start = 0; start < count; start += batch) {
    sims += await prisma.$executeRawUnsafe(
      `INSERT INTO order_products (uuid, order_id, offer_name, offer_price, is_esim, msisdn, sim_status, created_at, updated_at)
       SELECT gen_random_uuid(), o.id, CASE WHEN k = 1 THEN 'Giga 100' ELSE 'Basic' END, 9.99, (o.id + k) % 3 = 0,
         CASE WHEN o.id % 2 = 0 THEN '333' || lpad((o.id * 10 + k)::text, 7, '0') END,
         CASE WHEN o.id % 2 = 0 THEN 7 ELSE 0 END, o.created_at, now()
       FROM orders o CROSS JOIN LATERAL generate_series(1, 1 + o.id % 4) AS k
       WHERE o.id >= $1 AND o.id < $2`,
      firstId + start,
      // The last slice is open-ended, in case the id sequence skipped numbers.
      start + batch >= count ? 2 ** 31 - 1 : firstId + start + batch,
    );
  }
  for (const index of indexes) await prisma.$executeRawUnsafe(index.definition);
  return { orders: count, sims };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { createDatabase } = await import('@backoffice/db');
  const count = Number(process.argv[2] ?? 100_000);
  const database = await createDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'data',
  });
  await database.runMigrations();
  const started = performance.now();
  const result = await seedBenchOrders(database.prisma, { count });
  console.info(
    `${result.orders} orders and ${result.sims} SIMs in ${Math.round(performance.now() - started)} ms`,
  );
  await database.close();
}

/** An active agent of the order desk (no system role) who signs in with BENCH_PASSWORD. */
export async function addBenchAgent(prisma: PrismaClient, email: string) {
  await prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(BENCH_PASSWORD),
      firstName: 'Bench',
      lastName: 'Agent',
      systemRole: SystemRole.NoRole,
      status: UserStatus.Active,
    },
  });
}
