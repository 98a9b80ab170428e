import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defined, SystemRole } from '@backoffice/shared';

import { createNominatimGeocoder } from '../../../../packages/api/src/geocoding';
import { createJobRunner } from '../../../../packages/api/src/jobs/runner';
import { storeImportHandler } from '../../../../packages/api/src/services/stores/import';
import { waitForImport } from './upload';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * A local HTTP server answering like Nominatim's /search?format=jsonv2: an array of places with
 * lat/lon as strings and display_name, [] when nothing matches.
 */
interface Seen {
  url: URL;
  userAgent: string | undefined;
  at: number;
}

describe('Nominatim-compatible HTTP geocoder (GEOCODER_URL)', () => {
  let stub: Server;
  let stubUrl: string;
  const seen: Seen[] = [];
  let server: TestServer;
  let admin: string;
  let status = 200;

  beforeAll(async () => {
    stub = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://stub');
      seen.push({ url, userAgent: req.headers['user-agent'], at: Date.now() });
      if (status !== 200) {
        res.writeHead(status).end();
        return;
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const places = q.includes('torino')
        ? [
            {
              place_id: 1,
              lat: '45.0677551',
              lon: '7.6824892',
              display_name: 'Via Roma, Torino, Piemonte, Italia',
            },
            { place_id: 2, lat: '1', lon: '1', display_name: 'second hit, ignored' },
          ]
        : q.includes('milano')
          ? [{ place_id: 3, lat: '45.4641943', lon: '9.1896346', display_name: 'Milano, Lombardia, Italia' }]
          : [];
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
    });
    stub.listen(0, '127.0.0.1');
    await new Promise((resolve) => stub.once('listening', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    server = await startTestServer({
      environment: {
        GEOCODER_URL: stubUrl,
        GEOCODER_USER_AGENT: 'backoffice-test/1.0 (ops@example.test)',
        // Short claims, so that a load geocoding at one address a second must renew its claim.
        JOB_LEASE_SECONDS: '2.5',
      },
    });
    admin = (await server.signIn(SystemRole.Admin)).token;
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => stub.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    status = 200;
  });

  const geocode = (address: string) =>
    server.request(`/api/admin/get-geocode-address?address=${encodeURIComponent(address)}`, { token: admin });

  it('asks /search with the User-Agent, Italy only, first hit, and caches the answer in the database', async () => {
    const first = await geocode('Via Roma 10, Torino');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      latitude: 45.0677551,
      longitude: 7.6824892,
      label: 'Via Roma, Torino, Piemonte, Italia',
    });
    expect(seen).toHaveLength(1);
    expect(defined(seen[0], 'seen[0]').url.pathname).toBe('/search');
    expect(Object.fromEntries(defined(seen[0], 'seen[0]').url.searchParams)).toEqual({
      q: 'Via Roma 10, Torino',
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'it',
    });
    expect(defined(seen[0], 'seen[0]').userAgent).toBe('backoffice-test/1.0 (ops@example.test)');
    // The same address (any case and punctuation) is answered from geocode_cache.
    const again = await geocode('via roma 10 torino');
    expect(again.body.data.latitude).toBe(45.0677551);
    expect(seen).toHaveLength(1);
    expect(await server.prisma.geocodeCache.count({ where: { found: true } })).toBe(1);
  });

  it('answers 404 with the spec message when nothing is found (and caches that too)', async () => {
    const response = await geocode('Via Nowhere 1, Atlantis');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('The address could not be found: try a different one');
    await geocode('Via Nowhere 1, Atlantis');
    expect(seen).toHaveLength(1);
  });

  it('a failing service answers 502 with the spec message', async () => {
    status = 503;
    const response = await geocode('Via Verdi 1, Milano');
    expect(response.status).toBe(502);
    expect(response.body.message).toBe('The address could not be found: try a different one');
    // Failures are not cached: the next call asks again.
    status = 200;
    expect((await geocode('Via Verdi 1, Milano')).status).toBe(200);
    expect(seen).toHaveLength(2);
  });

  it('sends at most one request a second, however many callers', async () => {
    // A clock that only moves when the limiter sleeps: the spacing it keeps is read exactly, with no
    // garbage-collection pause or busy machine between the limiter's reading and ours.
    let now = 0;
    const clock = {
      now: () => now,
      sleep: (ms: number) => {
        now += ms;
        return Promise.resolve();
      },
    };
    const starts: number[] = [];
    const geocoder = createNominatimGeocoder({
      url: stubUrl,
      userAgent: 'ua',
      prisma: server.prisma,
      clock,
      fetch: (input, init) => {
        starts.push(now);
        return fetch(input, init);
      },
    });
    const results = await Promise.all(
      ['Piazza Castello 1, Torino', 'Corso Francia 2, Torino', 'Via Dante 3, Milano'].map((a) =>
        geocoder.geocode(a),
      ),
    );
    expect(results.every((result) => result !== null)).toBe(true);
    expect(seen).toHaveLength(3);
    expect(starts).toHaveLength(3);
    for (let i = 1; i < starts.length; i += 1) {
      expect(
        defined(starts[i], 'starts[i]') - defined(starts[i - 1], 'starts[i - 1]'),
      ).toBeGreaterThanOrEqual(1000);
    }
  });

  it('store import previews geocode through it as well', async () => {
    const form = new FormData();
    form.append('isLoad', 'false');
    form.append(
      'file',
      new Blob(['store_name;address\nA;Piazza San Carlo 1, Torino\nB;Via Sconosciuta 1, Nessunluogo\n']),
      'stores.csv',
    );
    const response = await fetch(`${server.url}/api/admin/upload-csv-sales-points`, {
      method: 'POST',
      headers: { 'x-session-token': admin },
      body: form,
    });
    const body = (await response.json()) as { response: Record<string, unknown> };
    expect(body.response).toMatchObject({ rowCount: 2, placedCount: 1, successGeocodes: 1, errorCount: 1 });
    expect(seen.map((s) => s.url.searchParams.get('q'))).toEqual([
      'Piazza San Carlo 1, Torino',
      'Via Sconosciuta 1, Nessunluogo',
    ]);
  });

  it('a load geocoding one address a second renews its claim, so a second instance never takes it over', async () => {
    // A second instance polling the same database with the same short lease.
    const second = createJobRunner({
      prisma: server.prisma,
      handlers: [storeImportHandler(server.services.config)],
      leaseMs: 2500,
      pollMs: 100,
    });
    try {
      const rows = Array.from({ length: 6 }, (_, i) => `Lease ${i};Corso Lease ${i}, Torino`);
      const form = new FormData();
      form.append('isLoad', 'true');
      form.append('file', new Blob([`store_name;address\n${rows.join('\n')}\n`]), 'stores.csv');
      const response = await fetch(`${server.url}/api/admin/upload-csv-sales-points`, {
        method: 'POST',
        headers: { 'x-session-token': admin },
        body: form,
      });
      expect(response.status).toBe(200);
      const done = await waitForImport(server.request, admin, 60_000);
      expect(done.details).toEqual({ rowCount: 6, successCount: 6, successGeocodes: 6, errorCount: 0 });
      const job = await server.prisma.job.findFirstOrThrow({ where: { id: done.job_uuid } });
      expect(job.attempts).toBe(1);
      expect(await server.prisma.store.count({ where: { storeName: { startsWith: 'Lease ' } } })).toBe(6);
    } finally {
      await second.stop();
    }
  }, 60_000);
});
