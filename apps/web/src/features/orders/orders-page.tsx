import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RadioTowerIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';

import {
  BillingProblemFilter,
  DASHBOARD_FIGURES,
  decimalSchema,
  formatEuro,
  ORDER_LIST_DEFAULT_DIRECTION,
  ORDER_LIST_DEFAULT_SORT,
  ORDER_LIST_SORT_KEYS,
  ORDER_STATUSES,
  orderListDefaultRange,
  orderListQuerySchema,
  type OrderListQueryInput,
  type OrderListSortKey,
  PAGE_SIZE,
  PAYMENT_STATUSES,
  SIM_STATUSES,
  SimKind,
} from '@backoffice/shared';
import { Button, Input, Label, toast } from '@backoffice/ui';

import { staffMsg } from '../../app/shell/staff-messages';
import {
  column,
  type DataTableColumn,
  QueryDataTable,
  SelectFilter,
  type SelectFilterOption,
  sortableColumn,
  useListQuery,
} from '../../components/data-table';
import { useFeedback } from '../../components/feedback';
import { PageHeader } from '../../components/page';
import { type ListUrlState, useListUrlState } from '../../hooks/use-url-state';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import {
  OrderStatusBadge,
  orderStatusLabelId,
  PaymentStatusBadge,
  paymentStatusLabelId,
  SimKindLabel,
  simStatusLabelId,
} from './order-badges';
import { OutsideServicesNotice } from './order-notices';
import { orderTime } from './order-panels';
import { type OrderListRow } from './order-types';

export const ORDERS_PATH = '/shop/orders';
export const orderViewPath = (uuid: string) => `${ORDERS_PATH}/view/${uuid}`;

/**
 * Query keys of the queue's filters: the names of the shared list query (startDate and endDate as
 * Rome wall times, status, payment_status and sim_status as comma-joined lists), so any link built
 * from the query (the home dashboard's figures) opens the list filtered.
 */
const FILTER_KEYS = [
  'startDate',
  'endDate',
  'status',
  'payment_status',
  'sim_status',
  'is_esim',
  'billing_problem',
  'total_from',
  'total_to',
] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type OrdersListState = ListUrlState<OrderListSortKey, FilterKey>;
/** Filters read as lists; a link may also repeat them (`status=0&status=1`). */
const LIST_FILTER_KEYS = ['status', 'payment_status', 'sim_status'] as const;

type FilterValues = Partial<Record<FilterKey, string>>;

/**
 * The list call's input from the URL, checked by the shared list query schema: a filter the schema
 * refuses is left out (and named), a reversed range stops the query (the page says why).
 */
function orderListInput(list: OrdersListState): {
  input: OrderListQueryInput;
  dropped: FilterKey[];
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
  const filters: FilterValues = { ...list.filters };
  const dropped: FilterKey[] = [];
  for (;;) {
    const input: OrderListQueryInput = { ...base, ...filters };
    const parsed = orderListQuerySchema.safeParse(input);
    if (parsed.success) return { input, dropped, reversed: null };
    const keys = new Set(
      parsed.error.issues
        .filter((issue) => issue.message !== 'dateRangeReversed')
        .map((issue) => issue.path[0])
        .filter((key): key is FilterKey => typeof key === 'string' && key in filters),
    );
    if (keys.size === 0) {
      const reversed = parsed.error.issues.find((issue) => issue.message === 'dateRangeReversed');
      return {
        input,
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
function useJoinedListFilters() {
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

const DAY = /^\d{4}-\d{2}-\d{2}/;
const dayOf = (wallTime: string | undefined) => (wallTime && DAY.test(wallTime) ? wallTime.slice(0, 10) : '');

/** Whether a total bound typed in the filter is a number of 0 or more (the schema's rule). */
const isTotalBound = (text: string) => {
  const parsed = decimalSchema.safeParse(text);
  return parsed.success && parsed.data >= 0;
};

const columns: DataTableColumn<OrderListRow>[] = [
  sortableColumn('id', 'orders.col.id', (row) => (
    <Link
      href={orderViewPath(row.uuid)}
      className="font-medium tabular-nums underline-offset-4 hover:underline"
    >
      {row.id}
    </Link>
  )),
  sortableColumn('create_at', 'orders.col.created', (row) => (
    <span className="whitespace-nowrap tabular-nums">{orderTime(row.create_at)}</span>
  )),
  sortableColumn('last_name', 'orders.col.customer', (row) => `${row.first_name} ${row.last_name}`.trim()),
  sortableColumn('email', 'orders.col.email'),
  sortableColumn('phone', 'orders.col.phone'),
  sortableColumn('fiscal_code', 'orders.col.fiscalCode'),
  {
    ...sortableColumn<OrderListRow>('amount', 'orders.col.amount', (row) => formatEuro(row.amount)),
    meta: { className: 'text-right tabular-nums whitespace-nowrap', headerClassName: 'text-right' },
  },
  sortableColumn('status', 'orders.col.status', (row) => <OrderStatusBadge status={row.status} />),
  sortableColumn('payment_status', 'orders.col.payment', (row) => (
    <PaymentStatusBadge status={row.payment_status} />
  )),
  sortableColumn('is_esim', 'orders.col.sim', (row) => <SimKindLabel isEsim={row.is_esim} />),
  column('esim_count', 'orders.col.simCounts', {
    cell: (row) => (
      <span className="whitespace-nowrap">
        <FormattedMessage id="orders.simCounts" values={{ esim: row.esim_count, psim: row.psim_count }} />
      </span>
    ),
  }),
];

/** The two ends of the date range: the chosen day starts (from) or ends (to) the range. */
const DAY_BOUNDS = [
  { end: 'from', filterKey: 'startDate', labelId: 'orders.filter.from', time: '00:00:00' },
  { end: 'to', filterKey: 'endDate', labelId: 'orders.filter.to', time: '23:59:59' },
] as const;

function DayBoundFilter({
  list,
  bound,
  day,
}: {
  list: OrdersListState;
  bound: (typeof DAY_BOUNDS)[number];
  day: string;
}) {
  const id = `orders-${bound.end}`;
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={id} className="text-sm">
        <FormattedMessage id={bound.labelId} />
      </Label>
      <Input
        id={id}
        type="date"
        className="w-40"
        value={day}
        onChange={(event) =>
          list.setFilter(
            bound.filterKey,
            event.target.value ? `${event.target.value} ${bound.time}` : undefined,
          )
        }
      />
    </div>
  );
}

/** The day pickers and total bounds of the filter panel; each change is a URL change (Back undoes it). */
function RangeFilters({ list, shown }: { list: OrdersListState; shown: { from: string; to: string } }) {
  const intl = useIntl();
  return (
    <>
      {DAY_BOUNDS.map((bound) => (
        <DayBoundFilter key={bound.end} list={list} bound={bound} day={shown[bound.end]} />
      ))}
      <TotalBoundFilter
        list={list}
        filterKey="total_from"
        label={intl.formatMessage({ id: 'orders.filter.totalFrom' })}
      />
      <TotalBoundFilter
        list={list}
        filterKey="total_to"
        label={intl.formatMessage({ id: 'orders.filter.totalTo' })}
      />
    </>
  );
}

/** A total bound: written to the URL on Enter or when the field is left, once it is a number (or empty). */
function TotalBoundFilter({
  list,
  filterKey,
  label,
}: {
  list: OrdersListState;
  filterKey: 'total_from' | 'total_to';
  label: string;
}) {
  const intl = useIntl();
  const inUrl = list.filters[filterKey] ?? '';
  const [text, setText] = useState(inUrl);
  const [followed, setFollowed] = useState(inUrl);
  if (followed !== inUrl) {
    setFollowed(inUrl);
    setText(inUrl);
  }
  const trimmed = text.trim();
  const invalid = trimmed !== '' && !isTotalBound(trimmed);
  const commit = () => {
    if (!invalid && trimmed !== inUrl) list.setFilter(filterKey, trimmed || undefined);
  };
  const id = `orders-${filterKey}`;
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={id} className="text-sm">
        {label}
      </Label>
      <Input
        id={id}
        inputMode="decimal"
        className="w-24"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        title={invalid ? intl.formatMessage({ id: 'orders.filter.notNumber' }) : undefined}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {invalid ? (
        <span id={`${id}-error`} role="alert" className="text-xs text-destructive">
          <FormattedMessage id="orders.filter.notNumber" />
        </span>
      ) : null}
    </div>
  );
}

/** A list filter's choices: the spec's, plus the URL's own list when a link brought another one. */
function listChoices(
  offered: readonly number[],
  current: string | undefined,
  label: (value: number) => string | undefined,
): SelectFilterOption[] {
  const choices: SelectFilterOption[] = offered.map((value) => ({ value, label: label(value) ?? '' }));
  if (current === undefined || offered.map(String).includes(current)) return choices;
  const labels = current.split(',').map((value) => label(Number(value)));
  if (labels.every((text) => text !== undefined)) choices.push({ value: current, label: labels.join(', ') });
  return choices;
}

/**
 * The SIM status choices: the dashboard funnel's pending stage as one choice (its six statuses),
 * then every status on its own; a link's other list is added by `listChoices`.
 */
function simStatusChoices(
  current: string | undefined,
  label: (value: number) => string | undefined,
  pendingLabel: string,
): SelectFilterOption[] {
  const pending = DASHBOARD_FIGURES.simFunnel.pending.join(',');
  const single = listChoices(SIM_STATUSES, current === pending ? undefined : current, label);
  return [{ value: pending, label: pendingLabel }, ...single];
}

/**
 * /shop/orders: one row per SIM of the orders created in the chosen days (the last 7 by default),
 * searched, filtered, sorted and paged by the server, with every choice in the URL.
 */
export function OrdersPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  useJoinedListFilters();
  const list = useListUrlState({
    sortFields: ORDER_LIST_SORT_KEYS,
    defaultSort: ORDER_LIST_DEFAULT_SORT,
    defaultDirection: ORDER_LIST_DEFAULT_DIRECTION,
    filterKeys: FILTER_KEYS,
  });
  // The default days are read once per visit, so a list left open over midnight keeps its range.
  const [defaults] = useState(orderListDefaultRange);
  const { input, dropped, reversed } = orderListInput(list);
  const shown = {
    from: dayOf(input.startDate) || dayOf(defaults.startDate),
    to: dayOf(input.endDate) || dayOf(defaults.endDate),
  };
  const query = useListQuery({
    ...trpc.orders.getList.queryOptions({
      ...input,
      startDate: input.startDate ?? defaults.startDate,
      endDate: input.endDate ?? defaults.endDate,
    }),
    // A paged call always answers its total.
    select: (answer) => ({ data: answer.data, total: answer.total ?? answer.data.length }),
    enabled: reversed === null,
  });

  const refreshStatuses = useMutation(
    trpc.orders.refreshStatuses.mutationOptions({
      onSuccess: ({ response }) => {
        toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
          description: intl.formatMessage(
            { id: 'orders.refreshStatusesDone' },
            { checked: response.checked, updated: response.updated, closed: response.orders_closed },
          ),
        });
        void query.refetch();
      },
      onError: (error) => {
        void queryClient.invalidateQueries({ queryKey: trpc.orders.outsideServices.pathKey() });
        void feedback.showRequestError(error, { title: intl.formatMessage({ id: 'msg.titleError' }) });
      },
    }),
  );

  const all = intl.formatMessage({ id: 'orders.filter.all' });
  const statusName = (value: number) => {
    const id = orderStatusLabelId(value);
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const paymentName = (value: number) => {
    const id = paymentStatusLabelId(value);
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const simStatusName = (value: number) => {
    const id = simStatusLabelId(value);
    return id ? intl.formatMessage({ id }) : undefined;
  };
  const filterNames: Record<FilterKey, AppMessageId> = {
    startDate: 'orders.filter.from',
    endDate: 'orders.filter.to',
    status: 'orders.filter.status',
    payment_status: 'orders.filter.payment',
    sim_status: 'orders.filter.simStatus',
    is_esim: 'orders.filter.sim',
    billing_problem: 'orders.filter.billing',
    total_from: 'orders.filter.totalFrom',
    total_to: 'orders.filter.totalTo',
  };

  return (
    <>
      <PageHeader
        actions={
          <>
            <Button
              type="button"
              variant="outline"
              loading={refreshStatuses.isPending}
              onClick={() => refreshStatuses.mutate()}
            >
              <RadioTowerIcon aria-hidden="true" />
              <FormattedMessage id="orders.refreshStatuses" />
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={query.isFetching && !query.isPending}
              onClick={() => void query.refetch()}
            >
              <RefreshCwIcon aria-hidden="true" />
              <FormattedMessage id="orders.refresh" />
            </Button>
          </>
        }
      />
      <OutsideServicesNotice />
      {reversed ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage
            id={reversed === 'dates' ? 'orders.filter.reversed' : 'orders.filter.totalsReversed'}
          />
        </p>
      ) : null}
      {dropped.length > 0 ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <FormattedMessage
            {...staffMsg('staff.badParams')}
            values={{ names: dropped.map((key) => intl.formatMessage({ id: filterNames[key] })).join(', ') }}
          />
        </p>
      ) : null}
      <QueryDataTable
        query={{ ...query, isPending: query.isPending && reversed === null }}
        columns={columns}
        state={list}
        label={intl.formatMessage({ id: 'route.orders' })}
        searchLabel={intl.formatMessage({ id: 'orders.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'orders.search' })}
        getRowId={(row) => row.product_uuid}
        rowHref={(row) => orderViewPath(row.uuid)}
        emptyTitle={<FormattedMessage id="orders.empty" />}
        filters={
          <>
            <RangeFilters list={list} shown={shown} />
            <SelectFilter
              state={list}
              filterKey="status"
              label={intl.formatMessage({ id: 'orders.filter.status' })}
              allLabel={all}
              options={listChoices(ORDER_STATUSES, list.filters.status, statusName)}
              className="w-52"
            />
            <SelectFilter
              state={list}
              filterKey="payment_status"
              label={intl.formatMessage({ id: 'orders.filter.payment' })}
              allLabel={all}
              options={listChoices(PAYMENT_STATUSES, list.filters.payment_status, paymentName)}
              className="w-56"
            />
            <SelectFilter
              state={list}
              filterKey="is_esim"
              label={intl.formatMessage({ id: 'orders.filter.sim' })}
              allLabel={all}
              options={[SimKind.ESim, SimKind.PSim].map((value) => ({
                value,
                label: intl.formatMessage({
                  id: value === SimKind.ESim ? 'enum.simKind.1' : 'enum.simKind.0',
                }),
              }))}
              className="w-40"
            />
            <SelectFilter
              state={list}
              filterKey="sim_status"
              label={intl.formatMessage({ id: 'orders.filter.simStatus' })}
              allLabel={all}
              options={simStatusChoices(
                list.filters.sim_status,
                simStatusName,
                intl.formatMessage({ id: 'orders.filter.simStage.pending' }),
              )}
              className="w-64"
            />
            <SelectFilter
              state={list}
              filterKey="billing_problem"
              label={intl.formatMessage({ id: 'orders.filter.billing' })}
              allLabel={all}
              options={[BillingProblemFilter.With, BillingProblemFilter.Without].map((value) => ({
                value,
                label: intl.formatMessage({
                  id:
                    value === BillingProblemFilter.With
                      ? 'orders.filter.billing.1'
                      : 'orders.filter.billing.0',
                }),
              }))}
              className="w-64"
            />
          </>
        }
      />
    </>
  );
}
