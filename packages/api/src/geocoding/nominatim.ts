import { type PrismaClient } from '@backoffice/db';

import { normalisePlaceText } from './normalise';
import { type GeocodeResult, type Geocoder } from './types';

export interface NominatimOptions {
  /** Base URL of a Nominatim-compatible service, e.g. https://nominatim.openstreetmap.org */
  url: string;
  userAgent: string;
  /** Answers are cached here (geocode_cache), so an address is asked once. */
  prisma: PrismaClient;
  /** At most one request per this many milliseconds (Nominatim's usage policy: 1 a second). */
  minIntervalMs?: number;
  /** A negative answer is asked again after this long. */
  negativeCacheMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock the spacing is measured on (default: the wall clock and real timers). */
  clock?: { now: () => number; sleep: (ms: number) => Promise<void> };
}

const realClock = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

interface NominatimPlace {
  lat?: string;
  lon?: string;
  display_name?: string;
}

/**
 * Nominatim's /search (jsonv2, Italy only, first hit), with a User-Agent, one request at a time and
 * at most one a second across all callers of this instance, and answers kept in the database.
 */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.url.replace(/\/+$/, '');
  const provider = `nominatim:${base}`;
  const minInterval = options.minIntervalMs ?? 1000;
  const negativeCacheMs = options.negativeCacheMs ?? 24 * 3600 * 1000;
  const doFetch = options.fetch ?? fetch;
  const clock = options.clock ?? realClock;
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = 0;

  /** Serialises requests and spaces their starts by minInterval. */
  function throttled<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      // Timers may fire a millisecond early: wait until the interval has really passed.
      for (
        let wait = lastStart + minInterval - clock.now();
        wait > 0;
        wait = lastStart + minInterval - clock.now()
      ) {
        await clock.sleep(wait + 1);
      }
      lastStart = clock.now();
      return work();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  async function ask(address: string): Promise<GeocodeResult | null> {
    const url = new URL(`${base}/search`);
    url.searchParams.set('q', address);
    url.searchParams.set('format', 'jsonv2');
    url.searchParams.set('limit', '1');
    url.searchParams.set('countrycodes', 'it');
    const response = await doFetch(url, {
      headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const places = (await response.json()) as NominatimPlace[];
    const first = Array.isArray(places) ? places[0] : undefined;
    const latitude = Number(first?.lat);
    const longitude = Number(first?.lon);
    if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    return { latitude, longitude, label: first.display_name ?? address };
  }

  return {
    name: 'nominatim',
    async geocode(address) {
      const query = normalisePlaceText(address);
      if (query === '') return null;
      const cached = await options.prisma.geocodeCache.findUnique({
        where: { provider_query: { provider, query } },
      });
      if (cached && (cached.found || Date.now() - cached.createdAt.getTime() < negativeCacheMs)) {
        return cached.found && cached.latitude !== null && cached.longitude !== null
          ? { latitude: cached.latitude, longitude: cached.longitude, label: cached.label ?? address }
          : null;
      }
      const result = await throttled(() => ask(address));
      const data = {
        found: result !== null,
        latitude: result?.latitude ?? null,
        longitude: result?.longitude ?? null,
        label: result?.label ?? null,
        createdAt: new Date(),
      };
      await options.prisma.geocodeCache.upsert({
        where: { provider_query: { provider, query } },
        create: { provider, query, ...data },
        update: data,
      });
      return result;
    },
  };
}
