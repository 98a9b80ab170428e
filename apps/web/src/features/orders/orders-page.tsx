import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RadioTowerIcon, RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  BillingProblemFilter,
  ORDER_LIST_DEFAULT_DIRECTION,
  ORDER_LIST_DEFAULT_SORT,
  ORDER_LIST_SORT_KEYS,
  ORDER_STATUSES,
  ORDER_WINDOW_BOUNDS,
  orderListDefaultRange,
  PAYMENT_STATUSES,
  SimKind,
} from '@backoffice/shared';
import { Button, toast } from '@backoffice/ui';

import { staffMsg } from '../../components/staff-messages';
import { ColumnChooser, QueryDataTable, SelectFilter, useListQuery } from '../../components/data-table';
import { useFeedback } from '../../components/feedback';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { orderStatusLabelId, paymentStatusLabelId, simStatusLabelId } from './order-badges';
import { OutsideServicesNotice } from './order-notices';
import { ORDERS_PATH, orderViewPath } from './paths';
import { BulkBar } from './queue-bulk';
import { ExportMenu } from './queue-export';
import { DEFAULT_HIDDEN_COLUMNS, OPTIONAL_COLUMNS, QUEUE_COLUMNS, QueueCard } from './queue-columns';
import {
  ActiveFilterChips,
  FILTER_NAMES,
  listChoices,
  PROBLEM_FILTER_KEYS,
  problemChoiceLabelId,
  RangeFilters,
  simStatusChoices,
} from './queue-filters';
import { useOrderSelection, useQueueKeys } from './queue-keys';
import { NewOrdersBar, useLiveQueue } from './queue-live';
import {
  dayOf,
  FILTER_KEYS,
  hiddenColumnsOf,
  hiddenColumnsValue,
  orderListInput,
  useJoinedListFilters,
  useKeptQueueQuery,
} from './queue-state';

/**
 * /shop/orders: one row per order created in the chosen days (the last 7 by default), or
 * of every date while a search runs with no days chosen; filtered, sorted and paged by the server,
 * with every choice in the URL (the chosen columns too, so saved views keep them). Live: changed rows
 * update in place and new orders are announced. Rows can be selected for bulk moves, and j/k walk them.
 */
export function OrdersPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  useJoinedListFilters();
  const restoring = useKeptQueueQuery();
  const list = useListUrlState({
    sortFields: ORDER_LIST_SORT_KEYS,
    defaultSort: ORDER_LIST_DEFAULT_SORT,
    defaultDirection: ORDER_LIST_DEFAULT_DIRECTION,
    filterKeys: FILTER_KEYS,
  });
  // The default days are read once per visit, so a list left open over midnight keeps its range.
  const [defaults] = useState(orderListDefaultRange);
  const { input, openBounds, dropped, reversed } = orderListInput(list);
  const everyDate = openBounds.length === ORDER_WINDOW_BOUNDS.length;
  const shown = {
    from: openBounds.includes('startDate') ? '' : dayOf(input.startDate) || dayOf(defaults.startDate),
    to: openBounds.includes('endDate') ? '' : dayOf(input.endDate) || dayOf(defaults.endDate),
  };
  const deskInput = {
    ...input,
    startDate: input.startDate ?? defaults.startDate,
    endDate: input.endDate ?? defaults.endDate,
  };
  const query = useListQuery({
    ...trpc.orders.deskList.queryOptions({ list: deskInput, open_bounds: [...openBounds] }),
    enabled: reversed === null && !restoring,
  });
  const live = useLiveQueue(deskInput, openBounds, query.data);
  // The export takes the queue's query without its page: every matching order.
  const { page: _page, pageSize: _pageSize, ...exportList } = deskInput;
  // The columns the person chose last, in any session, unless the URL (a saved view, a link) says.
  const columnChoice = useQuery(trpc.savedViews.columns.queryOptions({ listKey: ORDERS_PATH }));
  const saveColumns = useMutation(trpc.savedViews.setColumns.mutationOptions());
  const hidden = hiddenColumnsOf(list, columnChoice.data?.hidden ?? DEFAULT_HIDDEN_COLUMNS);
  const selection = useOrderSelection(query.data?.data);
  const active = useQueueKeys(query.data?.data);

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
            values={{ names: dropped.map((key) => intl.formatMessage({ id: FILTER_NAMES[key] })).join(', ') }}
          />
        </p>
      ) : null}
      <QueryDataTable
        query={{ ...query, isPending: query.isPending && reversed === null }}
        columns={QUEUE_COLUMNS}
        state={list}
        label={intl.formatMessage({ id: 'route.orders' })}
        searchLabel={intl.formatMessage({ id: 'orders.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'orders.search' })}
        getRowId={(row) => row.uuid}
        rowHref={(row) => orderViewPath(row.uuid)}
        emptyTitle={<FormattedMessage id={everyDate ? 'dataTable.emptyFiltered' : 'orders.empty'} />}
        hiddenColumns={hidden}
        activeFilterCount={Object.keys(list.filters).filter((key) => key !== 'hidden').length}
        selection={{
          selected: selection.rowIds,
          onChange: selection.change,
          rowLabel: (row) => intl.formatMessage({ id: 'desk.select.row' }, { id: row.id }),
          pageLabel: intl.formatMessage({ id: 'desk.select.page' }),
        }}
        activeRowId={active}
        renderCard={(row) => <QueueCard row={row} />}
        countText={
          query.data ? (
            <FormattedMessage
              id="desk.count"
              values={{ orders: query.data.orders, sims: query.data.total }}
            />
          ) : undefined
        }
        banner={
          <>
            <ActiveFilterChips list={list} />
            {everyDate ? (
              <p className="text-sm text-muted-foreground">
                <FormattedMessage id="desk.allDates" />
              </p>
            ) : null}
            <p data-shortcut-help="j k Enter" className="hidden text-xs text-muted-foreground lg:block">
              <FormattedMessage id="desk.keys" />
            </p>
            <NewOrdersBar count={live.newOrders} onShow={() => void query.refetch()} />
            <BulkBar
              selected={selection.orders}
              onClear={selection.clear}
              exportList={{ list: exportList, open_bounds: [...openBounds] }}
            />
          </>
        }
        actions={
          <>
            <ExportMenu
              labelId="desk.export.list"
              request={() => ({ list: exportList, open_bounds: [...openBounds] })}
            />
            <ColumnChooser
              columns={OPTIONAL_COLUMNS.map((option) => ({
                id: option.id,
                label: intl.formatMessage({ id: option.labelId }),
              }))}
              hidden={hidden}
              onChange={(next) => {
                list.setFilter('hidden', hiddenColumnsValue(next));
                saveColumns.mutate({ listKey: ORDERS_PATH, hidden: next });
              }}
            />
          </>
        }
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
            {PROBLEM_FILTER_KEYS.map((key) => (
              <SelectFilter
                key={key}
                state={list}
                filterKey={key}
                label={intl.formatMessage({ id: FILTER_NAMES[key] })}
                allLabel={all}
                options={[BillingProblemFilter.With, BillingProblemFilter.Without].map((value) => ({
                  value,
                  label: intl.formatMessage({ id: problemChoiceLabelId(key, value) }),
                }))}
                className="w-64"
              />
            ))}
          </>
        }
      />
    </>
  );
}
