import { describe, expect, it } from 'vitest';

import { listOrder } from './list-order';

interface Order {
  id?: 'asc' | 'desc';
  createdAt?: 'asc' | 'desc';
  lastName?: 'asc' | 'desc';
}

const columns = { create_at: 'createdAt', last_name: 'lastName' } as const;

describe('listOrder', () => {
  it('sorts by the chosen column in the chosen direction, then by id', () => {
    expect(listOrder<Order>(columns, { sort: 'last_name', direction: 'desc' }, [])).toEqual([
      { lastName: 'desc' },
      { id: 'asc' },
    ]);
  });

  it("keeps the list's own order when no column is chosen, still ended by the id", () => {
    expect(listOrder<Order>(columns, {}, [{ createdAt: 'desc' }])).toEqual([
      { createdAt: 'desc' },
      { id: 'asc' },
    ]);
  });

  it('gives a chosen column without a direction the default direction', () => {
    expect(listOrder<Order>(columns, { sort: 'create_at' }, [], 'desc')).toEqual([
      { createdAt: 'desc' },
      { id: 'asc' },
    ]);
    expect(listOrder<Order>(columns, { sort: 'create_at' }, [])).toEqual([
      { createdAt: 'asc' },
      { id: 'asc' },
    ]);
  });
});
