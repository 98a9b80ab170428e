import { ChevronDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

import { formatEuro, simStatusGroup } from '@backoffice/shared';
import { Button, cn } from '@backoffice/ui';

import { column, type DataTableColumn, sortableColumn } from '../../components/data-table';
import { type AppMessageId } from '../../i18n';
import { OrderStatusBadge, PaymentStatusBadge, SimKindLabel, SimStatusBadge } from './order-badges';
import { orderTime } from './order-panels';
import { type OrderDeskRow } from './order-types';
import { orderViewPath } from './paths';

/** The queue's columns an agent may hide or show; the others (what an agent decides by) always show. */
export const OPTIONAL_COLUMNS = [
  { id: 'email', labelId: 'orders.col.email' },
  { id: 'phone', labelId: 'orders.col.phone' },
  { id: 'fiscal_code', labelId: 'orders.col.fiscalCode' },
  { id: 'tracking', labelId: 'orders.col.tracking' },
] as const satisfies ReadonlyArray<{ id: string; labelId: AppMessageId }>;

/** Hidden until chosen, so the deciding columns fit 1280 px: order, customer, status, payment, SIMs, total, date. */
export const DEFAULT_HIDDEN_COLUMNS = ['email', 'phone', 'fiscal_code', 'tracking'];

const orderLink = (row: OrderDeskRow, className?: string) => (
  <Link
    href={orderViewPath(row.uuid)}
    className={cn('font-medium tabular-nums underline-offset-4 hover:underline', className)}
  >
    {row.id}
  </Link>
);

/** How an order's SIMs stand, grouped as the badges colour them; the logistic ones are not yet activated. */
const SUMMARY_GROUPS = ['activated', 'pending', 'cancelled', 'waiting'] as const;
const summaryGroupOf = (status: number) => simStatusGroup(status) ?? 'waiting';

/**
 * An order's SIMs in one line ("2 eSIM · 1 activated, 1 pending"), and each SIM with its status
 * when expanded.
 */
function SimSummary({ row }: { row: OrderDeskRow }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const kinds = [
    row.esim_count > 0 ? intl.formatMessage({ id: 'orders.sims.esim' }, { count: row.esim_count }) : null,
    row.psim_count > 0 ? intl.formatMessage({ id: 'orders.sims.psim' }, { count: row.psim_count }) : null,
  ].filter(Boolean);
  const statuses = SUMMARY_GROUPS.map((group) => {
    const count = row.sims.filter((sim) => summaryGroupOf(sim.sim_status) === group).length;
    return count > 0 ? intl.formatMessage({ id: `orders.sims.${group}` }, { count }) : null;
  }).filter(Boolean);
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-1">
        <p className="grid text-sm">
          <span>
            {kinds.join(', ')}
            <span className="sr-only"> · </span>
          </span>
          <span className="text-xs text-muted-foreground">{statuses.join(', ')}</span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          // Above a phone card's link (the whole card opens the order), a thumb's size there.
          className="relative z-10 size-11 sm:size-7"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={intl.formatMessage({ id: 'orders.sims.show' }, { id: row.id })}
          onClick={() => setOpen(!open)}
        >
          <ChevronDownIcon aria-hidden="true" className={open ? 'rotate-180' : undefined} />
        </Button>
      </div>
      {open ? (
        <ul id={listId} className="grid gap-1">
          {row.sims.map((sim) => (
            <li key={sim.uuid} className="flex flex-wrap items-center gap-1.5">
              <SimKindLabel isEsim={sim.is_esim} />
              <SimStatusBadge status={sim.sim_status} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const QUEUE_COLUMNS: DataTableColumn<OrderDeskRow>[] = [
  sortableColumn('id', 'orders.col.id', orderLink),
  sortableColumn('last_name', 'orders.col.customer', (row) => `${row.first_name} ${row.last_name}`.trim()),
  sortableColumn('email', 'orders.col.email'),
  sortableColumn('phone', 'orders.col.phone'),
  sortableColumn('fiscal_code', 'orders.col.fiscalCode'),
  column('tracking', 'orders.col.tracking'),
  sortableColumn('status', 'orders.col.status', (row) => <OrderStatusBadge status={row.status} />),
  sortableColumn('payment_status', 'orders.col.payment', (row) => (
    <PaymentStatusBadge status={row.payment_status} />
  )),
  column('sims', 'orders.col.sims', { cell: (row) => <SimSummary row={row} /> }),
  {
    ...sortableColumn<OrderDeskRow>('amount', 'orders.col.amount', (row) => formatEuro(row.amount)),
    meta: { className: 'text-right tabular-nums whitespace-nowrap', headerClassName: 'text-right' },
  },
  sortableColumn('create_at', 'orders.col.created', (row) => (
    <span className="whitespace-nowrap tabular-nums">{orderTime(row.create_at)}</span>
  )),
];

/** One row as a card on a phone: what the deciding columns show, stacked. */
export function QueueCard({ row }: { row: OrderDeskRow }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2">
        {/* The link covers the card: a tap anywhere on it opens the order. */}
        {orderLink(row, "after:absolute after:inset-0 after:rounded-md after:content-['']")}
        <span className="tabular-nums">{formatEuro(row.amount)}</span>
      </div>
      <div>{`${row.first_name} ${row.last_name}`.trim()}</div>
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={row.status} />
        <PaymentStatusBadge status={row.payment_status} />
      </div>
      <SimSummary row={row} />
      <div className="text-muted-foreground tabular-nums">{orderTime(row.create_at)}</div>
    </div>
  );
}
