import { type PersonIdentity } from '@backoffice/shared';

import { PERSONAL_DATA_MAP, type TableEntry } from './map';

/** What a removed value or identifier reads as afterwards. */
export const ERASED = '[erased]';

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Keys whose values in a JSON document (an audit entry's changes, a job's input, an export's rows) are a
 * customer's: the customer columns of orders an erasure does not keep, and those of the forms' rows,
 * as the database names them and as the code does.
 */
const PERSONAL_KEYS: ReadonlySet<string> = new Set(
  (Object.values(PERSONAL_DATA_MAP) as TableEntry[])
    .filter((entry) => entry === PERSONAL_DATA_MAP.orders || entry.eraseRows)
    .flatMap((entry) => Object.entries(entry.columns))
    .filter(([, classed]) => classed.kind === 'customer' && classed.erasure !== 'keep')
    .flatMap(([name]) => [name, camelCase(name)]),
);

/** The order columns whose history values are a customer's, whole (an old street, an old name). */
export const PERSONAL_ORDER_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(PERSONAL_DATA_MAP.orders.columns)
    .filter(([, classed]) => classed.kind === 'customer' && classed.erasure !== 'keep')
    .flatMap(([name]) => [name, camelCase(name)]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Not inside a longer word or number. */
const word = (pattern: string) => `(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`;
/** A phone's national digits as people write them: +39 or 0039 or not, spaces, dots, dashes, brackets. */
const phonePattern = (digits: string) =>
  `(?:(?:\\+|00)?\\s*39[\\s./()-]*)?${[...digits].join('[\\s./()-]*')}`;
/** A name whole, and its words of three letters or more ('Di' of 'Di Maio' is left, 'Maio' goes). */
const namePatterns = (name: string) => [
  name.split(/\s+/).map(escape).join('\\s+'),
  ...name
    .split(/\s+/)
    .filter((part) => part.length >= 3)
    .map(escape),
];

export interface Redactor {
  /** A text without the person's addresses, phones, fiscal codes and names. */
  text(value: string): string;
  /** A JSON value with the same, and the values under a customer's key erased whole. */
  json(value: unknown): unknown;
}

/** What removes one person from texts and JSON values that may carry them among other things. */
export function redactorOf(identity: PersonIdentity): Redactor {
  const patterns = [
    ...identity.emails.map(escape),
    ...identity.fiscal_codes.map(escape),
    ...identity.phones.filter((digits) => digits.length >= 6).map(phonePattern),
    ...identity.names.filter((name) => name.length >= 2).flatMap(namePatterns),
  ];
  // Longest first, so that a whole name goes before its words.
  const found =
    patterns.length > 0
      ? new RegExp(word(patterns.sort((a, b) => b.length - a.length).join('|')), 'giu')
      : null;
  const text = (value: string) => (found ? value.replace(found, ERASED) : value);
  const json = (value: unknown, personal: boolean): unknown => {
    if (typeof value === 'string') return personal && value !== '' ? ERASED : text(value);
    if (Array.isArray(value)) return value.map((item) => json(item, personal));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, json(item, personal || PERSONAL_KEYS.has(key))]),
      );
    }
    return value;
  };
  return { text, json: (value) => json(value, false) };
}
