import { useQuery } from '@tanstack/react-query';
import { EMAIL_STATUSES } from '@backoffice/shared';
import { cn } from '@backoffice/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import {
  type DataTableColumn,
  DataTable,
  displayColumn,
  queryTableStatus,
  SelectFilter,
  sortableColumn,
} from '../../components/data-table';
import { useClientRows } from '../../components/data-table/client-rows';
import { PageHeader } from '../../components/page';
import { useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { orderViewPath } from '../orders/paths';
import { type EmailRow } from './channel-types';
import { EmailStatusBadge } from './email-status';
import { EMAIL_KIND_IDS, EMAIL_STATUS_BADGES, eventMeaningId, listDateTime } from './labels';

const SEARCH_FIELDS = ['to', 'subject', 'event_type', 'order_id'] as const;

/** Why an email was sent: its event (with the meaning) or its kind. */
function EmailEvent({ row }: { row: EmailRow }) {
  const meaning = eventMeaningId(row.event_type);
  if (!row.event_type) return <FormattedMessage id={EMAIL_KIND_IDS[row.kind]} />;
  return (
    <span className="grid">
      <span className="font-mono text-xs">{row.event_type}</span>
      {meaning ? (
        <span className="text-xs text-muted-foreground">
          <FormattedMessage id={meaning} />
        </span>
      ) : null}
    </span>
  );
}

const columns: DataTableColumn<EmailRow>[] = [
  sortableColumn('created_at', 'channels.emails.col.created', (row) => (
    <span className="whitespace-nowrap tabular-nums">{listDateTime(row.created_at)}</span>
  )),
  sortableColumn('to', 'channels.emails.col.to', (row) => <span className="break-all">{row.to}</span>),
  sortableColumn('subject', 'channels.emails.col.subject', (row) => (
    <span className="block max-w-64 [overflow-wrap:anywhere]">{row.subject}</span>
  )),
  sortableColumn('event_type', 'channels.emails.col.event', (row) => <EmailEvent row={row} />),
  sortableColumn('order_id', 'channels.emails.col.order', (row) =>
    row.order_uuid && row.order_id !== null ? (
      <Link
        href={orderViewPath(row.order_uuid)}
        className="whitespace-nowrap text-primary underline-offset-4 hover:underline"
      >
        <FormattedMessage id="channels.emails.orderLink" values={{ number: row.order_id }} />
      </Link>
    ) : (
      '—'
    ),
  ),
  sortableColumn('status', 'channels.emails.col.status', (row) => <EmailStatusBadge status={row.status} />),
  displayColumn('answer', 'channels.emails.col.answer', (row) => {
    const text = row.error ?? row.smtp_response;
    if (!text) return '—';
    return (
      // Narrow and wrapping anywhere (a mail server's answer is one long token), so the table fits 1280 px.
      <span
        className={cn('block max-w-56 text-xs [overflow-wrap:anywhere]', row.error && 'text-destructive')}
      >
        {text}
      </span>
    );
  }),
];

/** /settings/email-log: every email sent, newest first, searchable and filtered by status (administrators). */
export function EmailLogPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const query = useQuery(trpc.channels.emails.list.queryOptions({ limit: 500 }));
  const list = useListUrlState({
    sortFields: ['created_at', 'to', 'subject', 'event_type', 'order_id', 'status'],
    defaultSort: 'created_at',
    defaultDirection: 'desc',
    filterKeys: ['status'],
    filterValues: { status: EMAIL_STATUSES },
  });
  const status = list.filters.status;
  const rows = status ? query.data?.data.filter((row) => row.status === status) : query.data?.data;
  const page = useClientRows(rows, list, { searchFields: SEARCH_FIELDS });
  return (
    <>
      <PageHeader description={<FormattedMessage id="channels.emails.intro" />} />
      <DataTable
        columns={columns}
        rows={page?.rows}
        total={page?.total}
        {...queryTableStatus(query)}
        state={list}
        label={intl.formatMessage({ id: 'channels.emails.list' })}
        searchLabel={intl.formatMessage({ id: 'channels.emails.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'channels.emails.search' })}
        getRowId={(row) => row.uuid}
        savedViews={false}
        filters={
          <SelectFilter
            state={list}
            filterKey="status"
            label={intl.formatMessage({ id: 'channels.emails.col.status' })}
            allLabel={intl.formatMessage({ id: 'admin.filter.all' })}
            options={EMAIL_STATUSES.map((value) => ({
              value,
              label: intl.formatMessage({ id: EMAIL_STATUS_BADGES[value].labelId }),
            }))}
            className="w-40"
          />
        }
        emptyTitle={<FormattedMessage id="channels.emails.empty" />}
        emptyDescription={<FormattedMessage id="channels.emails.emptyText" />}
      />
    </>
  );
}
