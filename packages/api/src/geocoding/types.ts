/** A place the geocoder found for an address. */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  /** What was matched, e.g. 'Torino (TO)' or Nominatim's display_name. */
  label: string;
}

/** One interface, two implementations: the offline Italian gazetteer and a Nominatim HTTP client. */
export interface Geocoder {
  readonly name: string;
  /** null when the address cannot be placed. */
  geocode(address: string): Promise<GeocodeResult | null>;
}

/** The spec's message (stores, section 8) for an address that cannot be placed. */
export const GEOCODE_ERROR_MESSAGE = 'The address could not be found: try a different one';
