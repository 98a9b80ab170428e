import { useMemo } from 'react';

import { PAGE_SIZE } from '@backoffice/shared';

import { type ListState } from '../../hooks/use-url-state';
import { asText } from '../../lib/text';

export interface ClientRowsOptions<TRow> {
  /** Fields the search box looks in; every word of the search must appear in one of them. */
  searchFields: readonly (keyof TRow & string)[];
  pageSize?: number;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(asText(a), asText(b));
}

/** Search, sort and page of a whole list in the browser, from the list state in the URL. */
export function clientRows<TRow>(
  rows: readonly TRow[],
  state: Pick<ListState, 'page' | 'sort' | 'direction' | 'search'>,
  { searchFields, pageSize = PAGE_SIZE }: ClientRowsOptions<TRow>,
): { rows: TRow[]; total: number } {
  const words = state.search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length
    ? rows.filter((row) =>
        words.every((word) =>
          searchFields.some((field) =>
            String(row[field] ?? '')
              .toLocaleLowerCase()
              .includes(word),
          ),
        ),
      )
    : [...rows];
  if (state.sort) {
    const field = state.sort as keyof TRow;
    const sign = state.direction === 'desc' ? -1 : 1;
    found.sort((a, b) => sign * compareValues(a[field], b[field]));
  }
  const start = (state.page - 1) * pageSize;
  return { rows: found.slice(start, start + pageSize), total: found.length };
}

/** `clientRows` for a whole-list query: the table's client mode beside its server mode. */
export function useClientRows<TRow>(
  rows: readonly TRow[] | undefined,
  state: Pick<ListState, 'page' | 'sort' | 'direction' | 'search'>,
  options: ClientRowsOptions<TRow>,
): { rows: TRow[]; total: number } | undefined {
  const { page, sort, direction, search } = state;
  const { searchFields, pageSize } = options;
  return useMemo(
    () =>
      rows ? clientRows(rows, { page, sort, direction, search }, { searchFields, pageSize }) : undefined,
    [rows, page, sort, direction, search, searchFields, pageSize],
  );
}
