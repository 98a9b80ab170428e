import {
  keepPreviousData,
  type QueryKey,
  useQuery,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

import { DataTable, type DataTableProps } from './data-table';

/** What the list procedures answer: one page of rows and the total over all pages. */
export interface ListPage<TData> {
  data: readonly TData[];
  total: number;
}

/** The part of a TanStack query result the table reads. */
export interface ListQueryResult<TData> {
  data: ListPage<TData> | undefined;
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * `useQuery` for a list screen: while the next page, sort or search loads, the current rows stay on
 * screen (the table marks itself busy) instead of falling back to skeleton rows.
 */
export function useListQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  return useQuery({ ...options, placeholderData: keepPreviousData });
}

export type QueryDataTableProps<TData, S extends string = string, K extends string = string> = Omit<
  DataTableProps<TData, S, K>,
  'rows' | 'total' | 'isLoading' | 'isFetching' | 'error' | 'onRetry'
> & {
  /** The list query (from `useListQuery`): rows, total, loading, errors and retry come from it. */
  query: ListQueryResult<TData>;
};

/** The loading, refreshing, error and retry props of a DataTable whose rows come from `query`. */
export function queryTableStatus(query: Omit<ListQueryResult<unknown>, 'data'>) {
  return {
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/** A DataTable fed by a list query. */
export function QueryDataTable<TData, S extends string = string, K extends string = string>({
  query,
  ...props
}: QueryDataTableProps<TData, S, K>) {
  return (
    <DataTable {...props} rows={query.data?.data} total={query.data?.total} {...queryTableStatus(query)} />
  );
}
