import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PERSONAL_DATA_MAP } from '@backoffice/api';

import { createTestDatabase, type TestDatabase } from '../support/test-database';

let test: TestDatabase;
let columns: Array<{ table: string; column: string; type: string }>;
beforeAll(async () => {
  test = await createTestDatabase();
  columns = await test.database.prisma.$queryRaw`
    SELECT table_name AS "table", column_name AS "column", data_type AS "type"
    FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
    ORDER BY table_name, column_name`;
});
afterAll(() => test.dispose());

/** Where a person's data can be written: text of any kind, JSON, bytes and lists. */
const CAN_HOLD_TEXT = new Set(['text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY']);

const mapped = Object.entries(PERSONAL_DATA_MAP).flatMap(([table, entry]) =>
  Object.keys(entry.columns).map((column) => `${table}.${column}`),
);

describe('the map of personal data', () => {
  it('classifies every column of the database that can hold text (personal or not)', () => {
    const unclassified = columns
      .filter((row) => CAN_HOLD_TEXT.has(row.type))
      .map((row) => `${row.table}.${row.column}`)
      .filter((name) => !mapped.includes(name));
    expect(unclassified).toEqual([]);
  });

  it('names only columns that exist, and finds people by columns that exist', () => {
    const existing = new Set(columns.map((row) => `${row.table}.${row.column}`));
    expect(mapped.filter((name) => !existing.has(name))).toEqual([]);
    const finders = Object.entries(PERSONAL_DATA_MAP).flatMap(([table, entry]) => {
      if (!('person' in entry)) return [];
      const person = entry.person;
      if ('by' in person) return Object.values(person.by).map((column) => `${table}.${column}`);
      if ('through' in person) return [`${table}.${person.column}`];
      return [];
    });
    expect(finders.length).toBeGreaterThan(5);
    expect(finders.filter((name) => !existing.has(name))).toEqual([]);
  });

  it('finds the rows of every table that holds customers’ data', () => {
    const unfound = Object.entries(PERSONAL_DATA_MAP)
      .filter(([, entry]) => Object.values(entry.columns).some((classed) => classed.kind === 'customer'))
      .filter(([, entry]) => !('person' in entry))
      .map(([table]) => table);
    expect(unfound).toEqual([]);
  });

  it("says what every customer's value holds and what erasure does to it, with a reason to keep one", () => {
    for (const [table, entry] of Object.entries(PERSONAL_DATA_MAP)) {
      for (const [column, classed] of Object.entries(entry.columns)) {
        if (classed.kind !== 'customer') continue;
        expect(classed.holds, `${table}.${column}`).not.toBe('');
        if (classed.erasure === 'keep') expect('why' in classed, `${table}.${column}`).toBe(true);
      }
    }
  });
});
