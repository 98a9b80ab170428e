import { type FieldKind } from '@backoffice/shared';

import { sanitizeRichText } from '../rich-text';

/**
 * How one field of the contract maps to one column of the model: `field` is the Prisma field,
 * `read` turns the stored value into the wire value, `write` the validated input into the stored
 * value. A column without `write` is read-only (ids, timestamps). A wire field kept in several
 * columns (an offer's box style: colour and bold) reads the whole record and writes with `writeFields`.
 */
export interface Column<TWire = unknown, TField extends string = string> {
  field: TField;
  read: (stored: unknown, record: Record<string, unknown>) => TWire;
  write?: (input: never) => unknown;
  /** The Prisma data of one input value stored in several fields; used instead of `write`. */
  writeFields?: (input: never) => Record<string, unknown>;
  /** How versions compare it: text and rich text word by word, anything else as a value. */
  kind?: FieldKind;
}

const asText = (stored: unknown) => (typeof stored === 'string' ? stored : '');

/** The record's id (a uuid), answered under the contract's own key (`uuid`, `blog_uuid`...). */
export const id = (): Column<string, 'id'> => ({ field: 'id', read: asText });

/** Plain text, stored as given (the shared input schema has trimmed and bounded it). */
export const text = <const F extends string>(field: F): Column<string, F> => ({
  field,
  kind: 'text',
  read: asText,
  write: (input: string) => input,
});

/** Rich text: cleaned with the server's allowlist on every write, whoever sends it. */
export const richText = <const F extends string>(field: F): Column<string, F> => ({
  field,
  kind: 'rich_text',
  read: asText,
  write: (input: string) => sanitizeRichText(input),
});

export const integer = <const F extends string>(field: F): Column<number, F> => ({
  field,
  read: (stored) => Number(stored ?? 0),
  write: (input: number) => input,
});

/** A boolean column sent as 1 or 0 (publish and the other flags of the contract); writes 1/0 or a boolean. */
export const flag = <const F extends string>(field: F): Column<0 | 1, F> => ({
  field,
  read: (stored) => (stored ? 1 : 0),
  write: (input: 0 | 1 | boolean) => input === 1 || input === true,
});

/** A boolean sent as true/false (the channels' own calls; the contract's switches are `flag`s). */
export const boolean = <const F extends string>(field: F): Column<boolean, F> => ({
  field,
  read: (stored) => stored === true,
  write: (input: boolean) => input,
});

/** One of a fixed set of words (an API key's policy); the input schema has checked it. */
export const oneOf = <const TValues extends readonly string[], const F extends string = string>(
  field: F,
  values: TValues,
): Column<TValues[number], F> => ({
  field,
  read: (stored) => {
    if (!values.includes(asText(stored)))
      throw new Error(`Stored ${field} is not one of ${values.join(', ')}`);
    return stored as TValues[number];
  },
  write: (input: TValues[number]) => input,
});

/** A list of words (a webhook endpoint's events), stored as a PostgreSQL text array. */
export const textList = <const F extends string>(field: F): Column<string[], F> => ({
  field,
  read: (stored) => (Array.isArray(stored) ? stored.map(String) : []),
  write: (input: string[]) => input,
});

/** A uuid pointing at another record (a category, a URL group); a missing target is a 400. */
export const reference = <const F extends string>(field: F): Column<string, F> => text(field);

/** A text of a related record loaded by the resource's `include` ('category.name'); read-only. */
export const relatedText = <const P extends `${string}.${string}`>(path: P): Column<string, P> => ({
  field: path,
  read: asText,
});

/** A moment, answered as ISO 8601; never written by callers. */
export const timestamp = <const F extends string>(field: F): Column<string, F> => ({
  field,
  read: (stored) => (stored instanceof Date ? stored.toISOString() : ''),
});

/** A moment that may be unset: ISO 8601 or null; never written by callers. */
export const optionalTimestamp = <const F extends string>(field: F): Column<string | null, F> => ({
  field,
  read: (stored) => (stored instanceof Date ? stored.toISOString() : null),
});

/** Whether a moment is set (an API key is `revoked` once it has a revocation time); read-only. */
export const isSet = <const F extends string>(field: F): Column<boolean, F> => ({
  field,
  read: (stored) => stored !== null && stored !== undefined,
});

/** A calendar date, YYYY-MM-DD on the wire, stored as a PostgreSQL date. */
export const calendarDate = <const F extends string>(field: F): Column<string, F> => ({
  field,
  read: (stored) => (stored instanceof Date ? stored.toISOString().slice(0, 10) : ''),
  write: (input: string) => new Date(`${input}T00:00:00.000Z`),
});

/** Where each wire field is stored; `TField` bounds the stored fields a column may name. */
export type ColumnMap<TRow, TField extends string = string> = {
  [K in keyof TRow]-?: Column<TRow[K], TField>;
};

function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[part];
  return value;
}

/** The wire row of a stored record. */
export function readRow<TRow>(columns: ColumnMap<TRow>, record: Record<string, unknown>): TRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries<Column>(columns))
    row[key] = column.read(valueAt(record, column.field), record);
  return row as TRow;
}

/** The Prisma data of a validated input: every input key that names a writable column. */
export function writeData(
  columns: Record<string, Column>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const column = columns[key];
    if (!column || value === undefined) continue;
    if (column.writeFields)
      Object.assign(data, (column.writeFields as (input: unknown) => Record<string, unknown>)(value));
    else if (column.write) data[column.field] = (column.write as (input: unknown) => unknown)(value);
  }
  return data;
}

/** A Prisma Decimal, answered as decimal text with two places ('12.50'); '' when empty. */
export const decimal = <const F extends string>(field: F): Column<string, F> => ({
  field,
  read: (stored) => decimalText(stored) ?? '',
  write: (input: string) => input,
});

/** A nullable Prisma Decimal: decimal text with two places, or null. */
export const optionalDecimal = <const F extends string>(field: F): Column<string | null, F> => ({
  field,
  read: decimalText,
  write: (input: string | null) => input,
});

/** Decimal text of a stored Decimal (anything with toFixed) or decimal string; null when empty. */
function decimalText(stored: unknown): string | null {
  if (stored === null || stored === undefined || stored === '') return null;
  if (typeof stored === 'object' && 'toFixed' in stored && typeof stored.toFixed === 'function')
    return String((stored as { toFixed: (places: number) => string }).toFixed(2));
  return Number.isFinite(Number(stored)) ? Number(stored).toFixed(2) : null;
}

/** A nullable floating-point column (coordinates): a number, or null while unset. */
export const optionalNumber = <const F extends string>(field: F): Column<number | null, F> => ({
  field,
  read: (stored) => (typeof stored === 'number' && Number.isFinite(stored) ? stored : null),
  write: (input: number | null) => input,
});
