import { describe, expect, it } from 'vitest';

import { clientRows } from './client-rows';

const rows = Array.from({ length: 40 }, (_, index) => ({
  uuid: `id-${index}`,
  name: index % 2 ? `Offerta ${index}` : `Blog post ${index}`,
  priority: 40 - index,
}));
const state = { page: 1, sort: undefined, direction: 'asc' as const, search: '' };

describe('clientRows (the data table in client mode)', () => {
  it('pages 15 rows at a time and counts the whole list', () => {
    expect(clientRows(rows, state, { searchFields: ['name'] })).toMatchObject({ total: 40 });
    expect(
      clientRows(rows, { ...state, page: 3 }, { searchFields: ['name'] }).rows.map((row) => row.uuid),
    ).toEqual(rows.slice(30).map((row) => row.uuid));
  });

  it('searches every word, case-insensitively, in the listed fields only', () => {
    const found = clientRows(rows, { ...state, search: 'OFFERTA 3' }, { searchFields: ['name'] });
    expect(found.rows.map((row) => row.name)).toEqual([
      'Offerta 3',
      'Offerta 13',
      'Offerta 23',
      'Offerta 31',
      'Offerta 33',
      'Offerta 35',
      'Offerta 37',
      'Offerta 39',
    ]);
    expect(clientRows(rows, { ...state, search: 'id-1' }, { searchFields: ['name'] }).total).toBe(0);
  });

  it('sorts numbers as numbers and text naturally, in either direction', () => {
    const byPriority = clientRows(rows, { ...state, sort: 'priority' }, { searchFields: [] });
    expect(byPriority.rows[0]?.priority).toBe(1);
    const byName = clientRows(
      rows,
      { ...state, sort: 'name', direction: 'desc', search: 'offerta' },
      {
        searchFields: ['name'],
      },
    );
    expect(byName.rows.slice(0, 3).map((row) => row.name)).toEqual([
      'Offerta 39',
      'Offerta 37',
      'Offerta 35',
    ]);
  });
});
