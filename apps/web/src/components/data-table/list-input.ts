import { PAGE_SIZE, type SortDirection } from '@backoffice/shared';

import { type ListState } from '../../hooks/use-url-state';

export type ListInput<S extends string = string, K extends string = string> = {
  page: number;
  pageSize: number;
  sort?: S;
  direction: SortDirection;
  search: string;
} & Partial<Record<K, string>>;

/**
 * The list procedures' input from the URL list state: `{ page, pageSize, sort, direction, search, ...filters }`.
 * The search is trimmed; an absent sort is left out so the server applies its default order.
 */
export function toListInput<S extends string, K extends string>(
  state: Pick<ListState<S, K>, 'page' | 'sort' | 'direction' | 'search' | 'filters'>,
  pageSize: number = PAGE_SIZE,
): ListInput<S, K> {
  const base = {
    page: state.page,
    pageSize,
    ...(state.sort === undefined ? {} : { sort: state.sort }),
    direction: state.direction,
    search: state.search.trim(),
  };
  return { ...state.filters, ...base };
}
