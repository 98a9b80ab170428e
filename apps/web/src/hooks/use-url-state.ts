import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import { FIELD_LIMITS, type SortDirection } from '@backoffice/shared';

/** Delay between the last key press in a search box and the URL (and so the request) following it. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Query keys owned by the list state; filters may not use them. */
export const LIST_QUERY_KEYS = { page: 'page', sort: 'sort', direction: 'dir', search: 'q' } as const;
const RESERVED_KEYS: ReadonlySet<string> = new Set(Object.values(LIST_QUERY_KEYS));

const MAX_PAGE = 1_000_000;
const FILTER_VALUE_MAX = 256;
/** Sort fields accepted when the caller does not list them: identifier-like only. */
const SORT_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export interface ListUrlStateOptions<S extends string = string, K extends string = string> {
  /** Sort fields the list accepts; any other `sort` in the URL is ignored. Omit to accept identifier-like names. */
  sortFields?: readonly S[];
  /** Sort used when the URL names none (it is also left out of the URL). */
  defaultSort?: S;
  /** Direction used with the default sort and when the URL names none (default 'asc'). */
  defaultDirection?: SortDirection;
  /** Query keys read as filters; anything else in the query string is left alone and not exposed. */
  filterKeys?: readonly K[];
  /**
   * The values a filter may take (e.g. the role ids); another value in the URL is dropped with a
   * notice instead of reaching the server.
   */
  filterValues?: Partial<Record<K, readonly string[]>>;
}

export interface ListState<S extends string = string, K extends string = string> {
  /** 1-based page. */
  page: number;
  sort: S | undefined;
  direction: SortDirection;
  /** Search text as it is in the URL (not trimmed, so typing can go on). */
  search: string;
  /** Only non-empty values of the declared filter keys. */
  filters: Partial<Record<K, string>>;
}

export type ListStatePatch<S extends string = string, K extends string = string> = Partial<
  Omit<ListState<S, K>, 'filters'>
> & {
  /** Merged into the current filters; an empty or undefined value removes the filter. */
  filters?: Partial<Record<K, string | undefined>>;
};

function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

function isAllowedSort<S extends string>(value: string, options: ListUrlStateOptions<S, string>): value is S {
  if (options.sortFields) return (options.sortFields as readonly string[]).includes(value);
  return SORT_FIELD_PATTERN.test(value);
}

/** Reads list state from a query string; anything malformed falls back to the defaults. */
export function parseListState<S extends string = string, K extends string = string>(
  search: string,
  options: ListUrlStateOptions<S, K> = {},
): ListState<S, K> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(stripQuestionMark(search));
  } catch {
    params = new URLSearchParams();
  }
  const defaultDirection = options.defaultDirection ?? 'asc';
  const rawSort = params.get(LIST_QUERY_KEYS.sort);
  const sort = rawSort !== null && isAllowedSort(rawSort, options) ? rawSort : undefined;
  const rawDirection = params.get(LIST_QUERY_KEYS.direction);
  const direction: SortDirection =
    sort !== undefined && (rawDirection === 'asc' || rawDirection === 'desc')
      ? rawDirection
      : sort !== undefined && sort !== options.defaultSort
        ? 'asc'
        : defaultDirection;

  const filters: Partial<Record<K, string>> = {};
  for (const key of options.filterKeys ?? []) {
    if (RESERVED_KEYS.has(key)) continue;
    const value = params.get(key);
    const allowed = options.filterValues?.[key];
    if (allowed && value !== null && !allowed.includes(value)) continue;
    if (value !== null && value !== '') filters[key] = value.slice(0, FILTER_VALUE_MAX);
  }

  return {
    page: parsePage(params.get(LIST_QUERY_KEYS.page)),
    sort: sort ?? options.defaultSort,
    direction,
    search: (params.get(LIST_QUERY_KEYS.search) ?? '').slice(0, FIELD_LIMITS.searchMax),
    filters,
  };
}

/**
 * Writes list state into a query string (without '?'), keeping unrelated parameters of `currentSearch`.
 * Defaults are left out: page 1, the default sort and direction, an empty search, empty filters.
 */
/** The query parameters of a hand-edited URL that `parseListState` had to leave out. */
export function invalidListParams<S extends string = string, K extends string = string>(
  search: string,
  options: ListUrlStateOptions<S, K> = {},
): string[] {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(stripQuestionMark(search));
  } catch {
    return [];
  }
  const invalid: string[] = [];
  const page = params.get(LIST_QUERY_KEYS.page);
  if (page !== null && parsePage(page) === 1 && page !== '1') invalid.push(LIST_QUERY_KEYS.page);
  const sort = params.get(LIST_QUERY_KEYS.sort);
  if (sort !== null && !isAllowedSort(sort, options)) invalid.push(LIST_QUERY_KEYS.sort);
  const direction = params.get(LIST_QUERY_KEYS.direction);
  if (direction !== null && direction !== 'asc' && direction !== 'desc')
    invalid.push(LIST_QUERY_KEYS.direction);
  for (const key of options.filterKeys ?? []) {
    const value = params.get(key);
    const allowed = options.filterValues?.[key];
    if (value !== null && value !== '' && allowed && !allowed.includes(value)) invalid.push(key);
  }
  return invalid;
}

export function buildListSearch<S extends string = string, K extends string = string>(
  state: ListState<S, K>,
  options: ListUrlStateOptions<S, K> = {},
  currentSearch = '',
): string {
  const params = new URLSearchParams(stripQuestionMark(currentSearch));
  for (const key of RESERVED_KEYS) params.delete(key);
  for (const key of options.filterKeys ?? []) params.delete(key);

  if (state.page > 1) params.set(LIST_QUERY_KEYS.page, String(Math.min(Math.floor(state.page), MAX_PAGE)));
  const defaultDirection = options.defaultDirection ?? 'asc';
  const isDefaultSort = state.sort === options.defaultSort && state.direction === defaultDirection;
  if (state.sort !== undefined && !isDefaultSort) {
    params.set(LIST_QUERY_KEYS.sort, state.sort);
    params.set(LIST_QUERY_KEYS.direction, state.direction);
  }
  if (state.search !== '') params.set(LIST_QUERY_KEYS.search, state.search);
  for (const key of options.filterKeys ?? []) {
    if (RESERVED_KEYS.has(key)) continue;
    const value = state.filters[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

function applyPatch<S extends string, K extends string>(
  current: ListState<S, K>,
  patch: ListStatePatch<S, K>,
): ListState<S, K> {
  const filters: Partial<Record<K, string>> = { ...current.filters };
  for (const [key, value] of Object.entries(patch.filters ?? {}) as Array<[K, string | undefined]>) {
    if (value === undefined || value === '') delete filters[key];
    else filters[key] = value;
  }
  return {
    page: patch.page ?? current.page,
    sort: 'sort' in patch ? patch.sort : current.sort,
    direction: patch.direction ?? current.direction,
    search: patch.search ?? current.search,
    filters,
  };
}

export interface ListUrlState<S extends string = string, K extends string = string> extends ListState<S, K> {
  /** The search box text: follows the URL, and is written to it SEARCH_DEBOUNCE_MS after the last change. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** True while the search box holds text the URL does not have yet. */
  isSearchPending: boolean;
  setPage: (page: number) => void;
  /** Sets the sort (undefined: back to the default) and goes back to page 1. */
  setSort: (sort: S | undefined, direction?: SortDirection) => void;
  /** Header click: another field -> ascending; ascending -> descending; descending -> the default sort. */
  toggleSort: (field: S) => void;
  /** Sets the search at once (no debounce) and goes back to page 1. */
  setSearch: (text: string) => void;
  /** Sets or (with '' / undefined) removes one filter and goes back to page 1. */
  setFilter: (key: K, value: string | undefined) => void;
  /** Any combination of changes in one URL write. Changing sort, search or filters without a page goes to page 1. */
  update: (patch: ListStatePatch<S, K>) => void;
  /** Back to the defaults (unrelated query parameters are kept). */
  reset: () => void;
  /** Options the state was parsed with (the data table reads the default sort from them). */
  options: ListUrlStateOptions<S, K>;
  /** Parameters of a hand-edited URL that were dropped (the data table shows a notice). */
  droppedParams?: readonly string[];
}

/**
 * List state (page, sort, direction, search, filters) kept in the query string of the current route, so
 * it survives reloads, is shareable and follows back/forward. Page, sort and filter changes push a
 * history entry (Back returns to the previous list view); search typing replaces it. Parameters the
 * list cannot use are dropped from the URL with a notice.
 *
 * ```ts
 * const list = useListUrlState({ sortFields: ['title', 'date'] as const, defaultSort: 'date', defaultDirection: 'desc', filterKeys: ['category'] });
 * const query = useListQuery(trpc.cms.blog.list.queryOptions(toListInput(list)));
 * ```
 */
export function useListUrlState<const S extends string = string, const K extends string = never>(
  options: ListUrlStateOptions<S, K> = {},
): ListUrlState<S, K> {
  const search = useSearch();
  const [location, navigate] = useLocation();

  // Stable options: callers usually pass a fresh object literal on every render.
  const optionsKey = JSON.stringify([
    options.sortFields ?? null,
    options.defaultSort ?? null,
    options.defaultDirection ?? null,
    options.filterKeys ?? null,
    options.filterValues ?? null,
  ]);
  const stableOptions = useMemo((): ListUrlStateOptions<S, K> => {
    const [sortFields, defaultSort, defaultDirection, filterKeys, filterValues] = JSON.parse(optionsKey) as [
      S[] | null,
      S | null,
      SortDirection | null,
      K[] | null,
      Partial<Record<K, string[]>> | null,
    ];
    return {
      sortFields: sortFields ?? undefined,
      defaultSort: defaultSort ?? undefined,
      defaultDirection: defaultDirection ?? undefined,
      filterKeys: filterKeys ?? undefined,
      filterValues: filterValues ?? undefined,
    };
  }, [optionsKey]);
  const state = useMemo(() => parseListState(search, stableOptions), [search, stableOptions]);

  // The latest query string and path, also right after our own writes (before React re-renders), so
  // several updates in one event build on each other.
  const searchRef = useRef(search);
  const locationRef = useRef(location);
  useLayoutEffect(() => {
    searchRef.current = search;
    locationRef.current = location;
  }, [search, location]);
  // False once the screen is gone or hidden: Suspense hides (without unmounting) the list while the
  // next screen's code loads, and only layout effects are cleaned up then.
  const shown = useRef(false);
  useLayoutEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  const update = useCallback(
    (patch: ListStatePatch<S, K>) => {
      // A late write (the search debounce) after the user opened another screen must not pull them back.
      if (!shown.current) return;
      const current = parseListState(searchRef.current, stableOptions);
      const resetsPage =
        patch.page === undefined &&
        ('sort' in patch ||
          patch.direction !== undefined ||
          patch.search !== undefined ||
          patch.filters !== undefined);
      const next = applyPatch(current, resetsPage ? { ...patch, page: 1 } : patch);
      const query = buildListSearch(next, stableOptions, searchRef.current);
      if (query === stripQuestionMark(searchRef.current)) return;
      searchRef.current = query;
      // Page, sort and filter changes are history entries (Back undoes them); typing in the search replaces.
      const replace = Object.keys(patch).every((key) => key === 'search');
      navigate(query === '' ? locationRef.current : `${locationRef.current}?${query}`, { replace });
    },
    [navigate, stableOptions],
  );

  // A hand-edited parameter the list cannot use (`?role=77`, `?page=x`) is dropped; the list says so.
  const [droppedParams, setDroppedParams] = useState<readonly string[]>([]);
  useEffect(() => {
    const invalid = invalidListParams(search, stableOptions);
    if (invalid.length === 0) return;
    const params = new URLSearchParams(stripQuestionMark(search));
    for (const key of invalid) params.delete(key);
    if (invalid.includes(LIST_QUERY_KEYS.sort)) params.delete(LIST_QUERY_KEYS.direction);
    const query = params.toString();
    searchRef.current = query;
    navigate(query === '' ? locationRef.current : `${locationRef.current}?${query}`, { replace: true });
    setDroppedParams(invalid);
  }, [search, stableOptions, navigate]);

  // Search box text, debounced into the URL. It follows the URL when that changes from elsewhere.
  const [searchInput, setSearchInput] = useState(state.search);
  const [followedSearch, setFollowedSearch] = useState(state.search);
  if (followedSearch !== state.search) {
    setFollowedSearch(state.search);
    setSearchInput(state.search);
  }
  useEffect(() => {
    if (searchInput === state.search) return;
    const timer = window.setTimeout(() => update({ search: searchInput }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchInput, state.search, update]);

  const setPage = useCallback(
    (page: number) => update({ page: Math.max(1, Math.floor(page) || 1) }),
    [update],
  );
  const setSort = useCallback(
    (sort: S | undefined, direction?: SortDirection) =>
      update({
        sort: sort ?? stableOptions.defaultSort,
        direction: direction ?? (sort === undefined ? (stableOptions.defaultDirection ?? 'asc') : 'asc'),
      }),
    [update, stableOptions],
  );
  const toggleSort = useCallback(
    (field: S) => {
      const current = parseListState(searchRef.current, stableOptions);
      if (current.sort !== field) update({ sort: field, direction: 'asc' });
      else if (current.direction === 'asc') update({ sort: field, direction: 'desc' });
      else if (stableOptions.defaultSort === field) update({ sort: field, direction: 'asc' });
      else update({ sort: stableOptions.defaultSort, direction: stableOptions.defaultDirection ?? 'asc' });
    },
    [update, stableOptions],
  );
  const setSearch = useCallback(
    (text: string) => {
      setSearchInput(text);
      update({ search: text });
    },
    [update],
  );
  const setFilter = useCallback(
    (key: K, value: string | undefined) =>
      update({ filters: { [key]: value } as Partial<Record<K, string | undefined>> }),
    [update],
  );
  const reset = useCallback(() => {
    const cleared = Object.fromEntries((stableOptions.filterKeys ?? []).map((key) => [key, undefined]));
    setSearchInput('');
    update({
      page: 1,
      sort: stableOptions.defaultSort,
      direction: stableOptions.defaultDirection ?? 'asc',
      search: '',
      filters: cleared as Partial<Record<K, string | undefined>>,
    });
  }, [update, stableOptions]);

  return {
    ...state,
    droppedParams,
    searchInput,
    setSearchInput,
    isSearchPending: searchInput !== state.search,
    setPage,
    setSort,
    toggleSort,
    setSearch,
    setFilter,
    update,
    reset,
    options: stableOptions,
  };
}
