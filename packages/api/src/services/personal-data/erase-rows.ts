import { isDeepStrictEqual } from 'node:util';

import { Prisma } from '@backoffice/db';
import { nationalDigits, type PersonIdentity } from '@backoffice/shared';

import { keyFromPath } from '../../files/storage';
import {
  type CustomerErasure,
  type MappedTable,
  PERSONAL_DATA_MAP,
  type TableEntry,
} from '../../personal-data/map';
import { ERASED, PERSONAL_ORDER_FIELDS, type Redactor, redactorOf } from '../../personal-data/redact';
import { column, PERSON_TABLES } from './find-person';

type Tx = Prisma.TransactionClient;
type Row = Record<string, unknown>;

/** Columns holding an email address: anonymised to an address that can never be delivered, unique per row. */
const ADDRESS_COLUMNS = new Set(['email', 'to']);

/** How a column is emptied: text that may not be null becomes '', anything else null (a date, JSON). */
type Emptied = '' | null;

function erasedValue(
  erasure: CustomerErasure,
  value: unknown,
  column: { name: string; emptied: Emptied },
  id: unknown,
  redactor: Redactor,
  whole: boolean,
): unknown {
  if (value === null || value === '') return value;
  switch (erasure) {
    case 'keep':
      return value;
    case 'anonymise':
      return ADDRESS_COLUMNS.has(column.name) ? `erased-${String(id)}@erased.invalid` : ERASED;
    case 'clear':
      return column.emptied;
    case 'redact':
      if (whole) return typeof value === 'string' ? ERASED : null;
      return typeof value === 'string' ? redactor.text(value) : redactor.json(value);
  }
}

export interface ErasedRows {
  count: number;
  /** Storage keys of the deleted rows' own files: their records are gone, their bytes are to be removed. */
  files: string[];
}

/**
 * Erases a customer from the rows of a table that `where` names, as the map says: the rows are deleted
 * (with their files' records), or each customer column is anonymised, emptied, redacted or kept. Only
 * rows that change are written; done again, it changes nothing.
 */
export async function eraseRows(
  tx: Tx,
  table: MappedTable,
  where: Prisma.Sql,
  redactor: Redactor,
): Promise<ErasedRows> {
  const entry: TableEntry = PERSONAL_DATA_MAP[table];
  if (entry.eraseRows) {
    const files = entry.fileColumn
      ? (
          await tx.$queryRaw<Array<{ path: string }>>`
            SELECT ${column(entry.fileColumn)} AS path FROM ${column(table)} WHERE ${where}`
        ).flatMap(({ path }) => keyFromPath(path) ?? [])
      : [];
    if (files.length > 0) await tx.storedFile.deleteMany({ where: { storageKey: { in: files } } });
    return { count: await tx.$executeRaw`DELETE FROM ${column(table)} WHERE ${where}`, files };
  }
  const mapped = Object.entries(entry.columns).flatMap(([name, classed]) =>
    classed.kind === 'customer' && classed.erasure !== 'keep' ? [{ name, erasure: classed.erasure }] : [],
  );
  if (mapped.length === 0) return { count: 0, files: [] };
  const types = await tx.$queryRaw<Array<{ name: string; text: boolean; nullable: boolean }>>`
    SELECT column_name AS name, data_type IN ('text', 'character varying') AS text, is_nullable = 'YES' AS nullable
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`;
  const treated = mapped.map((column) => {
    const type = types.find((candidate) => candidate.name === column.name);
    const emptied: Emptied = type?.text && !type.nullable ? '' : null;
    return { ...column, emptied };
  });
  const read = [
    'id',
    ...treated.map(({ name }) => name),
    ...(entry.changedField ? [entry.changedField] : []),
  ];
  // Names of the map's own columns, never input.
  const fields = Prisma.raw(read.map((name) => `'${name}', "${name}"`).join(', '));
  const rows = await tx.$queryRaw<Array<{ row: Row }>>`
    SELECT jsonb_build_object(${fields}) AS row FROM ${column(table)} WHERE ${where} ORDER BY id FOR UPDATE`;
  let count = 0;
  for (const { row } of rows) {
    const whole =
      entry.changedField !== undefined && PERSONAL_ORDER_FIELDS.has(String(row[entry.changedField]));
    const changes: Row = {};
    for (const column of treated) {
      const next = erasedValue(column.erasure, row[column.name], column, row.id, redactor, whole);
      if (!isDeepStrictEqual(next, row[column.name])) changes[column.name] = next;
    }
    const names = Object.keys(changes);
    if (names.length === 0) continue;
    const set = Prisma.raw(names.map((name) => `"${name}"`).join(', '));
    const values = Prisma.raw(names.map((name) => `erased."${name}"`).join(', '));
    // The record's own types read the values (dates, JSON, ids), whatever the table.
    await tx.$executeRaw`
      UPDATE ${column(table)} AS target SET (${set}) = ROW(${values})
      FROM jsonb_populate_record(NULL::${column(table)}, ${JSON.stringify({ ...changes, id: row.id })}::jsonb) AS erased
      WHERE target.id = erased.id`;
    count += 1;
  }
  return { count, files: [] };
}

/** The places of an order's own records: the order, and the rows found through it. */
const ORDER_PLACES = PERSON_TABLES.filter((place) => place.table === 'orders' || 'through' in place.person);

/** The condition naming the rows of a place that belong to these orders. */
export function rowsOfOrders(table: MappedTable, orderIds: readonly number[]): Prisma.Sql {
  const place = ORDER_PLACES.find((candidate) => candidate.table === table);
  const key = place && 'through' in place.person ? place.person.column : 'id';
  return Prisma.sql`${column(key)} = ANY(${[...orderIds]}::int[])`;
}

/** Marks orders whose customer is erased (the retention of closed orders counts the others). */
export const markOrdersErased = (tx: Tx, orderIds: readonly number[]) =>
  tx.$executeRaw`UPDATE orders SET personal_data_erased_at = now()
    WHERE id = ANY(${[...orderIds]}::int[]) AND personal_data_erased_at IS NULL`;

/**
 * Erases the customer of one order from the order and its own records, the customer known by what
 * the order says of them (the retention of closed orders, order by order).
 */
export async function eraseOrderCustomer(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx.$queryRaw<
    Array<{ email: string; phone: string; fiscal_code: string; name: string }>
  >`
    SELECT lower(email) AS email, phone, upper(fiscal_code) AS fiscal_code, trim(first_name || ' ' || last_name) AS name
    FROM orders WHERE id = ${orderId} FOR UPDATE`;
  if (!order) return;
  const identity: PersonIdentity = {
    emails: [order.email].filter(Boolean),
    phones: [nationalDigits(order.phone)].filter(Boolean),
    fiscal_codes: [order.fiscal_code].filter(Boolean),
    names: [order.name].filter(Boolean),
  };
  const redactor = redactorOf(identity);
  for (const place of ORDER_PLACES)
    await eraseRows(tx, place.table, rowsOfOrders(place.table, [orderId]), redactor);
  await markOrdersErased(tx, [orderId]);
}
