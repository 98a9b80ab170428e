import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

import { formatEuro } from '@backoffice/shared';

import { column, type DataTableColumn, sortableColumn } from '../../components/data-table';
import { type AppMessageId } from '../../i18n';
import { OrderStatusBadge, PaymentStatusBadge, SimKindLabel } from './order-badges';
import { orderTime } from './order-panels';
import { type OrderDeskRow } from './order-types';
import { orderViewPath } from './paths';

/** The queue's columns an agent may hide or show; the others (what an agent decides by) always show. */
export const OPTIONAL_COLUMNS = [
  { id: 'email', labelId: 'orders.col.email' },
  { id: 'phone', labelId: 'orders.col.phone' },
  { id: 'fiscal_code', labelId: 'orders.col.fiscalCode' },
  { id: 'tracking', labelId: 'orders.col.tracking' },
  { id: 'is_esim', labelId: 'orders.col.sim' },
  { id: 'esim_count', labelId: 'orders.col.simCounts' },
] as const satisfies ReadonlyArray<{ id: string; labelId: AppMessageId }>;

/** Hidden until chosen, so the deciding columns fit 1280 px: order, customer, status, payment, SIMs, total, date. */
export const DEFAULT_HIDDEN_COLUMNS = ['email', 'phone', 'fiscal_code', 'tracking', 'is_esim'];

const orderLink = (row: OrderDeskRow) => (
  <Link
    href={orderViewPath(row.uuid)}
    className="font-medium tabular-nums underline-offset-4 hover:underline"
  >
    {row.id}
  </Link>
);

const simCounts = (row: OrderDeskRow) => (
  <span className="whitespace-nowrap">
    <FormattedMessage id="orders.simCounts" values={{ esim: row.esim_count, psim: row.psim_count }} />
  </span>
);

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
  sortableColumn('is_esim', 'orders.col.sim', (row) => <SimKindLabel isEsim={row.is_esim} />),
  column('esim_count', 'orders.col.simCounts', { cell: simCounts }),
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
        {orderLink(row)}
        <span className="tabular-nums">{formatEuro(row.amount)}</span>
      </div>
      <div>{`${row.first_name} ${row.last_name}`.trim()}</div>
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={row.status} />
        <PaymentStatusBadge status={row.payment_status} />
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-muted-foreground">
        {simCounts(row)}
        <span className="tabular-nums">{orderTime(row.create_at)}</span>
      </div>
    </div>
  );
}
