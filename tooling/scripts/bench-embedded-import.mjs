// Bench of issue 21 §4 (called by `npm run bench`, or alone: `node tooling/scripts/bench-embedded-import.mjs`):
// how long other requests wait while a store import runs on the embedded database (PGlite runs in
// the server's thread). The built server starts on PGlite in a temporary folder; a store import of
// ROWS rows is uploaded while two light calls go out at a constant rate (the import's progress and
// the new-orders count), their latency counted from their scheduled moment. Printed: the upload's
// answer time, the import's rows a second, and the probes' p50, p99 and worst wait (target: no wait
// over 200 ms), for each size.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { percentiles, signIn, startAppServer, stopProcess } from './bench-helpers.mjs';

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const PROBE_RATE = 20;
const ADMIN_EMAIL = 'bench-import@example.test';
const ADMIN_PASSWORD = 'bench-import-password-1';

function storeCsv(rows) {
  const lines = ['store_name;address;latitude;longitude;status'];
  for (let i = 0; i < rows; i += 1) {
    const lat = (41 + (i % 500) / 100).toFixed(5);
    const lon = (9 + (i % 300) / 100).toFixed(5);
    lines.push(`Bench store ${i};Via Roma ${i}, Torino;${lat};${lon};1`);
  }
  return lines.join('\n') + '\n';
}

/** GETs `paths` in turn at `rate` a second until stopped; each latency counts from its scheduled moment. */
function probe(base, headers, paths, rate) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  let failed = 0;
  let running = true;
  const inFlight = [];
  const loop = (async () => {
    const started = performance.now();
    for (let index = 0; running; index += 1) {
      const scheduled = started + (index * 1000) / rate;
      const wait = scheduled - performance.now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      inFlight.push(
        new Promise((resolve) => {
          const done = (ok) => {
            if (!ok) failed += 1;
            latencies.push({ at: scheduled, ms: performance.now() - scheduled });
            resolve(undefined);
          };
          const request = http.get(
            `${base}${paths[index % paths.length]}`,
            { agent, headers },
            (response) => {
              response.resume();
              response.on('end', () => done((response.statusCode ?? 500) < 400));
            },
          );
          request.on('error', () => done(false));
        }),
      );
    }
  })();
  /** @param {number} answeredAt when the upload was answered: slow probes before it waited on the upload. */
  return async (answeredAt) => {
    running = false;
    await loop;
    await Promise.all(inFlight);
    agent.destroy();
    const waits = latencies.map(({ ms }) => ms);
    const slow = latencies.filter(({ ms }) => ms > 200);
    const { p50, p99 } = percentiles(waits);
    return {
      p50,
      p99,
      worst: Math.max(...waits),
      over200: slow.length,
      over200DuringUpload: slow.filter(({ at }) => at < answeredAt).length,
      count: latencies.length,
      failed,
    };
  };
}

async function measure(rows, port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-bench-import-'));
  const server = await startAppServer(port, { DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD });
  const base = `http://127.0.0.1:${port}`;
  try {
    const headers = await signIn(base, ADMIN_EMAIL, ADMIN_PASSWORD);
    const progress = async () =>
      (await (await fetch(`${base}/api/admin/upload-csv-sales-points/progress`, { headers })).json()).data;
    // Made before the probes start: building it holds this process's thread, which would delay their sends.
    const form = new FormData();
    form.append('isLoad', '1');
    form.append('file', new Blob([storeCsv(rows)], { type: 'text/csv' }), 'stores.csv');
    const stop = probe(
      base,
      headers,
      ['/api/admin/upload-csv-sales-points/progress', '/api/web-api/order/get-new-orders-length'],
      PROBE_RATE,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const started = performance.now();
    const upload = await fetch(`${base}/api/admin/upload-csv-sales-points`, {
      method: 'POST',
      headers,
      body: form,
    });
    const answeredAt = performance.now();
    const uploadMs = answeredAt - started;
    if (upload.status !== 200) throw new Error(`upload answered ${upload.status}`);
    let state = await progress();
    while (state.status !== 'succeeded' && state.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = await progress();
    }
    const seconds = (performance.now() - started) / 1000;
    const probes = await stop(answeredAt);
    return { rows, uploadMs, seconds, status: state.status, loaded: state.details.successCount, probes };
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.info('\n== Embedded database (PGlite): other requests during a store import ==');
console.info(
  `probes: the import's progress and the new-orders count in turn, ${PROBE_RATE} a second, latency from the scheduled send`,
);
for (const rows of SIZES) {
  const result = await measure(rows, 3390);
  const { probes } = result;
  console.info(
    `${rows.toLocaleString('en')} rows: upload answered in ${result.uploadMs.toFixed(0)} ms, ` +
      `${result.loaded} loaded in ${result.seconds.toFixed(1)} s (${(rows / result.seconds).toFixed(0)} rows/s, ${result.status}); ` +
      `probes p50 ${probes.p50.toFixed(0)} ms, p99 ${probes.p99.toFixed(0)} ms, worst ${probes.worst.toFixed(0)} ms, ` +
      `${probes.over200} of ${probes.count} over 200 ms (${probes.over200DuringUpload} sent before the upload's answer), ${probes.failed} failed ` +
      `(target: none over 200 ms) ${probes.over200 === 0 && probes.failed === 0 ? 'OK' : 'OVER'}`,
  );
}
