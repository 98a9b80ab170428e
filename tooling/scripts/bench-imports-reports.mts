// Bench of issue 12 (called by `npm run bench`, or alone: `npx tsx tooling/scripts/bench-imports-reports.mts`):
//  - store CSV import: 10,000 rows with coordinates, from the upload to the finished job (target >= 1,000 rows/s);
//  - the paged stores list over those 10,000 stores: first page, a searched page and a page sorted by date,
//    through the list procedure with an administrator's session (p50 and p99 of 100 calls each);
//  - reports over 100,000 orders: the raw query alone, then XLSX (target <= 5 s, <= 200 MB peak) and CSV
//    (target <= 2 s), each in its own process so its peak memory (maxRSS) is its own.
// Database: a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (or TEST_DATABASE_URL),
// dropped afterwards; without either, an embedded PGlite database in a temporary folder.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import {
  type ApiServices,
  appRouter,
  createContext,
  createLocalFileStorage,
  defaultApiConfig,
  startBackgroundJobs,
  startStoreImport,
} from '@backoffice/api';
import { createDatabase, hashPassword } from '@backoffice/db';
import { defined, ReportType, SystemRole, UserStatus } from '@backoffice/shared';

import { createCsvSink, createXlsxSink } from '../../packages/api/src/exports/spreadsheet-writers';
import { createSession } from '../../packages/api/src/auth/session';
import { REPORT_COLUMNS } from '../../packages/api/src/services/reports/columns';
import { sheetColumns, writeReport } from '../../packages/api/src/services/reports/files';
import { streamReport } from '../../packages/api/src/services/reports/query';
import { BENCH_ORDERS_FROM, BENCH_ORDERS_TO, seedBenchOrders } from './bench-seed-orders.mts';

const STORE_ROWS = 10_000;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const query = { type: ReportType.OrderData, from: BENCH_ORDERS_FROM, to: BENCH_ORDERS_TO };

async function openDatabase(url: string | undefined, dataDir: string) {
  return createDatabase({ databaseUrl: url, dataDir });
}

/** One measurement in this process: raw | xlsx | csv. Prints one JSON line. */
async function child(mode: string, url: string | undefined, dataDir: string) {
  const database = await openDatabase(url, dataDir);
  const columns = sheetColumns(REPORT_COLUMNS[query.type]);
  // Warm the connection and the plan, then measure from a settled heap.
  for await (const batch of streamReport(database.prisma, query, { limit: 10 })) void batch;
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const file = join(dataDir, `report.${mode}`);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let rows = 0;
  if (mode === 'raw') {
    for await (const batch of streamReport(database.prisma, query)) rows += batch.length;
  } else {
    const out = createWriteStream(file);
    const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
    const sink = mode === 'xlsx' ? createXlsxSink(out, columns) : createCsvSink(out, columns);
    rows = (await writeReport(streamReport(database.prisma, query), query.type, [sink])).total;
    await closed;
  }
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const bytes = mode === 'raw' ? 0 : statSync(file).size;
  // The parent reads this line from standard output.
  process.stdout.write(
    `${JSON.stringify({ mode, rows, ms, cpuMs, peakMb, baseMb: rssBefore / 1024 / 1024, bytes })}\n`,
  );
  await database.close();
}

async function benchStoreImport(services: ApiServices) {
  const lines = ['store_name;address;latitude;longitude;status'];
  for (let i = 0; i < STORE_ROWS; i += 1) {
    lines.push(
      `Bench store ${i};Via Roma ${i}, Torino;${(41 + (i % 500) / 100).toFixed(5)};${(9 + (i % 300) / 100).toFixed(5)};1`,
    );
  }
  const bytes = new TextEncoder().encode(lines.join('\n'));
  const jobs = startBackgroundJobs(services, { pollMs: 50 });
  const ctx = {
    ...services,
    session: null,
    request: { ip: null, userAgent: null, sessionToken: null, companyUuid: null },
  };
  const started = performance.now();
  const { job_uuid } = await startStoreImport(ctx as never, bytes);
  jobs.kick();
  for (;;) {
    const job = await services.prisma.job.findUniqueOrThrow({
      where: { id: job_uuid },
      select: { status: true },
    });
    if (job.status === 'succeeded' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  await jobs.stop();
  const loaded = await services.prisma.store.count();
  const rate = STORE_ROWS / seconds;
  console.info(
    `store import: ${loaded} of ${STORE_ROWS} rows in ${seconds.toFixed(2)} s = ${rate.toFixed(0)} rows/s (target >= 1000) ${rate >= 1000 && loaded === STORE_ROWS ? 'OK' : 'BELOW TARGET'}`,
  );
}

/** The paged stores list (GET /api/admin/get-sales-points with list parameters) through its procedure. */
async function benchStoresList(services: ApiServices) {
  const admin = await services.prisma.user.create({
    data: {
      email: `bench-admin-${randomUUID().slice(0, 8)}@example.test`,
      passwordHash: await hashPassword('bench-password'),
      systemRole: SystemRole.Admin,
      status: UserStatus.Active,
    },
  });
  const request = { ip: null, userAgent: 'bench', sessionToken: null, apiKey: null, companyUuid: null };
  const sessionToken = await createSession(services.prisma, services.config, {
    userId: admin.id,
    ...request,
  });
  const caller = appRouter.createCaller(await createContext(services, { ...request, sessionToken }));
  const pages = {
    'first page': { page: 1 },
    "search 'roma 12'": { page: 1, search: 'roma 12' },
    'newest first': { page: 1, sort: 'created_at', direction: 'desc' },
  } as const;
  const figures: string[] = [];
  for (const [name, input] of Object.entries(pages)) {
    const times: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const started = performance.now();
      await caller.stores.stores.list(input);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    figures.push(
      `${name} p50 ${defined(times[49], 'a p50').toFixed(1)} ms, p99 ${defined(times[98], 'a p99').toFixed(1)} ms`,
    );
  }
  console.info(`paged stores list (10,000 stores, 15 a page): ${figures.join('; ')}`);
}

async function main() {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench12-'));
  let url: string | undefined;
  let name = '';
  if (server) {
    name = `backoffice_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(server);
    target.pathname = `/${name}`;
    url = target.toString();
  }
  console.info(`\nissue 12 bench on ${url ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  try {
    const database = await openDatabase(url, dataDir);
    await database.runMigrations();
    const services: ApiServices = {
      prisma: database.prisma,
      reads: database.prisma,
      config: defaultApiConfig,
      storage: createLocalFileStorage(join(dataDir, 'files')),
    };
    await benchStoreImport(services);
    await benchStoresList(services);
    const seeding = performance.now();
    const seeded = await seedBenchOrders(database.prisma, { count: ORDERS });
    console.info(
      `seeded ${seeded.orders} orders, ${seeded.sims} SIMs in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // As bench-orders does: a live database has its statistics; without them the planner misjudges
    // the SIM-count probes and JIT-compiles every batch (most of the export's time, measured).
    await database.prisma.$executeRawUnsafe('VACUUM ANALYZE');
    await database.close();

    type Export = { rows: number; ms: number; cpuMs: number; peakMb: number; baseMb: number; bytes: number };
    const results: Record<string, Export> = {};
    for (const mode of ['raw', 'xlsx', 'csv']) {
      const run = spawnSync(
        process.execPath,
        [
          '--expose-gc',
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          '--child',
          mode,
          url ?? '',
          dataDir,
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const line = run.stdout.trim().split('\n').pop() ?? '';
      results[mode] = JSON.parse(line) as Export;
    }
    const exportOf = (mode: string): Export => defined(results[mode], `the ${mode} export's figures`);
    const [raw, xlsx, csv] = [exportOf('raw'), exportOf('xlsx'), exportOf('csv')];
    const s = (ms: number) => (ms / 1000).toFixed(2);
    const growth = (r: { peakMb: number; baseMb: number }) => r.peakMb - r.baseMb;
    console.info(
      `report 'order data', ${raw.rows} rows (process RSS before each export ~${xlsx.baseMb.toFixed(0)} MB: Prisma's and PGlite's WASM):`,
    );
    console.info(
      `  raw query (batched keyset reads only): ${s(raw.ms)} s (CPU ${s(raw.cpuMs)} s), RSS growth ${growth(raw).toFixed(0)} MB`,
    );
    console.info(
      `  XLSX: ${s(xlsx.ms)} s (target <= 5 s) ${xlsx.ms <= 5000 ? 'OK' : 'ABOVE TARGET'} (CPU ${s(xlsx.cpuMs)} s), RSS growth ${growth(xlsx).toFixed(0)} MB (target <= 200 MB) ${growth(xlsx) <= 200 ? 'OK' : 'ABOVE TARGET'}, peak RSS ${xlsx.peakMb.toFixed(0)} MB, ${(xlsx.bytes / 1e6).toFixed(1)} MB file`,
    );
    console.info(
      `  CSV:  ${s(csv.ms)} s (target <= 2 s) ${csv.ms <= 2000 ? 'OK' : 'ABOVE TARGET'} (CPU ${s(csv.cpuMs)} s), RSS growth ${growth(csv).toFixed(0)} MB, peak RSS ${csv.peakMb.toFixed(0)} MB, ${(csv.bytes / 1e6).toFixed(1)} MB file`,
    );
    console.info(
      `  (machine load average: ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (server && name) {
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] ?? 'raw', process.argv[4] || undefined, process.argv[5] ?? '');
} else {
  await main();
}
