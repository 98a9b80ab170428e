// Issue 21 §4 asked to measure both ways of keeping the embedded database responsive during long work:
// giving way between pieces on the server's thread (what is built: `givingWay` in packages/db) and
// PGlite on a worker thread of its own. This bench (part of `npm run bench`, or alone:
// `node tooling/scripts/bench-embedded-worker.mjs`) runs the store import's heaviest statement, the
// insert of a step's rows into `stores` with its two trigram indexes, until ROWS rows are in, while a
// light query is sent at 20 a second, its latency counted from its scheduled moment; four ways:
//  - same thread, steps of 1,000 back to back (before issue 21);
//  - same thread, steps of 250 giving way after each as long as it ran (at most 100 ms), as built;
//  - PGlite on a worker thread, steps of 1,000 or of 250 sent back to back as messages.
// Printed: the light query's p50, p99 and worst wait, and the inserts' total time.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';

import { percentiles, root } from './bench-helpers.mjs';

const requireDb = createRequire(join(root, 'packages', 'db', 'package.json'));
const { PGlite } = await import(requireDb.resolve('@electric-sql/pglite'));
const { pg_trgm } = await import(requireDb.resolve('@electric-sql/pglite/contrib/pg_trgm'));

/** Stores inserted in each run, in steps of 1,000 rows (1,000 is a step on PostgreSQL) or 250 (PGlite's, as built). */
const ROWS = Number(process.env.BENCH_WORKER_ROWS ?? 200_000);
const PROBE_RATE = 20;
const GIVE_WAY_MAX_MS = 100;

const SCHEMA = `
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE stores (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), store_name text NOT NULL, address text NOT NULL,
    latitude float8, longitude float8, active boolean NOT NULL DEFAULT true, priority int NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now());
  CREATE INDEX ON stores (priority, store_name);
  CREATE INDEX ON stores (store_name);
  CREATE INDEX ON stores (created_at);
  CREATE INDEX ON stores USING gin (store_name gin_trgm_ops);
  CREATE INDEX ON stores USING gin (address gin_trgm_ops);
  CREATE TABLE jobs (id int PRIMARY KEY, status text NOT NULL);
  INSERT INTO jobs SELECT i, 'running' FROM generate_series(1, 10) AS i;`;
const INSERT = `INSERT INTO stores (store_name, address, latitude, longitude, active)
  SELECT name, address, 45.07, 7.68, true FROM unnest($1::text[], $2::text[]) AS rows(name, address)`;
const PROBE = `SELECT id, status FROM jobs WHERE id = $1`;

const stepParams = (step, stepRows) => {
  const numbers = Array.from({ length: stepRows }, (_, i) => step * stepRows + i);
  return [numbers.map((n) => `Bench store ${n}`), numbers.map((n) => `Via Roma ${n}, Torino`)];
};

const openDatabase = async () => {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  await db.exec(SCHEMA);
  return db;
};

if (!isMainThread) {
  // The worker owns the database and runs what the main thread sends, in the order it arrives.
  const db = await openDatabase();
  parentPort.on('message', async ({ id, sql, params }) => {
    await db.query(sql, params);
    parentPort.postMessage(id);
  });
  parentPort.postMessage('ready');
} else {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Runs the steps with `query` while probing with it; answers the probes' waits and the steps' time.
   * Every probe scheduled before the steps end is sent, late if the thread was held.
   */
  const measure = async (query, { stepRows, giveWay }) => {
    const waits = [];
    let until = Infinity;
    const probes = [];
    const prober = (async () => {
      const started = performance.now();
      for (let index = 0; ; index += 1) {
        const scheduled = started + (index * 1000) / PROBE_RATE;
        if (scheduled >= until) break;
        const wait = scheduled - performance.now();
        if (wait > 1) await sleep(wait);
        probes.push(query(PROBE, [1 + (index % 10)]).then(() => waits.push(performance.now() - scheduled)));
      }
    })();
    // The light query alone first, one at a time: what the thread hop costs every request.
    const alone = [];
    for (let index = 0; index < 500; index += 1) {
      const sent = performance.now();
      await query(PROBE, [1 + (index % 10)]);
      if (index >= 100) alone.push(performance.now() - sent);
    }
    const started = performance.now();
    for (let step = 0; step * stepRows < ROWS; step += 1) {
      const pieceStarted = performance.now();
      await query(INSERT, stepParams(step, stepRows));
      if (giveWay) await sleep(Math.min(Math.max(performance.now() - pieceStarted, 1), GIVE_WAY_MAX_MS));
    }
    until = performance.now();
    const seconds = (until - started) / 1000;
    await prober;
    await Promise.all(probes);
    return {
      ...percentiles(waits),
      worst: Math.max(...waits),
      count: waits.length,
      seconds,
      aloneP50: percentiles(alone).p50,
    };
  };

  const results = {};
  const runs = {
    'same thread, back to back': { worker: false, stepRows: 1000, giveWay: false },
    'same thread, giving way (built)': { worker: false, stepRows: 250, giveWay: true },
    'worker thread, steps of 1,000': { worker: true, stepRows: 1000, giveWay: false },
    'worker thread, steps of 250': { worker: true, stepRows: 250, giveWay: false },
  };
  for (const [name, run] of Object.entries(runs)) {
    if (!run.worker) {
      const db = await openDatabase();
      results[name] = await measure((sql, params) => db.query(sql, params), run);
      await db.close();
      continue;
    }
    const worker = new Worker(new URL(import.meta.url));
    await new Promise((resolve) => worker.once('message', resolve));
    const pending = new Map();
    let nextId = 0;
    worker.on('message', (id) => {
      pending.get(id)?.();
      pending.delete(id);
    });
    results[name] = await measure(
      (sql, params) =>
        new Promise((resolve) => {
          nextId += 1;
          pending.set(nextId, resolve);
          worker.postMessage({ id: nextId, sql, params });
        }),
      run,
    );
    await worker.terminate();
  }

  console.info(
    `\n== Embedded database (PGlite): giving way against a worker thread (${ROWS.toLocaleString('en')} stores inserted, a light query at ${PROBE_RATE}/s) ==`,
  );
  for (const [name, run] of Object.entries(results)) {
    console.info(
      `${name.padEnd(32)} light query alone p50 ${run.aloneP50.toFixed(2)} ms; during the inserts p50 ${run.p50.toFixed(0).padStart(4)} ms, p99 ${run.p99.toFixed(0).padStart(5)} ms, worst ${run.worst.toFixed(0).padStart(5)} ms (${run.count} queries); inserts ${run.seconds.toFixed(1)} s`,
    );
  }
}
