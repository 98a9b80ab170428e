import { type PrismaClient } from '@backoffice/db';

import { createGazetteerGeocoder } from './gazetteer';
import { createNominatimGeocoder } from './nominatim';
import { type Geocoder } from './types';

export { createGazetteerGeocoder, geocodeWithGazetteer } from './gazetteer';
export { createNominatimGeocoder, type NominatimOptions } from './nominatim';
export { GEOCODE_ERROR_MESSAGE, type GeocodeResult, type Geocoder } from './types';

export const DEFAULT_GEOCODER_USER_AGENT = 'mobile-backoffice/1.0 (store geocoding)';

const geocoders = new WeakMap<PrismaClient, Geocoder>();

/**
 * The geocoder of a database: Nominatim at GEOCODER_URL (User-Agent GEOCODER_USER_AGENT) when set,
 * otherwise the offline gazetteer, so a fresh `npm start` geocodes without network.
 */
export function geocoderFor(prisma: PrismaClient, env: NodeJS.ProcessEnv = process.env): Geocoder {
  let geocoder = geocoders.get(prisma);
  if (!geocoder) {
    const url = env.GEOCODER_URL?.trim();
    geocoder = url
      ? createNominatimGeocoder({
          url,
          prisma,
          userAgent: env.GEOCODER_USER_AGENT?.trim() || DEFAULT_GEOCODER_USER_AGENT,
        })
      : createGazetteerGeocoder();
    geocoders.set(prisma, geocoder);
  }
  return geocoder;
}
