import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

import {
  decimalSchema,
  EVERY_ORDER_DATE,
  ORDER_WINDOW_BOUNDS,
  orderListQuerySchema,
  type OrderListQueryInput,
  type OrderListSortKey,
  type OrderWindowBound,
  PAGE_SIZE,
} from '@backoffice/shared';

import { type ListUrlState } from '../../hooks/use-url-state';

/**
 * Query keys of the queue's filters: the names of the shared list query (startDate and endDate as
 * Rome wall times, status, payment_status and sim_status as comma-joined lists), so any link built
 * from the query (the home dashboard's figures) opens the list filtered.
 */
export const FILTER_KEYS = [
  'startDate',
  'endDate',
  'status',
  'payment_status',
  'sim_status',
  'is_esim',
  'billing_problem',
  'activated_unpaid',
  'total_from',
  'total_to',
  'hidden',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
/** The keys sent to the server: all but the queue's own `hidden` (the columns the chooser hides). */
export type ServerFilterKey = Exclude<FilterKey, 'hidden'>;
export type OrdersListState = ListUrlState<OrderListSortKey, FilterKey>;
/** Filters read as lists; a link may also repeat them (`status=0&status=1`). */
const LIST_FILTER_KEYS = ['status', 'payment_status', 'sim_status'] as const;

type FilterValues = Partial<Record<FilterKey, string>>;

/** The columns the chooser hides: the URL's list ('none' for none), else the default. */
export function hiddenColumnsOf(list: OrdersListState, defaults: readonly string[]): string[] {
  const value = list.filters.hidden;
  if (value === undefined) return [...defaults];
  return value === 'none' ? [] : value.split(',').filter(Boolean);
}

/** The URL value of a set of hidden columns. */
export const hiddenColumnsValue = (hidden: readonly string[]) =>
  hidden.length === 0 ? 'none' : hidden.join(',');

/** The URL value of a day the agent cleared: that end of the date window is open. */
export const OPEN_DAY = 'any';

/**
 * The list call's input from the URL, checked by the shared list query schema: a filter the schema
 * refuses is left out (and named), a reversed range stops the query (the page says why). A cleared
 * day opens its end of the window; a search with no days chosen looks at every date.
 */
export function orderListInput(list: OrdersListState): {
  input: OrderListQueryInput;
  openBounds: readonly OrderWindowBound[];
  dropped: ServerFilterKey[];
  /** Which range is reversed, if one is: nothing is asked then. */
  reversed: 'dates' | 'totals' | null;
} {
  const base = {
    page: list.page,
    pageSize: PAGE_SIZE,
    search: list.search.trim(),
    sort: list.sort,
    direction: list.direction,
  };
  const { hidden: _hidden, ...filters }: FilterValues = { ...list.filters };
  const cleared = ORDER_WINDOW_BOUNDS.filter((bound) => filters[bound] === OPEN_DAY);
  const noDays = filters.startDate === undefined && filters.endDate === undefined;
  const openBounds = base.search !== '' && noDays ? EVERY_ORDER_DATE : cleared;
  // An open end's value is not read: it takes the chosen day's, so the window never reads as reversed.
  if (cleared.length === 1) {
    const [open] = cleared as [OrderWindowBound];
    const other = open === 'startDate' ? filters.endDate : filters.startDate;
    if (other === undefined) delete filters[open];
    else filters[open] = other;
  } else {
    for (const bound of cleared) delete filters[bound];
  }
  const dropped: ServerFilterKey[] = [];
  for (;;) {
    const input: OrderListQueryInput = { ...base, ...filters };
    const parsed = orderListQuerySchema.safeParse(input);
    if (parsed.success) return { input, openBounds, dropped, reversed: null };
    const keys = new Set(
      parsed.error.issues
        .filter((issue) => issue.message !== 'dateRangeReversed')
        .map((issue) => issue.path[0])
        .filter((key): key is ServerFilterKey => typeof key === 'string' && key in filters),
    );
    if (keys.size === 0) {
      const reversed = parsed.error.issues.find((issue) => issue.message === 'dateRangeReversed');
      return {
        input,
        openBounds,
        dropped,
        reversed: reversed?.path[0] === 'total_to' ? 'totals' : reversed ? 'dates' : null,
      };
    }
    for (const key of keys) {
      delete filters[key];
      dropped.push(key);
    }
  }
}

/** A link that repeats a list filter (`status=0&status=1`) is rewritten once as `status=0,1`. */
export function useJoinedListFilters() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  useEffect(() => {
    const params = new URLSearchParams(search);
    let repeated = false;
    for (const key of LIST_FILTER_KEYS) {
      const values = params.getAll(key);
      if (values.length < 2) continue;
      repeated = true;
      params.set(key, values.join(','));
    }
    if (repeated) navigate(`${location}?${params.toString()}`, { replace: true });
  }, [search, location, navigate]);
}

/** Where this tab keeps the queue as it was left: its query string, and the order last marked. */
const QUEUE_KEPT = { query: 'orders.queue.query', marked: 'orders.queue.marked' } as const;

/**
 * The queue comes back as it was left: opened without a query (the side menu, "Back to orders"), it
 * takes this tab's last one again; every later change is kept. Answers whether it is about to restore,
 * so nothing is asked for the default list meanwhile.
 */
export function useKeptQueueQuery(): boolean {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const opened = useRef(false);
  const kept = sessionStorage.getItem(QUEUE_KEPT.query) ?? '';
  const restoring = !opened.current && search === '' && kept !== '';
  useEffect(() => {
    const first = !opened.current;
    opened.current = true;
    if (first && search === '' && kept !== '') navigate(`${location}?${kept}`, { replace: true });
    else sessionStorage.setItem(QUEUE_KEPT.query, search);
  }, [search, kept, location, navigate]);
  return restoring;
}

/** The order the queue's j/k marker is on in this tab: the last marked, or the last order opened. */
export const keptMarkedOrder = () => sessionStorage.getItem(QUEUE_KEPT.marked) ?? undefined;
export const keepMarkedOrder = (uuid: string) => sessionStorage.setItem(QUEUE_KEPT.marked, uuid);

const DAY = /^\d{4}-\d{2}-\d{2}/;
export const dayOf = (wallTime: string | undefined) =>
  wallTime && DAY.test(wallTime) ? wallTime.slice(0, 10) : '';

/** Whether a total bound typed in the filter is a number of 0 or more (the schema's rule). */
export const isTotalBound = (text: string) => {
  const parsed = decimalSchema.safeParse(text);
  return parsed.success && parsed.data >= 0;
};
