import { XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  BillingProblemFilter,
  DASHBOARD_FIGURES,
  formatDate,
  parseDayText,
  SIM_STATUSES,
  SimKind,
} from '@backoffice/shared';
import { Button, Input, Label } from '@backoffice/ui';

import { type SelectFilterOption } from '../../components/data-table';
import { AppDayInput } from '../../components/form';
import { type AppMessageId } from '../../i18n';
import { orderStatusLabelId, paymentStatusLabelId, simStatusLabelId } from './order-badges';
import { isTotalBound, OPEN_DAY, type OrdersListState, type ServerFilterKey } from './queue-state';

/** The two ends of the date range: the chosen day starts (from) or ends (to) the range. */
const DAY_BOUNDS = [
  { end: 'from', filterKey: 'startDate', labelId: 'orders.filter.from', time: '00:00:00' },
  { end: 'to', filterKey: 'endDate', labelId: 'orders.filter.to', time: '23:59:59' },
] as const;

/**
 * A day of the window, typed or picked: a whole day moves the window, an emptied field opens that end
 * (every earlier or later date), text that is not a day waits, marked invalid.
 */
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
  const [typed, setTyped] = useState(day);
  const invalid = typed !== '' && parseDayText(typed) === null;
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={id} className="text-sm">
        <FormattedMessage id={bound.labelId} />
      </Label>
      <AppDayInput
        id={id}
        wrapperClassName="w-40"
        value={invalid ? typed : day}
        aria-invalid={invalid || undefined}
        onValueChange={(value) => {
          setTyped(value);
          if (value === '') list.setFilter(bound.filterKey, OPEN_DAY);
          else if (parseDayText(value) !== null) list.setFilter(bound.filterKey, `${value} ${bound.time}`);
        }}
      />
    </div>
  );
}

/** The day pickers and total bounds of the filter panel; each change is a URL change (Back undoes it). */
export function RangeFilters({
  list,
  shown,
}: {
  list: OrdersListState;
  shown: { from: string; to: string };
}) {
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

/** How long typing in a total bound pauses before the list follows. */
const TOTAL_TYPING_PAUSE_MS = 600;

/**
 * A total bound: written to the URL once it is a number (or empty), when typing pauses, on Enter or
 * when the field is left.
 */
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
  const { setFilter } = list;
  const commit = () => {
    if (!invalid && trimmed !== inUrl) setFilter(filterKey, trimmed || undefined);
  };
  useEffect(() => {
    if (invalid || trimmed === inUrl) return;
    const timer = setTimeout(() => setFilter(filterKey, trimmed || undefined), TOTAL_TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [invalid, trimmed, inUrl, filterKey, setFilter]);
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
export function listChoices(
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
export function simStatusChoices(
  current: string | undefined,
  label: (value: number) => string | undefined,
  pendingLabel: string,
): SelectFilterOption[] {
  const pending = DASHBOARD_FIGURES.simFunnel.pending.join(',');
  const single = listChoices(SIM_STATUSES, current === pending ? undefined : current, label);
  return [{ value: pending, label: pendingLabel }, ...single];
}

/** The filters that keep the rows with a problem (1) or without it (0). */
export const PROBLEM_FILTER_KEYS = ['billing_problem', 'activated_unpaid'] as const;
type ProblemFilterKey = (typeof PROBLEM_FILTER_KEYS)[number];

/** A problem filter's choice in words: its name's message with `.1` (with) or `.0` (without). */
export const problemChoiceLabelId = (key: ProblemFilterKey, value: number) =>
  `${FILTER_NAMES[key]}.${value === BillingProblemFilter.With ? 1 : 0}` as AppMessageId;

/** Each filter's name, as the filter panel labels it. */
export const FILTER_NAMES: Record<ServerFilterKey, AppMessageId> = {
  startDate: 'orders.filter.from',
  endDate: 'orders.filter.to',
  status: 'orders.filter.status',
  payment_status: 'orders.filter.payment',
  sim_status: 'orders.filter.simStatus',
  is_esim: 'orders.filter.sim',
  billing_problem: 'orders.filter.billing',
  activated_unpaid: 'orders.filter.activatedUnpaid',
  total_from: 'orders.filter.totalFrom',
  total_to: 'orders.filter.totalTo',
};

/** A filter's value in words: status names, days, euro bounds. */
function useFilterValueText() {
  const intl = useIntl();
  const named = (labelId: (value: number) => AppMessageId | undefined) => (value: string) =>
    value
      .split(',')
      .map((part) => {
        const id = labelId(Number(part));
        return id ? intl.formatMessage({ id }) : part;
      })
      .join(', ');
  const pending = DASHBOARD_FIGURES.simFunnel.pending.join(',');
  return (key: ServerFilterKey, value: string): string => {
    switch (key) {
      case 'startDate':
      case 'endDate':
        return value === OPEN_DAY
          ? intl.formatMessage({ id: 'orders.filter.anyDay' })
          : formatDate(value, 'DD.MM.YYYY');
      case 'status':
        return named(orderStatusLabelId)(value);
      case 'payment_status':
        return named(paymentStatusLabelId)(value);
      case 'sim_status':
        return value === pending
          ? intl.formatMessage({ id: 'orders.filter.simStage.pending' })
          : named(simStatusLabelId)(value);
      case 'is_esim':
        return intl.formatMessage({
          id: value === String(SimKind.ESim) ? 'enum.simKind.1' : 'enum.simKind.0',
        });
      case 'billing_problem':
      case 'activated_unpaid':
        return intl.formatMessage({ id: problemChoiceLabelId(key, Number(value)) });
      default:
        return value;
    }
  };
}

const SERVER_FILTER_KEYS = Object.keys(FILTER_NAMES) as ServerFilterKey[];

/**
 * The active search and filters as chips, each removable, with "Clear all" (the chosen columns stay).
 * Nothing shows while the queue is unfiltered.
 */
export function ActiveFilterChips({ list }: { list: OrdersListState }) {
  const intl = useIntl();
  const valueText = useFilterValueText();
  const active = SERVER_FILTER_KEYS.filter((key) => list.filters[key] !== undefined);
  const search = list.search.trim();
  const chipsRef = useRef<HTMLUListElement>(null);
  const shownKeys = [search ? 'search' : '', ...active].join(',');
  // After a chip goes, the focus moves to the chip now in its place (or the last one), else to the search.
  const [refocus, setRefocus] = useState<{ index: number; from: string } | null>(null);
  useEffect(() => {
    if (!refocus || refocus.from === shownKeys) return;
    setRefocus(null);
    const removeButtons = [...(chipsRef.current?.querySelectorAll<HTMLElement>('li button') ?? [])];
    const next =
      removeButtons[Math.min(refocus.index, removeButtons.length - 1)] ??
      document.querySelector<HTMLElement>('[data-slot="data-table-search"]');
    next?.focus();
  }, [refocus, shownKeys]);
  if (active.length === 0 && search === '') return null;
  let chipCount = 0;
  const chip = (key: string, text: string, name: string, remove: () => void) => {
    const index = chipCount++;
    return (
      <li
        key={key}
        className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-0.5 pr-0.5 pl-2.5 text-sm"
      >
        <span>{text}</span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-6 rounded-full"
          aria-label={intl.formatMessage({ id: 'desk.chips.remove' }, { name })}
          onClick={() => {
            setRefocus({ index, from: shownKeys });
            remove();
          }}
        >
          <XIcon aria-hidden="true" className="size-3.5" />
        </Button>
      </li>
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul
        ref={chipsRef}
        aria-label={intl.formatMessage({ id: 'desk.chips' })}
        className="flex flex-wrap gap-1.5"
      >
        {search
          ? chip(
              'search',
              intl.formatMessage({ id: 'desk.chips.search' }, { text: search }),
              intl.formatMessage({ id: 'dataTable.searchLabel' }),
              () => list.setSearch(''),
            )
          : null}
        {active.map((key) => {
          const value = list.filters[key];
          if (value === undefined) return null;
          const name = intl.formatMessage({ id: FILTER_NAMES[key] });
          return chip(key, `${name}: ${valueText(key, value)}`, name, () => list.setFilter(key, undefined));
        })}
      </ul>
      <Button
        type="button"
        variant="link"
        size="sm"
        onClick={() => {
          setRefocus({ index: 0, from: shownKeys });
          list.update({
            search: '',
            filters: Object.fromEntries(SERVER_FILTER_KEYS.map((key) => [key, undefined])),
          });
        }}
      >
        <FormattedMessage id="desk.chips.clearAll" />
      </Button>
    </div>
  );
}
