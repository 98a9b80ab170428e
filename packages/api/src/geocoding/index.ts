import { type PrismaClient } from '@backoffice/db';

import { createGazetteerGeocoder } from './gazetteer';
import { createNominatimGeocoder } from './nominatim';
import { type Geocoder } from './types';

export { createGazetteerGeocoder, geocodeWithGazetteer } from './gazetteer';
export { createNominatimGeocoder, type NominatimOptions } from './nominatim';
export { GEOCODE_ERROR_MESSAGE, type GeocodeResult, type Geocoder } from './types';

export const DEFAULT_GEOCODER_USER_AGENT = 'mobile-backoffice/1.0 (store geocoding)';

export interface GeocoderSettings {
  /** A Nominatim-compatible service (`/search`); unset: the offline gazetteer. */
  url?: string;
  userAgent?: string;
}

/** One geocoder per database, so the HTTP one's once-a-second pace holds across every caller. */
const geocoders = new WeakMap<PrismaClient, Geocoder>();

/**
 * The geocoder of a database: Nominatim at `settings.url` when set, otherwise the offline
 * gazetteer, so a fresh `npm start` geocodes without network.
 */
export function geocoderFor(prisma: PrismaClient, settings: GeocoderSettings = {}): Geocoder {
  let geocoder = geocoders.get(prisma);
  if (!geocoder) {
    geocoder = settings.url
      ? createNominatimGeocoder({
          url: settings.url,
          prisma,
          userAgent: settings.userAgent ?? DEFAULT_GEOCODER_USER_AGENT,
        })
      : createGazetteerGeocoder();
    geocoders.set(prisma, geocoder);
  }
  return geocoder;
}
