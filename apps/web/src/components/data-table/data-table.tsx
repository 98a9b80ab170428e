import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Header,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import {
  ArrowDownIcon,
  ArrowUpDownIcon,
  ArrowUpIcon,
  InboxIcon,
  RefreshCwIcon,
  SearchIcon,
  SlidersHorizontalIcon,
  TriangleAlertIcon,
} from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { navigate } from 'wouter/use-browser-location';

import { FIELD_LIMITS, PAGE_SIZE } from '@backoffice/shared';
import {
  Button,
  Checkbox,
  cn,
  EmptyState,
  Input,
  Pagination,
  PHONE_MEDIA_QUERY,
  Skeleton,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useMediaQuery,
} from '@backoffice/ui';

import { type ListUrlState } from '../../hooks/use-url-state';
import { type ScreenAction, useScreenActions } from '../screen-actions';
import { staffMsg } from '../staff-messages';
import { msg } from './messages';
import { SavedViewsMenu, useSavedViewsAvailable } from './saved-views-menu';

declare module '@tanstack/react-table' {
  // Declaration merging with the library's interface; the type parameters must match it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's body cells. */
    className?: string;
    /** Classes of the column's header cell. */
    headerClassName?: string;
  }
}

/** The column definitions a DataTable takes (value types differ per column, hence `any`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<TData> = ColumnDef<TData, any>;

export interface DataTableProps<TData, S extends string = string, K extends string = string> {
  /**
   * Column definitions (`sortableColumn`/`column`/`displayColumn`, `createColumnHelper<Row>()` or plain
   * objects). A column is sortable only with `enableSorting: true`; its `id` (or `accessorKey`) is the sort
   * field written to the URL.
   */
  columns: DataTableColumn<TData>[];
  /** The current page's rows, as the server answered them. */
  rows: readonly TData[] | undefined;
  /** Total rows over all pages. */
  total: number | undefined;
  /** First load (no rows yet): skeleton rows. */
  isLoading?: boolean;
  /** Background refetch with rows on screen: they stay, the table is marked busy. */
  isFetching?: boolean;
  /** A failed load; shown with a Retry button calling `onRetry`. */
  error?: unknown;
  onRetry?: () => void;
  /** List state from `useListUrlState` (page, sort, search, filters in the URL). */
  state: ListUrlState<S, K>;
  /** Accessible name of the table, e.g. the page title. */
  label: string;
  /** Row key; defaults to `uuid`, then `id`, then the index. */
  getRowId?: (row: TData, index: number) => string;
  /** Rows per page (default PAGE_SIZE, 15). */
  pageSize?: number;
  /** Show the search box (default true). */
  searchable?: boolean;
  /** Accessible name of the search box (default "Search"). */
  searchLabel?: string;
  searchPlaceholder?: string;
  /**
   * Filter controls shown beside the search box (write them with `state.setFilter`); on a phone
   * behind a "Filters (n)" button.
   */
  filters?: ReactNode;
  /** How many filters are set, for that button (default: the URL state's filters). */
  activeFilterCount?: number;
  /** Actions at the end of the toolbar, e.g. an "Add" button or link. */
  actions?: ReactNode;
  /** Empty state texts (defaults: "No records" / "Nothing matches the search or filters." when filtered). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Call to action inside the empty state. */
  emptyAction?: ReactNode;
  /**
   * Where a row leads: a click anywhere on the row (outside its links and buttons) opens it. Keep a
   * link in the row (a name or an Edit link) for keyboard and screen-reader users.
   */
  rowHref?: (row: TData) => string | undefined;
  /**
   * The saved-views menu (the user's named filters, search and sort, kept on the server). Shown by
   * default inside the signed-in app; `false` for a list whose state is not worth naming.
   */
  savedViews?: boolean;
  /**
   * The list's common actions offered in the command palette (e.g. "New …"). "Refresh" is added
   * when the table has `onRetry`.
   */
  paletteActions?: ScreenAction[];
  /** Ids of the columns the column chooser hides. */
  hiddenColumns?: readonly string[];
  /** Row selection for bulk actions: a checkbox first in each row and one for the page in the header. */
  selection?: RowSelection<TData>;
  /** The footer's count in the list's own words, instead of "1-15 of N". */
  countText?: ReactNode;
  /** Below the `sm` breakpoint (a phone) each row is shown as this card instead of a table row. */
  renderCard?: (row: TData) => ReactNode;
  /** The row the keyboard has reached (j/k), marked and scrolled into view. */
  activeRowId?: string;
  /** Between the toolbar and the rows: active filter chips, a live-update bar. */
  banner?: ReactNode;
  className?: string;
}

/** The selected rows (by row id) and how to change them; `rowLabel` names a row for its checkbox. */
export interface RowSelection<TData> {
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  rowLabel: (row: TData) => string;
  /** The header checkbox's name ("Select the orders of this page"). */
  pageLabel: string;
}

/** The selection's checkbox column, first in the table. */
function selectionColumn<TData>(
  selection: RowSelection<TData>,
  pageIds: readonly string[],
): DataTableColumn<TData> {
  const selectedOnPage = pageIds.filter((id) => selection.selected.has(id)).length;
  const setPage = (checked: boolean) => {
    const next = new Set(selection.selected);
    for (const id of pageIds) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  return {
    id: SELECTION_COLUMN_ID,
    header: () => (
      <Checkbox
        aria-label={selection.pageLabel}
        checked={selectedOnPage === 0 ? false : selectedOnPage === pageIds.length ? true : 'indeterminate'}
        disabled={pageIds.length === 0}
        onCheckedChange={(checked) => setPage(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={selection.rowLabel(row.original)}
        checked={selection.selected.has(row.id)}
        onCheckedChange={(checked) => {
          const next = new Set(selection.selected);
          if (checked === true) next.add(row.id);
          else next.delete(row.id);
          selection.onChange(next);
        }}
      />
    ),
    meta: { className: 'w-10', headerClassName: 'w-10' },
  };
}

const SELECTION_COLUMN_ID = '__select';

const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="switch"], [role="checkbox"]';

const NO_ROWS: readonly never[] = [];

function defaultRowId(row: unknown, index: number): string {
  if (row && typeof row === 'object') {
    const record = row as { uuid?: unknown; id?: unknown };
    if (typeof record.uuid === 'string' || typeof record.uuid === 'number') return String(record.uuid);
    if (typeof record.id === 'string' || typeof record.id === 'number') return String(record.id);
  }
  return String(index);
}

function errorDetail(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** "1-15 of 42" numbers for a page; from/to are 0 when there is nothing. */
export function rowRange(page: number, pageSize: number, rowCount: number, total: number) {
  if (total <= 0 || rowCount <= 0) return { from: 0, to: 0, total: Math.max(0, total) };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + rowCount - 1, total };
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <ArrowUpIcon aria-hidden="true" className="size-3.5" />;
  if (sorted === 'desc') return <ArrowDownIcon aria-hidden="true" className="size-3.5" />;
  return <ArrowUpDownIcon aria-hidden="true" className="size-3.5 opacity-40" />;
}

function HeaderCell<TData, S extends string, K extends string>({
  header,
  state,
}: {
  header: Header<TData, unknown>;
  state: ListUrlState<S, K>;
}) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  // Sortable when the column allows it and the list state accepts its id as a sort field.
  const sortFields = state.options.sortFields as readonly string[] | undefined;
  const canSort =
    !header.isPlaceholder && column.getCanSort() && (!sortFields || sortFields.includes(column.id));
  const sorted = column.getIsSorted();
  return (
    <TableHead
      scope="col"
      colSpan={header.colSpan}
      aria-sort={canSort && sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
      className={column.columnDef.meta?.headerClassName}
    >
      {canSort ? (
        <button
          type="button"
          data-sorted={sorted || undefined}
          onClick={() => state.toggleSort(column.id as S)}
          className="-ml-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {content}
          <SortIcon sorted={sorted} />
        </button>
      ) : (
        content
      )}
    </TableHead>
  );
}

/**
 * Server-paginated table: the server pages, sorts, searches and filters; the table shows one page and
 * keeps page, sort, search and filters in the URL through `state` (from `useListUrlState`).
 */
export function DataTable<TData, S extends string = string, K extends string = string>({
  columns,
  rows,
  total,
  isLoading = false,
  isFetching = false,
  error,
  onRetry,
  state,
  label,
  getRowId = defaultRowId,
  pageSize = PAGE_SIZE,
  searchable = true,
  searchLabel,
  searchPlaceholder,
  filters,
  activeFilterCount: activeFilterCountProp,
  actions,
  emptyTitle,
  emptyDescription,
  emptyAction,
  rowHref,
  savedViews = true,
  paletteActions,
  hiddenColumns,
  selection,
  countText,
  renderCard,
  activeRowId,
  banner,
  className,
}: DataTableProps<TData, S, K>) {
  const intl = useIntl();
  const showSavedViews = useSavedViewsAvailable() && savedViews;
  useScreenActions([
    ...(paletteActions ?? []),
    ...(onRetry
      ? [
          {
            id: 'refresh',
            label: intl.formatMessage(staffMsg('staff.palette.refresh')),
            icon: RefreshCwIcon,
            run: onRetry,
          },
        ]
      : []),
  ]);
  const searchId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilterCount = activeFilterCountProp ?? Object.keys(state.filters).length;
  const data = (rows ?? NO_ROWS) as TData[];
  const totalRows = Math.max(0, total ?? 0);
  const pageCount = Math.max(1, Math.ceil(totalRows / pageSize));
  const hasError = error !== undefined && error !== null && error !== false;
  const hasRows = data.length > 0;
  // A phone shows the rows as cards (when the list has them), a wider screen as the table: only one is rendered.
  const isPhone = useMediaQuery(PHONE_MEDIA_QUERY);
  const cardOf = isPhone && hasRows ? renderCard : undefined;
  const showSkeleton = isLoading && !hasRows && !hasError;

  const sorting = useMemo<SortingState>(
    () => (state.sort === undefined ? [] : [{ id: state.sort, desc: state.direction === 'desc' }]),
    [state.sort, state.direction],
  );

  const pageIds = data.map((row, index) => getRowId(row, index));
  const shownColumns = selection ? [selectionColumn(selection, pageIds), ...columns] : columns;
  const columnVisibility = useMemo(
    () => Object.fromEntries((hiddenColumns ?? []).map((id) => [id, false])),
    [hiddenColumns],
  );

  const table = useReactTable<TData>({
    data,
    columns: shownColumns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableSorting: true,
    enableMultiSort: false,
    defaultColumn: { enableSorting: false },
    pageCount,
    rowCount: totalRows,
    state: { sorting, columnVisibility, pagination: { pageIndex: state.page - 1, pageSize } },
  });

  // The row the keyboard reached stays in view.
  useEffect(() => {
    if (activeRowId === undefined) return;
    document
      .querySelector(`[data-slot="data-table"] [data-row-id="${CSS.escape(activeRowId)}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [activeRowId]);

  // A page past the end (rows deleted, a stale link): go to the last page that exists.
  const { page, setPage } = state;
  useEffect(() => {
    if (!isLoading && !hasError && total !== undefined && page > pageCount) setPage(pageCount);
  }, [isLoading, hasError, total, page, pageCount, setPage]);

  const visibleColumnCount = Math.max(1, table.getVisibleLeafColumns().length);
  const range = rowRange(state.page, pageSize, data.length, totalRows);
  const isFiltered = state.search.trim() !== '' || Object.keys(state.filters).length > 0;

  const errorBlock = hasError ? (
    <div role="alert" className="flex flex-wrap items-center justify-center gap-3 py-6 text-sm">
      <TriangleAlertIcon aria-hidden="true" className="size-5 text-destructive" />
      <span className="grid gap-0.5">
        <span className="font-medium">
          <FormattedMessage {...msg('dataTable.error')} />
        </span>
        {errorDetail(error) ? <span className="text-muted-foreground">{errorDetail(error)}</span> : null}
      </span>
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <FormattedMessage {...msg('dataTable.retry')} />
        </Button>
      ) : null}
    </div>
  ) : null;

  let body: ReactNode;
  if (showSkeleton) {
    body = Array.from({ length: pageSize }, (_, rowIndex) => (
      <TableRow key={`skeleton-${rowIndex}`} data-slot="data-table-skeleton-row">
        {table.getVisibleLeafColumns().map((column) => (
          <TableCell key={column.id}>
            <Skeleton className="h-4 w-full max-w-48" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (!hasRows && hasError) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={visibleColumnCount} className="whitespace-normal">
          {errorBlock}
        </TableCell>
      </TableRow>
    );
  } else if (!hasRows) {
    body = (
      <TableRow className="hover:bg-transparent">
        <TableCell colSpan={visibleColumnCount} className="p-4 whitespace-normal">
          <EmptyState
            icon={<InboxIcon />}
            titleAs="p"
            title={emptyTitle ?? <FormattedMessage {...msg('dataTable.empty')} />}
            description={
              emptyDescription ??
              (isFiltered ? <FormattedMessage {...msg('dataTable.emptyFiltered')} /> : undefined)
            }
            action={
              emptyAction ??
              (isFiltered ? (
                <Button type="button" variant="outline" size="sm" onClick={state.reset}>
                  <FormattedMessage {...msg('dataTable.clearFilters')} />
                </Button>
              ) : undefined)
            }
          />
        </TableCell>
      </TableRow>
    );
  } else {
    body = table.getRowModel().rows.map((row) => {
      const href = rowHref?.(row.original);
      return (
        <TableRow
          key={row.id}
          data-row-id={row.id}
          data-state={selection?.selected.has(row.id) ? 'selected' : undefined}
          data-active={row.id === activeRowId || undefined}
          className={cn(
            href && 'cursor-pointer',
            row.id === activeRowId && 'outline-2 -outline-offset-2 outline-ring',
          )}
          onClick={
            href
              ? (event) => {
                  const target = event.target as Element;
                  if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
                  navigate(href);
                }
              : undefined
          }
        >
          {row.getVisibleCells().map((cell) => (
            <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  const showToolbar = searchable || filters !== undefined || actions !== undefined || showSavedViews;

  return (
    <div data-slot="data-table" className={cn('grid gap-3', className)}>
      {showToolbar ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          {searchable ? (
            <div className="relative w-full sm:w-auto sm:max-w-xl sm:min-w-72 sm:flex-1">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                data-slot="data-table-search"
                type="search"
                aria-label={searchLabel ?? intl.formatMessage(msg('dataTable.searchLabel'))}
                placeholder={searchPlaceholder ?? intl.formatMessage(msg('dataTable.searchPlaceholder'))}
                maxLength={FIELD_LIMITS.searchMax}
                value={state.searchInput}
                onChange={(event) => state.setSearchInput(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') state.setSearch(event.currentTarget.value);
                }}
                className="pl-8"
              />
            </div>
          ) : null}
          {filters !== undefined ? (
            <>
              {/* On a phone the filters wait behind one button, so the rows start on the first screen. */}
              <Button
                type="button"
                variant="outline"
                className="h-11 sm:hidden"
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen(!filtersOpen)}
              >
                <SlidersHorizontalIcon aria-hidden="true" />
                <FormattedMessage {...msg('dataTable.filters')} values={{ count: activeFilterCount }} />
              </Button>
              <div
                id={filtersId}
                data-slot="data-table-filters"
                className={cn(
                  'w-full flex-wrap items-center gap-2 sm:flex sm:w-auto',
                  filtersOpen ? 'flex' : 'hidden',
                )}
              >
                {filters}
              </div>
            </>
          ) : null}
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {isFetching && !showSkeleton ? (
              <Spinner size="sm" label={intl.formatMessage(msg('dataTable.updating'))} />
            ) : null}
            {showSavedViews ? <SavedViewsMenu state={state} /> : null}
            {actions}
          </div>
        </div>
      ) : null}

      {hasError && hasRows ? errorBlock : null}

      {state.droppedParams && state.droppedParams.length > 0 ? (
        <p
          role="status"
          data-slot="data-table-notice"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <FormattedMessage
            {...staffMsg('staff.badParams')}
            values={{ names: state.droppedParams.join(', ') }}
          />
        </p>
      ) : null}

      {banner}

      {cardOf ? (
        <ul aria-label={label} data-slot="data-table-cards" className="grid gap-2">
          {table.getRowModel().rows.map((row) => (
            <li
              key={row.id}
              data-row-id={row.id}
              className={cn(
                'relative rounded-md border p-3 text-sm',
                row.id === activeRowId && 'outline-2 -outline-offset-2 outline-ring',
              )}
            >
              {cardOf(row.original)}
            </li>
          ))}
        </ul>
      ) : (
        <Table
          aria-label={label}
          aria-busy={isLoading || isFetching || undefined}
          className={cn(isFetching && hasRows && 'opacity-60 transition-opacity')}
          // The header row stays visible while the rows scroll under it.
          containerClassName="max-h-[calc(100dvh-10rem)] overflow-auto rounded-md border"
        >
          <TableHeader className="sticky top-0 z-10 bg-background shadow-[0_1px_0_var(--border)]">
            {table.getHeaderGroups().map((headerGroup) => (
              <TableRow key={headerGroup.id} className="hover:bg-transparent">
                {headerGroup.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} state={state} />
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      )}

      <div data-slot="data-table-footer" className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          {range.total > 0 && hasRows
            ? (countText ?? (
                <FormattedMessage
                  {...msg('dataTable.rowCount')}
                  values={{ from: range.from, to: range.to, total: range.total }}
                />
              ))
            : null}
        </p>
        {pageCount > 1 ? (
          <Pagination
            className="w-auto"
            page={Math.min(state.page, pageCount)}
            pageCount={pageCount}
            onPageChange={state.setPage}
            disabled={isLoading}
            labels={{
              nav: intl.formatMessage(msg('dataTable.pagination')),
              first: intl.formatMessage(msg('dataTable.firstPage')),
              previous: intl.formatMessage(msg('dataTable.previousPage')),
              next: intl.formatMessage(msg('dataTable.nextPage')),
              last: intl.formatMessage(msg('dataTable.lastPage')),
              page: (page) => intl.formatMessage(msg('dataTable.page'), { page }),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
