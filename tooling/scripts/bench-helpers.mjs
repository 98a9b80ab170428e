// What the benches share (bench.mjs, bench-orders.mts): starting the built server and other
// processes, signing in, timing one request at a time, loading with autocannon, and a throwaway
// PostgreSQL database. Plain JavaScript so that bench.mjs runs under node without a loader.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireServer = createRequire(join(root, 'apps', 'server', 'package.json'));
const autocannon = requireServer('autocannon');
const pg = requireServer('pg');

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WARM_UP_SECONDS = 3;
/** Requests of each kind timed one at a time (after WARM_UP_REQUESTS untimed ones). */
export const SEQUENTIAL_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP_REQUESTS = 20;
/** The password of every account the bench seeds make. */
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * Starts `node <args>` from the repository root and resolves once `readyUrl` answers 2xx (rejects
 * after two minutes, or as soon as the process exits).
 * @param {string[]} args
 * @param {Record<string, string | undefined>} env added to this process's environment
 * @param {string} readyUrl
 * @returns {Promise<import('node:child_process').ChildProcess>}
 */
export function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      try {
        if ((await fetch(readyUrl)).ok) return resolve(child);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline || child.exitCode !== null)
        return reject(new Error(`${args.join(' ')} did not start`));
      setTimeout(poll, 250);
    };
    void poll();
  });
}

/**
 * The server bundle the benches start: the build's, or BENCH_SERVER (another build of the server,
 * e.g. one made before a change, to compare the two in the same conditions).
 */
export const SERVER_BUNDLE = process.env.BENCH_SERVER ?? join(root, 'apps', 'server', 'dist', 'main.mjs');

/** One key for every instance a bench starts (production requires one with DATABASE_URL). */
const BENCH_SECRET_KEY = randomBytes(32).toString('base64');

/**
 * The built server on `port`, in production mode, without demo data and logging errors only; `env`
 * adds the database settings (DATABASE_URL, DATA_DIR) and anything else.
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 */
export function startAppServer(port, env) {
  return startProcess(
    [SERVER_BUNDLE],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      DEMO_DATA: '0',
      LOG_LEVEL: 'error',
      SECRET_ENCRYPTION_KEY: BENCH_SECRET_KEY,
      ...env,
    },
    `http://127.0.0.1:${port}/readyz`,
  );
}

/**
 * Stops a process with SIGTERM and waits for it to exit.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Signs in through REST and answers the headers every later request sends.
 * @param {string} base e.g. http://127.0.0.1:3210
 * @param {string} email
 * @returns {Promise<Record<string, string>>}
 */
export async function signIn(base, email, password = BENCH_PASSWORD) {
  const response = await fetch(`${base}/api/account/enter/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { session_uuid: token } = /** @type {{ session_uuid?: string }} */ (await response.json());
  if (!token) throw new Error(`bench sign-in of ${email} failed (${response.status})`);
  return { 'x-session-token': token, 'x-tenant': 'null' };
}

/**
 * The median and the 99th percentile of samples (nearest rank).
 * @param {number[]} samples
 * @returns {{ p50: number, p99: number }}
 */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    /** @type {number} */ (sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Times several kinds of call one at a time, in turns (one of each, then again), so that a machine
 * whose load changes during the run slows every kind alike and their ratios stay fair.
 * @template {string} K
 * @param {Record<K, () => Promise<unknown>>} calls
 * @param {number} [runs]
 * @returns {Promise<Record<K, { p50: number, p99: number }>>}
 */
export async function timeInTurns(calls, runs = SEQUENTIAL_RUNS) {
  const entries = /** @type {Array<[K, () => Promise<unknown>]>} */ (Object.entries(calls));
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) for (const [, call] of entries) await call();
  const samples = new Map(entries.map(([name]) => [name, /** @type {number[]} */ ([])]));
  for (let i = 0; i < runs; i += 1) {
    for (const [name, call] of entries) {
      const started = performance.now();
      await call();
      samples.get(name)?.push(performance.now() - started);
    }
  }
  return /** @type {Record<K, { p50: number, p99: number }>} */ (
    Object.fromEntries(entries.map(([name]) => [name, percentiles(samples.get(name) ?? [])]))
  );
}

/**
 * CONNECTIONS connections on one URL for `duration` seconds (autocannon).
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ rps: number, p50: number, p99: number, non2xx: number }>}
 */
export function load(url, headers, duration = DURATION_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers },
      (/** @type {Error | null} */ error, /** @type {any} */ result) =>
        error
          ? reject(error)
          : resolve({
              rps: result.requests.average,
              p50: result.latency.p50,
              p99: result.latency.p99,
              non2xx: result.non2xx,
            }),
    );
  });
}

/**
 * Requests at a constant arrival rate (an open loop): request i is sent at start + i / rate whatever
 * the earlier ones are doing, and its latency is counted from that scheduled moment, so time spent
 * queueing (in the server or because it fell behind) is part of it. A closed loop of N connections
 * would only measure N / throughput once saturated.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {number} rate requests per second
 * @param {number} seconds
 * @returns {Promise<{ rate: number, p50: number, p99: number, failed: number }>}
 */
export async function constantRate(url, headers, rate, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.max(1, Math.round(rate * seconds));
  const latencies = [];
  let failed = 0;
  const target = new URL(url);
  const send = (scheduled) =>
    new Promise((resolve) => {
      const done = (ok) => {
        if (!ok) failed += 1;
        latencies.push(performance.now() - scheduled);
        resolve(undefined);
      };
      const request = http.get(target, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => done((response.statusCode ?? 500) < 400));
        response.on('error', () => done(false));
      });
      request.on('error', () => done(false));
    });
  const started = performance.now() + 20;
  const inFlight = [];
  for (let index = 0; index < total; index += 1) {
    const scheduled = started + (index * 1000) / rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(scheduled));
  }
  await Promise.all(inFlight);
  agent.destroy();
  return { rate, ...percentiles(latencies), failed };
}

/**
 * The highest of `rates` (rising) each target holds with p99 under `p99Ms` and no failure. The targets
 * take turns at each rate (a short warm-up, then `seconds`), so a machine whose load drifts slows them
 * alike; a target stops climbing at a rate it misses twice running.
 * @param {Record<string, { url: string, headers: Record<string, string> }>} targets
 * @param {{ rates: number[], seconds: number, p99Ms: number }} plan
 */
export async function capacities(targets, { rates, seconds, p99Ms }) {
  const names = Object.keys(targets);
  const held = Object.fromEntries(names.map((name) => [name, 0]));
  const runs = Object.fromEntries(names.map((name) => [name, /** @type {unknown[]} */ ([])]));
  const climbing = new Set(names);
  for (const rate of rates) {
    if (climbing.size === 0) break;
    for (const name of [...climbing]) {
      const { url, headers } = targets[name];
      const missed = (/** @type {{ failed: number, p99: number }} */ run) =>
        run.failed > 0 || run.p99 >= p99Ms;
      await constantRate(url, headers, rate, 1);
      let run = await constantRate(url, headers, rate, seconds);
      // One pause of a shared machine must not end the climb: a missed rate is run once more.
      if (missed(run)) run = await constantRate(url, headers, rate, seconds);
      runs[name].push(run);
      if (missed(run)) climbing.delete(name);
      else held[name] = rate;
    }
  }
  return { held, runs };
}

/**
 * A fresh database on the PostgreSQL server of BENCH_DATABASE_URL (or the local one), or null when
 * no server answers; `drop()` removes it.
 * @param {string} prefix the database's name starts with it (a name per bench)
 */
export async function createPostgresDatabase(prefix) {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.info(`PostgreSQL not reachable (${/** @type {Error} */ (error).message}): PGlite only`);
    return null;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
