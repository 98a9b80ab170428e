// Bench of the order list and page (issue 11 §6), called by `npm run bench` after the build, or alone:
//   npx tsx tooling/scripts/bench-orders.mts [--orders 100000]
// On PGlite and on PostgreSQL (BENCH_DATABASE_URL, or the local server when it answers), side by side:
//  - the bench seed: N orders (default 100,000) with 2.5 SIMs each over the last year (target < 60 s);
//  - the first page of the default list (last week, 15 SIM rows and the total): the raw SQL straight
//    through the driver, then REST and tRPC, one request at a time and in turns (p50 and p99; target:
//    p50 at most 2x the raw SQL), with a bare HTTP round trip (GET /healthz) as the transport's floor;
//  - a filtered, searched and sorted page the same way, and the desk's search over every date (tRPC
//    orders.deskList) against its raw SQL (target: p50 at most 2x);
//  - capacity at a constant arrival rate (PostgreSQL): for the first page, the filtered page, the
//    all-time search and the order page, the highest rate held at p99 under 50 ms, beside the same
//    figure for a bare express route sending the same statements through the driver
//    (`capacity <page>: <rate>/s (bare <rate>/s, ratio <r>)`, target: ratio at least 0.6);
//  - the whole range streamed over REST: the server's memory while it streams one month and the
//    whole year (flat: the same growth for 12 times the rows).
// The server runs as a child process (apps/server/dist, built by `npm run bench`); the load
// generator and the raw SQL run here.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import type * as PGliteModule from '@electric-sql/pglite';
import type * as PgTrgmModule from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { z } from 'zod';

import { createDatabase } from '@backoffice/db';
import {
  defined,
  EVERY_ORDER_DATE,
  orderListDefaultRange,
  orderListQuerySchema,
  type OrderListQueryInput,
} from '@backoffice/shared';

import { ORDER_DETAIL_SQL } from '../../packages/api/src/services/orders/detail';
import {
  orderDeskPageStatements,
  orderListPageStatements,
  type SqlStatement,
} from '../../packages/api/src/services/orders/list-sql';
import {
  capacities,
  createPostgresDatabase,
  root,
  SERVER_BUNDLE,
  signIn,
  startAppServer,
  startProcess,
  stopProcess,
  timeInTurns,
} from './bench-helpers.mjs';
import { addBenchAgent, seedBenchOrders } from './bench-seed-orders.mts';

// The PGlite build the database package uses (the root's copy is another version).
const requireDb = createRequire(join(root, 'packages', 'db', 'package.json'));
const ordersArgument = process.argv.indexOf('--orders');
const ORDERS = Number(
  ordersArgument > 0 ? process.argv[ordersArgument + 1] : (process.env.BENCH_ORDERS ?? 100_000),
);
const STREAM_HEAP_MB = 192;
const EMAIL = 'orders-bench@example.com';

/** The two pages measured: the default first page, and a filtered, searched and sorted one. */
const PAGES: Record<string, OrderListQueryInput> = {
  first: { page: 1, pageSize: 15 },
  filtered: {
    page: 1,
    pageSize: 15,
    status: [0, 1, 2],
    payment_status: [1],
    is_esim: 0,
    total_from: '15',
    total_to: '50',
    search: 'surname4',
    sort: 'amount',
    direction: 'asc',
  },
};

/** The desk's search over every date: one customer's email, as an agent types it. */
const SEARCH: OrderListQueryInput = { page: 1, pageSize: 15, search: 'customer4242@' };

/** Rates tried for capacity, rising; each runs CAPACITY_SECONDS. */
const CAPACITY_RATES = [25, 50, 75, 100, 125, 150, 200, 250, 300, 350, 400, 500, 600, 800];
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
/**
 * "Held" is p99 under 50 ms, or under twice the raw SQL's own p99 one request at a time when that is
 * already above 25 ms (a page whose statements alone take longer cannot hold 50 ms at any rate).
 */
const CAPACITY_P99_MS = 50;
const capacityLimitMs = (rawP99: number) => Math.max(CAPACITY_P99_MS, 2 * rawP99);

/** What the order page sends: its one statement (the order, its SIMs and their options as JSON). */
const detailStatements = (uuid: string): SqlStatement[] => [{ sql: ORDER_DETAIL_SQL, params: [uuid] }];

const restQuery = (input: OrderListQueryInput) =>
  new URLSearchParams(
    Object.entries(input).map(([key, value]): [string, string] => [
      key,
      Array.isArray(value) ? value.join(',') : String(value),
    ]),
  ).toString();

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : 0;
}

const ROW_KEY = '"product_uuid"';

/** Streams a range over REST, reading the body as it comes, and samples the server's memory meanwhile. */
async function streamRange(url: string, headers: Record<string, string>, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(url, { headers });
  let bytes = 0;
  let rows = 0;
  let carry = '';
  const decoder = new TextDecoder();
  const reader = defined(response.body, 'the answer body').getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const chunk = part.value;
    bytes += chunk.length;
    // The tail of the last chunk goes with this one, so a key split between two chunks counts once.
    const text = carry + decoder.decode(chunk, { stream: true });
    rows += text.split(ROW_KEY).length - 1;
    carry = text.slice(-(ROW_KEY.length - 1));
  }
  clearInterval(sampler);
  return {
    rows,
    mb: bytes / 1e6,
    seconds: (performance.now() - started) / 1000,
    before,
    growth: peak - before,
  };
}

type RawQuery = (sql: string, params: unknown[]) => Promise<unknown[]>;

async function benchDatabase(label: string, target: { url?: string; dataDir: string }) {
  const port = 3220;
  const database = await createDatabase({ databaseUrl: target.url, dataDir: target.dataDir });
  await database.runMigrations();
  await addBenchAgent(database.prisma, EMAIL);
  const seedStarted = performance.now();
  const seeded = await seedBenchOrders(database.prisma, {
    count: ORDERS,
    from: new Date(Date.now() - 365 * 86_400_000),
    to: new Date(),
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await database.prisma.$executeRawUnsafe('VACUUM ANALYZE');
  await database.close();

  // The raw SQL runs here: over pg on the server, or on a copy of the PGlite folder (one process owns one).
  let raw: RawQuery;
  let closeRaw: () => Promise<void>;
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 4, options: '-c TimeZone=UTC' });
    raw = async (sql, params) => (await pool.query(sql, params)).rows;
    closeRaw = () => pool.end();
  } else {
    const copy = `${target.dataDir}-raw`;
    cpSync(target.dataDir, copy, { recursive: true });
    const { PGlite } = (await import(requireDb.resolve('@electric-sql/pglite'))) as typeof PGliteModule;
    const { pg_trgm } = (await import(
      requireDb.resolve('@electric-sql/pglite/contrib/pg_trgm')
    )) as typeof PgTrgmModule;
    const db = await PGlite.create(join(copy, 'pglite'), { extensions: { pg_trgm } });
    raw = async (sql, params) => (await db.query(sql, params)).rows;
    closeRaw = () => db.close();
  }

  const serverEnv = target.url
    ? { DATABASE_URL: target.url, DATA_DIR: target.dataDir }
    : { DATA_DIR: target.dataDir, DATABASE_URL: '' };
  let server = await startAppServer(port, serverEnv);
  try {
    const base = `http://127.0.0.1:${port}`;
    const headers = await signIn(base, EMAIL);
    // A kept-alive socket the server closed after its idle timeout, just as fetch reused it, is retried once.
    const send = (path: string) =>
      fetch(base + path, { headers }).catch(() => fetch(base + path, { headers }));
    const get = async (path: string) => {
      const response = await send(path);
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<Record<string, unknown>>;
    };

    const results: Record<string, unknown> = { seedSeconds, seeded };
    for (const [name, input] of Object.entries(PAGES)) {
      const query = orderListQuerySchema.parse(input);
      const statements = orderListPageStatements(query, defined(query.paging, 'a page'));
      const toDriver = (params: unknown[]) =>
        params.map((value) => (value instanceof Date ? value.toISOString() : value));
      const rawPage = () =>
        Promise.all([
          raw(statements.rows.sql, toDriver(statements.rows.params)),
          raw(statements.count.sql, toDriver(statements.count.params)),
        ]);
      const restPath = `/api/web-api/orders/get-list?${restQuery(input)}`;
      const trpcPath = `/trpc/orders.getList?input=${encodeURIComponent(JSON.stringify(input))}`;
      // The same answer three ways before anything is timed.
      const [rawAnswer, restAnswer, trpcAnswer] = await Promise.all([
        rawPage(),
        get(restPath),
        get(trpcPath),
      ]);
      const rawTotal = (rawAnswer[1][0] as { total: number }).total;
      const trpcData = (trpcAnswer.result as { data: { total: number } }).data;
      if (restAnswer.total !== rawTotal || trpcData.total !== rawTotal) {
        throw new Error(
          `${name}: the reads disagree: ${JSON.stringify([rawTotal, restAnswer.total, trpcData.total])}`,
        );
      }
      results[name] = {
        total: rawTotal,
        ...(await timeInTurns({
          raw: rawPage,
          rest: () => get(restPath),
          trpc: () => get(trpcPath),
          // The HTTP round trip alone (client, express, the answer): the floor under REST and tRPC.
          http: () => get('/healthz'),
        })),
      };
    }

    const toDriver = (params: unknown[]) =>
      params.map((value) => (value instanceof Date ? value.toISOString() : value));
    const searchQuery = orderListQuerySchema.parse(SEARCH);
    const searchStatements = orderDeskPageStatements(searchQuery, defined(searchQuery.paging, 'a page'), {
      openBounds: EVERY_ORDER_DATE,
    });
    const rawSearch = () =>
      Promise.all([
        raw(searchStatements.rows.sql, toDriver(searchStatements.rows.params)),
        raw(searchStatements.count.sql, toDriver(searchStatements.count.params)),
      ]);
    // As the screen sends it: through tRPC's batch link, a batch of one.
    const searchInput = encodeURIComponent(
      JSON.stringify({ 0: { list: SEARCH, open_bounds: EVERY_ORDER_DATE } }),
    );
    const searchPath = `/trpc/orders.deskList?batch=1&input=${searchInput}`;
    const [searchAnswer] = z
      .tuple([z.object({ result: z.object({ data: z.object({ total: z.number() }) }) })])
      .parse(await get(searchPath));
    const rawSearchTotal = ((await rawSearch())[1][0] as { total: number }).total;
    if (searchAnswer.result.data.total !== rawSearchTotal) {
      throw new Error(`search: the reads disagree: ${searchAnswer.result.data.total} vs ${rawSearchTotal}`);
    }
    results.search = {
      total: rawSearchTotal,
      ...(await timeInTurns({ raw: rawSearch, trpc: () => get(searchPath) })),
    };

    const first = (await get(`/api/web-api/orders/get-list?page=1`)) as { data: Array<{ uuid: string }> };
    const detailUuid = defined(first.data[0], 'an order on the first page').uuid;
    const detailPath = `/api/web-api/order/get?uuid=${detailUuid}`;
    results.detail = (await timeInTurns({ detail: () => get(detailPath) })).detail;

    if (target.url) {
      // The bare baseline: the same statements per call, through the driver, on the same express.
      const statementSets: Record<string, SqlStatement[]> = {
        search: [
          { sql: searchStatements.rows.sql, params: toDriver(searchStatements.rows.params) },
          { sql: searchStatements.count.sql, params: toDriver(searchStatements.count.params) },
        ],
        detail: detailStatements(detailUuid),
      };
      for (const name of ['first', 'filtered'] as const) {
        const query = orderListQuerySchema.parse(PAGES[name]);
        const statements = orderListPageStatements(query, defined(query.paging, 'a page'));
        statementSets[name] = [
          { sql: statements.rows.sql, params: toDriver(statements.rows.params) },
          { sql: statements.count.sql, params: toDriver(statements.count.params) },
        ];
      }
      const statementsFile = join(mkdtempSync(join(tmpdir(), 'bench-bare-')), 'statements.json');
      writeFileSync(statementsFile, JSON.stringify(statementSets));
      const barePort = port + 1;
      const bare = await startProcess(
        [
          join(root, 'tooling', 'scripts', 'bench-bare-express.mjs'),
          String(barePort),
          target.url,
          statementsFile,
        ],
        { NODE_ENV: 'production' },
        `http://127.0.0.1:${barePort}/bare`,
      );
      try {
        const measured: Record<string, string> = {
          'first page': `/api/web-api/orders/get-list?${restQuery(defined(PAGES.first, 'the first page'))}`,
          'filtered page': `/api/web-api/orders/get-list?${restQuery(defined(PAGES.filtered, 'the filtered page'))}`,
          'all-time search': searchPath,
          'order page': detailPath,
        };
        const bareName: Record<string, string> = {
          'first page': 'first',
          'filtered page': 'filtered',
          'all-time search': 'search',
          'order page': 'detail',
        };
        const rawP99: Record<string, number> = {
          'first page': (results.first as { raw: { p99: number } }).raw.p99,
          'filtered page': (results.filtered as { raw: { p99: number } }).raw.p99,
          'all-time search': (results.search as { raw: { p99: number } }).raw.p99,
          'order page': (
            await timeInTurns({
              raw: () =>
                Promise.all(
                  detailStatements(detailUuid).map((statement) => raw(statement.sql, statement.params)),
                ),
            })
          ).raw.p99,
        };
        const measuredCapacity: Record<
          string,
          { app: number; bare: number; limitMs: number; runs: unknown }
        > = {};
        for (const [name, path] of Object.entries(measured)) {
          const limitMs = capacityLimitMs(defined(rawP99[name], `the raw p99 of ${name}`));
          const { held, runs } = await capacities(
            {
              app: { url: base + path, headers },
              bare: { url: `http://127.0.0.1:${barePort}/bare/q/${bareName[name]}`, headers: {} },
            },
            { rates: CAPACITY_RATES, seconds: CAPACITY_SECONDS, p99Ms: limitMs },
          );
          measuredCapacity[name] = {
            app: defined(held.app, 'the app rate'),
            bare: defined(held.bare, 'the bare rate'),
            limitMs,
            runs,
          };
        }
        results.capacity = measuredCapacity;
      } finally {
        await stopProcess(bare);
      }
    }

    // Streaming runs on a server whose JavaScript heap is capped below what a year's answer would need
    // held at once (250,000 row objects and a 97 MB text): it finishes only if memory stays flat.
    // The load left a backlog in the server: let it drain before the restart closes its pool.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await stopProcess(server);
    server = await startAppServer(port, {
      ...serverEnv,
      NODE_OPTIONS: `--max-old-space-size=${STREAM_HEAP_MB}`,
    });
    // A month and a year, both up to the end of today (the default range's start is a week before its day).
    const endDate = orderListDefaultRange().endDate;
    const since = (days: number) =>
      orderListDefaultRange(new Date(Date.now() - (days - 7) * 86_400_000)).startDate;
    const streamed: Record<string, Awaited<ReturnType<typeof streamRange>>> = {};
    for (const [name, days] of [
      ['month', 30],
      ['year', 365],
    ] as const) {
      const range = new URLSearchParams({ startDate: since(days), endDate });
      streamed[name] = await streamRange(
        `${base}/api/web-api/orders/get-list?${range.toString()}`,
        headers,
        defined(server.pid, "the server's pid"),
      );
    }
    results.streamed = streamed;
    report(label, results);
  } finally {
    await stopProcess(server);
    await closeRaw();
  }
}

function report(label: string, results: Record<string, any>) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
  console.info(
    `\n${label}: ${results.seeded.orders} orders, ${results.seeded.sims} SIMs seeded in ${results.seedSeconds.toFixed(1)} s (target < 60 s) ${verdict(results.seedSeconds < 60)}`,
  );
  for (const name of Object.keys(PAGES)) {
    const page = results[name];
    console.info(`  ${name} page (${page.total} SIM rows match), one request at a time, p50 / p99:`);
    console.info(`    raw SQL ${ms(page.raw.p50)} / ${ms(page.raw.p99)}`);
    console.info(`    HTTP round trip alone (GET /healthz) ${ms(page.http.p50)} / ${ms(page.http.p99)}`);
    for (const transport of ['rest', 'trpc'] as const) {
      const ratio = page[transport].p50 / page.raw.p50;
      console.info(
        `    ${transport === 'rest' ? 'REST   ' : 'tRPC   '} ${ms(page[transport].p50)} / ${ms(page[transport].p99)}, p50 ${ratio.toFixed(2)}x raw (target <= 2x) ${verdict(ratio <= 2)}`,
      );
    }
  }
  console.info(
    `  order page, one request at a time: p50 ${ms(results.detail.p50)} / p99 ${ms(results.detail.p99)}`,
  );
  const search = results.search;
  const searchRatio = search.trpc.p50 / search.raw.p50;
  console.info(
    `  all-time search (${search.total} SIM rows match), one request at a time, p50 / p99: raw SQL ${ms(search.raw.p50)} / ${ms(search.raw.p99)}, tRPC ${ms(search.trpc.p50)} / ${ms(search.trpc.p99)}, p50 ${searchRatio.toFixed(2)}x raw (target <= 2x) ${verdict(searchRatio <= 2)}`,
  );
  if (results.capacity) {
    console.info(
      `  capacity at a constant arrival rate: the highest rate held at p99 under the limit (${CAPACITY_P99_MS} ms, or twice the raw SQL's p99 alone when higher), ${CAPACITY_SECONDS} s per rate, app and bare in turns (target: ratio >= 0.6)`,
    );
    type Run = { rate: number; p99: number; failed: number };
    const steps = (runs: Run[]) =>
      runs
        .map((run) => `${run.rate}/s ${run.p99.toFixed(0)} ms${run.failed ? ` (${run.failed} failed)` : ''}`)
        .join(', ');
    for (const [name, result] of Object.entries(
      results.capacity as Record<
        string,
        { app: number; bare: number; limitMs: number; runs: { app: Run[]; bare: Run[] } }
      >,
    )) {
      const ratio = result.bare > 0 ? result.app / result.bare : 0;
      console.info(
        `    capacity ${name}: ${result.app}/s (bare ${result.bare}/s, ratio ${ratio.toFixed(2)}) ${verdict(ratio >= 0.6)}, p99 limit ${result.limitMs.toFixed(0)} ms`,
      );
      console.info(`      p99 by rate: app ${steps(result.runs.app)}; bare ${steps(result.runs.bare)}`);
    }
  }
  const { month, year } = results.streamed;
  for (const [name, run] of Object.entries<any>({ month, year })) {
    console.info(
      `  whole ${name} streamed over REST: ${run.rows} rows, ${run.mb.toFixed(1)} MB in ${run.seconds.toFixed(1)} s, server RSS ${run.before.toFixed(0)} MB, growth ${run.growth.toFixed(0)} MB`,
    );
  }
  console.info(
    `  streaming memory (server heap capped at ${STREAM_HEAP_MB} MB): ${(year.rows / Math.max(1, month.rows)).toFixed(1)}x the rows, growth ${year.growth.toFixed(0)} MB vs ${month.growth.toFixed(0)} MB ${verdict(year.rows === results.seeded.sims && year.growth < month.growth + 40)}`,
  );
  console.info(
    `  (machine load average: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')})`,
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'backoffice-bench-orders-'));
try {
  console.info(`\norder list and order page (issue 11), ${ORDERS} orders, server ${SERVER_BUNDLE}`);
  if (!process.env.BENCH_SKIP_PGLITE) await benchDatabase('PGlite', { dataDir: join(scratch, 'pglite-app') });
  const postgres = await createPostgresDatabase('backoffice_bench_orders');
  if (postgres) {
    try {
      await benchDatabase('PostgreSQL', { url: postgres.url, dataDir: join(scratch, 'pg-files') });
    } finally {
      await postgres.drop();
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
