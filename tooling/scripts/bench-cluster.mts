// Bench of several instances and the read replica (issue 21 §5), called by `npm run bench` after the
// build, or alone: npx tsx tooling/scripts/bench-cluster.mts
// On a PostgreSQL primary and a streaming replica made for the run (initdb and pg_basebackup, as the
// replica test does), with BENCH_ORDERS orders (default 100,000) over the last year:
//  - capacity of the order list's first page (the default week, 15 SIM rows and the total): the
//    highest constant arrival rate held at p99 under 50 ms by one instance reached directly, the same
//    instance behind Debian's HAProxy (configured as docs/deploy.md says) and two instances behind it;
//  - the first page's latency at a constant LIST_RATE/s alone, then while XLSX exports of the whole
//    year run back to back, read from the primary and read from the replica (DATABASE_REPLICA_URL).
// Latency is counted from each request's scheduled send (bench-helpers.mjs `constantRate`).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { createDatabase } from '@backoffice/db';
import { FILE_ROUTE_PATHS, romeToday } from '@backoffice/shared';

import { startBalancer, waitForStates } from '../../apps/server/test/support/haproxy';
import { startReplicaCluster } from '../../apps/server/test/support/replica-cluster';
import { capacities, constantRate, signIn, startAppServer, stopProcess } from './bench-helpers.mjs';
import { addBenchAgent, seedBenchOrders } from './bench-seed-orders.mts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const EMAIL = 'cluster-bench@example.com';
const CAPACITY_RATES = [200, 400, 600, 700, 800, 900, 1000, 1100, 1200, 1400];
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
const CAPACITY_P99_MS = 50;
/** The desk's steady load while exports run: agents paging the queue. */
const LIST_RATE = 50;
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 15);
const [FIRST_PORT, SECOND_PORT] = [3230, 3231];
const FIRST_PAGE = '/api/web-api/orders/get-list?page=1&pageSize=15';

const scratch = mkdtempSync(join(tmpdir(), 'backoffice-bench-cluster-'));
const cluster = await startReplicaCluster();
try {
  const databaseUrl = new URL(cluster.primaryUrl);
  databaseUrl.pathname = '/backoffice_bench_cluster';
  const admin = new pg.Client({ connectionString: cluster.primaryUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE backoffice_bench_cluster');
  await admin.end();
  const database = await createDatabase({ databaseUrl: databaseUrl.toString(), dataDir: scratch });
  await database.runMigrations();
  await addBenchAgent(database.prisma, EMAIL);
  const seeded = await seedBenchOrders(database.prisma, {
    count: ORDERS,
    from: new Date(Date.now() - 365 * 86_400_000),
    to: new Date(),
  });
  await database.prisma.$executeRawUnsafe('VACUUM ANALYZE');
  await database.close();
  await cluster.caughtUp();

  const primaryEnv = {
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: scratch,
    // The exports run back to back for the whole measure: far more than a person's hourly allowance.
    REPORT_EXPORTS_PER_HOUR: '100000',
  };
  console.info(
    `\ninstances and replica (issue 21): ${seeded.orders} orders, ${seeded.sims} SIMs over a year, PostgreSQL primary and streaming replica on this machine (load ${loadavg()[0]?.toFixed(1)})`,
  );

  // ---- one instance direct, one behind HAProxy, two behind HAProxy ----
  {
    const first = await startAppServer(FIRST_PORT, primaryEnv);
    const second = await startAppServer(SECOND_PORT, primaryEnv);
    const one = await startBalancer({ a: FIRST_PORT });
    const two = await startBalancer({ a: FIRST_PORT, b: SECOND_PORT });
    try {
      await waitForStates(one, { a: 'UP' });
      await waitForStates(two, { a: 'UP', b: 'UP' });
      const headers = await signIn(`http://127.0.0.1:${FIRST_PORT}`, EMAIL);
      const targets = {
        direct: { url: `http://127.0.0.1:${FIRST_PORT}${FIRST_PAGE}`, headers },
        'HAProxy, one instance': { url: one.url + FIRST_PAGE, headers },
        'HAProxy, two instances': { url: two.url + FIRST_PAGE, headers },
      };
      for (const { url } of Object.values(targets)) {
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      }
      const { held, runs } = await capacities(targets, {
        rates: CAPACITY_RATES,
        seconds: CAPACITY_SECONDS,
        p99Ms: CAPACITY_P99_MS,
      });
      console.info(
        `  order list, first page: highest rate held at p99 < ${CAPACITY_P99_MS} ms (${CAPACITY_SECONDS} s a rate, 2 cores)`,
      );
      const direct = held.direct as number;
      for (const [name, rate] of Object.entries<number>(held)) {
        const atRate = (runs[name] as Array<{ rate: number; p99: number }>).find((run) => run.rate === rate);
        console.info(
          `    ${name.padEnd(24)} ${String(rate).padStart(5)}/s (p99 there ${atRate?.p99.toFixed(0) ?? '-'} ms), ratio to direct ${(rate / direct).toFixed(2)}`,
        );
      }
    } finally {
      await Promise.all([one.close(), two.close()]);
      await Promise.all([stopProcess(first), stopProcess(second)]);
    }
  }

  // ---- the desk's latency during XLSX exports, without and with the replica ----
  const to = romeToday();
  const from = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const replicaUrl = cluster.replicaUrlOf(databaseUrl.toString());
  /** Rows each server has read for the bench database (pg_stat_database, flushed within a second). */
  const rowsRead = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const count = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ rows: string }>(
          'SELECT (tup_returned + tup_fetched)::text AS rows FROM pg_stat_database WHERE datname = current_database()',
        );
        return Number(rows[0]?.rows ?? 0);
      } finally {
        await client.end();
      }
    };
    return { primary: await count(databaseUrl.toString()), replica: await count(replicaUrl) };
  };
  const deskLatency = async (env: Record<string, string>) => {
    const server = await startAppServer(FIRST_PORT, env);
    try {
      const base = `http://127.0.0.1:${FIRST_PORT}`;
      const headers = await signIn(base, EMAIL);
      const post = (path: string, body: unknown) =>
        fetch(base + path, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const preview = await post('/api/admin/reports/get-data', { date_from: from, date_to: to, type: 2 });
      if (!preview.ok) throw new Error(`report preview: ${preview.status} ${await preview.text()}`);
      const { xlsLink } = ((await preview.json()) as { response: { xlsLink: string } }).response;
      const exportOnce = async () => {
        const started = performance.now();
        const response = await post(FILE_ROUTE_PATHS.download, { file_name: xlsLink });
        if (!response.ok) throw new Error(`export: ${response.status} ${await response.text()}`);
        const bytes = (await response.arrayBuffer()).byteLength;
        return { ms: performance.now() - started, bytes };
      };
      const list = `${base}${FIRST_PAGE}`;
      await constantRate(list, headers, LIST_RATE, 3);
      const idle = await constantRate(list, headers, LIST_RATE, LIST_SECONDS);
      const before = await rowsRead();
      const single = await exportOnce();
      const after = await rowsRead();
      const read = { primary: after.primary - before.primary, replica: after.replica - before.replica };
      let exporting = true;
      let exports = 0;
      const loop = (async () => {
        while (exporting) {
          await exportOnce();
          exports += 1;
        }
      })();
      const busy = await constantRate(list, headers, LIST_RATE, LIST_SECONDS);
      exporting = false;
      await loop;
      return { idle, busy, single, exports, read };
    } finally {
      await stopProcess(server);
    }
  };
  const onPrimary = await deskLatency(primaryEnv);
  const onReplica = await deskLatency({ ...primaryEnv, DATABASE_REPLICA_URL: replicaUrl });
  const millions = (rows: number) => `${(rows / 1e6).toFixed(2)} M`;
  const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
  console.info(
    `  order list, first page at ${LIST_RATE}/s for ${LIST_SECONDS} s, while XLSX exports of the year (${(onPrimary.single.bytes / 1e6).toFixed(1)} MB, ${(onPrimary.single.ms / 1000).toFixed(1)} s alone) run back to back:`,
  );
  for (const [name, run] of [
    ['exports read the primary', onPrimary],
    ['exports read the replica', onReplica],
  ] as const) {
    console.info(
      `    ${name}: p50 ${ms(run.idle.p50)} / p99 ${ms(run.idle.p99)} alone, p50 ${ms(run.busy.p50)} / p99 ${ms(run.busy.p99)} during ${run.exports} exports (failed ${run.idle.failed + run.busy.failed}); one export read ${millions(run.read.primary)} rows on the primary, ${millions(run.read.replica)} on the replica`,
    );
  }
} finally {
  await cluster.close();
  rmSync(scratch, { recursive: true, force: true });
}
