import { FormattedMessage, useIntl } from 'react-intl';

import {
  type DataTableColumn,
  displayColumn,
  type ListQueryResult,
  QueryDataTable,
  SelectFilter,
  sortableColumn,
  toListInput,
  useListQuery,
} from '../../components/data-table';
import { PageHeader } from '../../components/page';
import { type ListUrlState, useListUrlState } from '../../hooks/use-url-state';
import { useTRPC } from '../../lib/trpc';
import { AttachmentMark, FeedbackTabs, ReadBadge, ReceivedCell, ViewRowLink } from './feedback-parts';
import { contactViewPath, partnerViewPath } from './paths';
import { type ContactMessageRow, type PartnerRequestRow } from './feedback-types';

const contactColumns: DataTableColumn<ContactMessageRow>[] = [
  displayColumn('read', 'feedback.col.state', (row) => <ReadBadge read={row.read} />),
  sortableColumn('create_at', 'feedback.col.date', (row) => (
    <ReceivedCell value={row.create_at} read={row.read} />
  )),
  sortableColumn('topic', 'feedback.contact.topic'),
  sortableColumn('name', 'feedback.contact.name'),
  sortableColumn('mail', 'feedback.contact.mail'),
  sortableColumn('phone', 'feedback.contact.phone'),
  displayColumn('link', 'feedback.contact.attachment', (row) => <AttachmentMark link={row.link} />),
  displayColumn('actions', 'feedback.col.actions', (row) => (
    <ViewRowLink href={contactViewPath(row.uuid)} name={row.name || row.mail} />
  )),
];

const partnerColumns: DataTableColumn<PartnerRequestRow>[] = [
  displayColumn('read', 'feedback.col.state', (row) => <ReadBadge read={row.read} />),
  sortableColumn('create_at', 'feedback.col.date', (row) => (
    <ReceivedCell value={row.create_at} read={row.read} />
  )),
  sortableColumn('business_name', 'feedback.partner.businessName'),
  sortableColumn('contact_name', 'feedback.partner.contactName'),
  sortableColumn('region', 'feedback.partner.region'),
  sortableColumn('email', 'feedback.partner.email'),
  displayColumn('actions', 'feedback.col.actions', (row) => (
    <ViewRowLink href={partnerViewPath(row.uuid)} name={row.business_name || row.email} />
  )),
];

/** The unread/read filter of both lists, kept in the URL as `read=0|1`. */
function ReadFilter({ state }: { state: Parameters<typeof SelectFilter<'read'>>[0]['state'] }) {
  const intl = useIntl();
  return (
    <SelectFilter
      state={state}
      filterKey="read"
      label={intl.formatMessage({ id: 'feedback.filter.read' })}
      allLabel={intl.formatMessage({ id: 'feedback.filter.all' })}
      options={[
        { value: '0', label: intl.formatMessage({ id: 'feedback.filter.unread' }) },
        { value: '1', label: intl.formatMessage({ id: 'feedback.filter.readOnly' }) },
      ]}
      className="w-52"
    />
  );
}

function UnreadCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span data-testid="feedback-unread" className="text-sm text-muted-foreground">
      <FormattedMessage id="feedback.unreadCount" values={{ count }} />
    </span>
  );
}

/**
 * The URL state of a feedback list, newest first, with the read filter, and the list call's input
 * (the filter only when it holds one of its two values).
 */
function useFeedbackListState<const S extends string>(sortFields: readonly (S | 'create_at')[]) {
  const list = useListUrlState({
    sortFields,
    defaultSort: 'create_at',
    defaultDirection: 'desc',
    filterKeys: ['read'],
  });
  const { read, ...input } = toListInput(list);
  const readFilter: { read?: '0' | '1' } = read === '0' || read === '1' ? { read } : {};
  return { list, input: { ...input, ...readFilter } };
}

/** A feedback list screen: the unread count, the contacts / partners tabs, the table with its read filter. */
function FeedbackList<TRow extends { uuid: string }, S extends string>({
  query,
  list,
  columns,
  labelId,
}: {
  query: ListQueryResult<TRow> & { data: { unread: number } | undefined };
  list: ListUrlState<S, 'read'>;
  columns: DataTableColumn<TRow>[];
  labelId: 'route.feedbackContacts' | 'route.feedbackPartners';
}) {
  const intl = useIntl();
  return (
    <>
      <PageHeader actions={<UnreadCount count={query.data?.unread} />} />
      <FeedbackTabs />
      <QueryDataTable
        query={query}
        columns={columns}
        state={list}
        label={intl.formatMessage({ id: labelId })}
        searchLabel={intl.formatMessage({ id: 'feedback.search' })}
        searchPlaceholder={intl.formatMessage({ id: 'feedback.search' })}
        getRowId={(row) => row.uuid}
        filters={<ReadFilter state={list} />}
      />
    </>
  );
}

/** /cms/feedback/contacts: contact-us messages, newest first, 15 a page, read-only. */
export function ContactsPage() {
  const trpc = useTRPC();
  const { list, input } = useFeedbackListState(['create_at', 'topic', 'name', 'mail', 'phone']);
  const query = useListQuery(trpc.feedback.contact.getMessages.queryOptions(input));
  return <FeedbackList query={query} list={list} columns={contactColumns} labelId="route.feedbackContacts" />;
}

/** /cms/feedback/partners: become-a-partner requests, newest first, 15 a page, read-only. */
export function PartnersPage() {
  const trpc = useTRPC();
  const { list, input } = useFeedbackListState([
    'create_at',
    'business_name',
    'contact_name',
    'region',
    'email',
  ]);
  const query = useListQuery(trpc.feedback.becomeAPartner.getMessages.queryOptions(input));
  return <FeedbackList query={query} list={list} columns={partnerColumns} labelId="route.feedbackPartners" />;
}
