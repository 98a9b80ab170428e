// Bench of issue 20 (called by `npm run bench`, or alone: `npx tsx tooling/scripts/bench-channels.mts`),
// on the built server over a fresh PostgreSQL database (BENCH_DATABASE_URL or the local server):
//  - outbox throughput: 10,000 events written at once (one statement, as 10,000 changes committed
//    together would leave them), fanned out and delivered to a local webhook receiver; events per
//    second, and the delay from each event's commit to its arrival (p50, p99);
//  - steady flow: order status changes at a constant 100/s for 20 s, each delivered; delay from the
//    change's commit to the delivery's arrival (p50, p99);
//  - an order action never waits for a receiver: the status change's p50 and p99, one call at a time,
//    with the receiver answering at once and with it stalled (answers after 10 s, the delivery's
//    timeout, so every delivery worker hangs on it), in turns in one run;
//  - a channel's read: the order list's first page called with an API key and with a staff session,
//    the highest constant arrival rate each holds at p99 under 50 ms, in turns (the key is looked up
//    in the database on every call, the session comes from a 5-second cache).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import pg from 'pg';

import { defined } from '@backoffice/shared';

import {
  capacities,
  createPostgresDatabase,
  percentiles,
  signIn,
  startAppServer,
  stopProcess,
} from './bench-helpers.mjs';

const BURST_EVENTS = Number(process.env.BENCH_OUTBOX_EVENTS ?? 10_000);
const STEADY_RATE = 100;
const STEADY_SECONDS = 20;
const TIMED_CALLS = Number(process.env.BENCH_RUNS ?? 200);
const ADMIN_EMAIL = 'bench-admin@example.test';
const ADMIN_PASSWORD = 'bench-password-1';
const PORT = 3291;
const CAPACITY_RATES = [100, 200, 300, 400, 500, 600, 800, 1000, 1200];
const CAPACITY_SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 5);
const FIRST_PAGE = '/api/web-api/orders/get-list?page=1&pageSize=15';

/** A webhook receiver that notes when each webhook-id first arrived; `stallMs` delays every answer. */
async function startReceiver() {
  const arrivals = new Map<string, number>();
  let stallMs = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      const answer = () => res.writeHead(200).end('ok');
      if (stallMs > 0) setTimeout(answer, stallMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    stall(ms: number) {
      stallMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForArrivals(arrivals: Map<string, number>, count: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (arrivals.size < count) {
    if (Date.now() > deadline) throw new Error(`only ${arrivals.size} of ${count} deliveries arrived`);
    await sleep(50);
  }
}

async function delaysOf(db: pg.Client, arrivals: Map<string, number>, ids: string[]) {
  const created = await db.query<{ id: string; at: string }>(
    `SELECT id, (extract(epoch FROM created_at) * 1000)::float8 AS at FROM outbox_events WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return percentiles(created.rows.map((row) => (arrivals.get(row.id) ?? NaN) - Number(row.at)));
}

async function main() {
  const database = await createPostgresDatabase('bench_channels');
  if (!database) {
    console.info('Channels bench: PostgreSQL not reachable, skipped');
    return;
  }
  const receiver = await startReceiver();
  const server = await startAppServer(PORT, {
    DATABASE_URL: database.url,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    WEBHOOK_ALLOW_PRIVATE: '1',
  });
  const base = `http://127.0.0.1:${PORT}`;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const headers = {
      ...(await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD)),
      'content-type': 'application/json',
    };
    const post = (path: string, body: unknown) =>
      fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) });
    const created = await post('/api/admin/webhooks/create', {
      url: receiver.url,
      events: ['order.status_changed'],
    });
    if (created.status !== 200) throw new Error(`endpoint not created: ${created.status}`);

    // 1. A burst of events, written straight into the outbox in one statement.
    const burst = await db.query<{ id: string }>(
      `INSERT INTO outbox_events (id, type, payload)
       SELECT gen_random_uuid(), 'order.status_changed', jsonb_build_object('n', n)
       FROM generate_series(1, $1::int) AS n RETURNING id`,
      [BURST_EVENTS],
    );
    const burstStarted = Date.now();
    await waitForArrivals(receiver.arrivals, BURST_EVENTS, 600_000);
    const burstSeconds = (Math.max(...receiver.arrivals.values()) - burstStarted) / 1000;
    const burstDelay = await delaysOf(
      db,
      receiver.arrivals,
      burst.rows.map((row) => row.id),
    );
    receiver.arrivals.clear();

    // Orders for the status changes, all New and paid (an unpaid order does not move).
    const needed = STEADY_RATE * STEADY_SECONDS + 2 * TIMED_CALLS + 40;
    const orders = await db.query<{ uuid: string }>(
      `INSERT INTO orders (uuid, amount, payment_status, payment_sum, updated_at)
       SELECT gen_random_uuid(), 30.30, 1, 30.30, now()
       FROM generate_series(1, $1::int) RETURNING uuid`,
      [needed],
    );
    const uuids = orders.rows.map((row) => row.uuid);
    const move = async (uuid: string) => {
      const response = await post('/api/web-api/order/status/to-progress', { order_uuid: uuid });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`status change answered ${response.status}`);
    };

    // 2. A steady flow of changes at a constant arrival rate.
    const steady = uuids.splice(0, STEADY_RATE * STEADY_SECONDS);
    const steadyStarted = performance.now() + 20;
    const sends: Promise<void>[] = [];
    for (const [index, uuid] of steady.entries()) {
      const wait = steadyStarted + (index * 1000) / STEADY_RATE - performance.now();
      if (wait > 1) await sleep(wait);
      sends.push(move(uuid));
    }
    await Promise.all(sends);
    await waitForArrivals(receiver.arrivals, steady.length, 120_000);
    const steadyIds = await db.query<{ id: string }>(
      `SELECT id FROM outbox_events WHERE type = 'order.status_changed' AND order_id IS NOT NULL`,
    );
    const steadyDelay = await delaysOf(
      db,
      receiver.arrivals,
      steadyIds.rows.map((row) => row.id),
    );

    // 3. The status change alone, with the receiver answering and stalled, in turns.
    for (const uuid of uuids.splice(0, 20)) await move(uuid);
    const samples = { answering: [] as number[], stalled: [] as number[] };
    for (let index = 0; index < TIMED_CALLS; index += 1) {
      for (const mode of ['answering', 'stalled'] as const) {
        receiver.stall(mode === 'stalled' ? 10_000 : 0);
        const started = performance.now();
        await move(defined(uuids.shift(), 'an order to move'));
        samples[mode].push(performance.now() - started);
      }
    }
    receiver.stall(0);
    const answering = percentiles(samples.answering);
    const stalled = percentiles(samples.stalled);

    // 4. A channel's read with its API key, against the same read with a staff session.
    const keyAnswer = await post('/api/admin/api-keys/create', { name: 'Bench channel', policy: 'channel' });
    if (keyAnswer.status !== 200) throw new Error(`API key not created: ${keyAnswer.status}`);
    const { secret } = ((await keyAnswer.json()) as { response: { secret: string } }).response;
    const channelRead = await capacities(
      {
        session: { url: base + FIRST_PAGE, headers },
        'API key': { url: base + FIRST_PAGE, headers: { authorization: `Bearer ${secret}` } },
      },
      { rates: CAPACITY_RATES, seconds: CAPACITY_SECONDS, p99Ms: 50 },
    );

    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.info(`\nOutbox and webhooks (PostgreSQL, the built server, one local receiver)`);
    console.info(
      `  burst of ${BURST_EVENTS} events: delivered in ${burstSeconds.toFixed(1)} s = ${(BURST_EVENTS / burstSeconds).toFixed(0)} events/s; ` +
        `delay from commit to arrival p50 ${ms(burstDelay.p50)}, p99 ${ms(burstDelay.p99)}`,
    );
    console.info(
      `  steady ${STEADY_RATE} status changes/s for ${STEADY_SECONDS} s: delay from the change's commit to arrival p50 ${ms(steadyDelay.p50)}, p99 ${ms(steadyDelay.p99)}`,
    );
    console.info(
      `  status change, one at a time (${TIMED_CALLS} each, in turns): receiver answering p50 ${answering.p50.toFixed(1)} ms, p99 ${answering.p99.toFixed(1)} ms; ` +
        `receiver stalled p50 ${stalled.p50.toFixed(1)} ms, p99 ${stalled.p99.toFixed(1)} ms; ratio of p50 ${(stalled.p50 / answering.p50).toFixed(2)}`,
    );
    const [sessionRate, keyRate] = [
      channelRead.held.session as number,
      channelRead.held['API key'] as number,
    ];
    console.info(
      `  order list's first page, highest rate held at p99 < 50 ms: with a staff session ${sessionRate}/s, with an API key ${keyRate}/s (ratio ${(keyRate / sessionRate).toFixed(2)})`,
    );
  } finally {
    await db.end();
    await stopProcess(server);
    await receiver.close();
    await database.drop();
  }
}

await main();
