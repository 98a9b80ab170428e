import { type Geocoder } from '../../geocoding';

/** The store import file's columns (any order, any case); latitude, longitude and status are optional. */
export const STORE_IMPORT_COLUMNS = ['store_name', 'address', 'latitude', 'longitude', 'status'] as const;
export const STORE_IMPORT_REQUIRED = ['store_name', 'address'] as const;

/** One data row as read from the file (kept as text in the job's payload). */
export interface StoreImportRow {
  line: number;
  store_name: string;
  address: string;
  latitude: string;
  longitude: string;
  status: string;
}

export interface RejectedStoreRow extends StoreImportRow {
  reason: string;
}

export interface PreparedStore {
  storeName: string;
  address: string;
  latitude: number;
  longitude: number;
  active: boolean;
}

export type PreparedRow =
  | { ok: true; store: PreparedStore; geocoded: boolean }
  | { ok: false; reason: string; geocodeFailed: boolean };

const NAME_MAX = 255;

/** '45.46', '45,46' (Italian decimal comma) or ' 45.46 '; null when not a number. */
function readCoordinate(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^[+-]?\d+(?:\.\d+)?$/.test(value)) return null;
  return Number(value);
}

export function toStoreImportRow(line: number, values: Record<string, string>): StoreImportRow {
  return {
    line,
    store_name: values.store_name ?? '',
    address: values.address ?? '',
    latitude: values.latitude ?? '',
    longitude: values.longitude ?? '',
    status: values.status ?? '',
  };
}

/**
 * Checks a row and finds its coordinates: those of the file when both are given, else the
 * geocoder's. A row without a name or an address, with a bad value, or that cannot be placed fails.
 */
export async function prepareStoreRow(row: StoreImportRow, geocoder: Geocoder): Promise<PreparedRow> {
  const fail = (reason: string, geocodeFailed = false): PreparedRow => ({ ok: false, reason, geocodeFailed });
  const storeName = row.store_name.trim();
  const address = row.address.trim();
  if (storeName === '') return fail('store_name is empty');
  if (address === '') return fail('address is empty');
  if (storeName.length > NAME_MAX) return fail(`store_name is longer than ${NAME_MAX} characters`);
  if (address.length > NAME_MAX) return fail(`address is longer than ${NAME_MAX} characters`);
  const status = row.status.trim();
  if (status !== '' && status !== '0' && status !== '1') return fail('status must be 1 or 0');
  const active = status !== '0';

  const latitudeText = row.latitude.trim();
  const longitudeText = row.longitude.trim();
  if (latitudeText !== '' || longitudeText !== '') {
    if (latitudeText === '' || longitudeText === '') return fail('latitude and longitude go together');
    const latitude = readCoordinate(latitudeText);
    const longitude = readCoordinate(longitudeText);
    if (latitude === null || latitude < -90 || latitude > 90) return fail('latitude must be within -90..90');
    if (longitude === null || longitude < -180 || longitude > 180)
      return fail('longitude must be within -180..180');
    return { ok: true, store: { storeName, address, latitude, longitude, active }, geocoded: false };
  }
  let found;
  try {
    found = await geocoder.geocode(address);
  } catch {
    return fail('the geocoder did not answer', true);
  }
  if (!found) return fail('The address could not be found: try a different one', true);
  return {
    ok: true,
    store: { storeName, address, latitude: found.latitude, longitude: found.longitude, active },
    geocoded: true,
  };
}
