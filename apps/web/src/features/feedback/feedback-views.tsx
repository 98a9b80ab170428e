import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';

import { formatDate } from '@backoffice/shared';
import { Button, Card, CardContent } from '@backoffice/ui';

import { useFeedback } from '../../components/feedback';
import {
  BackLink,
  type DetailItem,
  DetailList,
  LoadError,
  PageHeader,
  PageLoading,
} from '../../components/page';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { AttachmentDownload, ReadBadge, useRefreshListOnLoad } from './feedback-parts';
import { FEEDBACK_PATHS } from './paths';

/** Marks the open message unread again (our extension) and returns to its list. */
function MarkUnreadButton({
  mutate,
  listKey,
  listPath,
}: {
  mutate: () => Promise<unknown>;
  listKey: readonly unknown[];
  listPath: string;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const feedback = useFeedback();
  const mutation = useMutation({
    mutationFn: mutate,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      navigate(listPath);
    },
    onError: (error) => void feedback.showRequestError(error),
  });
  return (
    <Button type="button" variant="outline" loading={mutation.isPending} onClick={() => mutation.mutate()}>
      <MailIcon aria-hidden="true" />
      <FormattedMessage id="feedback.markUnread" />
    </Button>
  );
}

/** The spec's failure: an error alert "The message could not be loaded", then back one page. */
function ViewError({ fallbackPath }: { fallbackPath: string }) {
  const intl = useIntl();
  return (
    <LoadError
      title={intl.formatMessage({ id: 'msg.titleError' })}
      text={intl.formatMessage({ id: 'msg.failedToGetMessage' })}
      fallbackPath={fallbackPath}
    />
  );
}

const received = (row: { create_at: string; read: 0 | 1 }) => (
  <span className="inline-flex flex-wrap items-center gap-2">
    {formatDate(row.create_at, 'DD.MM.YYYY HH:mm')}
    <ReadBadge read={row.read} />
  </span>
);

const mailLink = (address: string) => (address ? <a href={`mailto:${address}`}>{address}</a> : '');

/** The message id in the path of both view screens. */
const useMessageUuid = () => useParams<{ feedback_uuid: string }>().feedback_uuid ?? '';

/**
 * A feedback message's screen, read-only: its heading, 'Mark as unread' and back to its list, and
 * its fields under their labels. Once it has loaded the lists refresh (opening marked it read).
 */
function MessageView<TRow extends { create_at: string; read: 0 | 1 }>({
  query,
  listKey,
  listPath,
  markUnread,
  heading,
  details,
}: {
  /** The message query, without retries: a missing message is reported at once. */
  query: { data: { data: TRow } | undefined; error: unknown; dataUpdatedAt: number };
  listKey: readonly unknown[];
  listPath: string;
  markUnread: () => Promise<unknown>;
  heading: (row: TRow) => string;
  /** The fields after the received date. */
  details: (row: TRow) => readonly DetailItem[];
}) {
  useRefreshListOnLoad(query.dataUpdatedAt, listKey);
  if (query.error) return <ViewError fallbackPath={listPath} />;
  if (!query.data) return <PageLoading />;
  const row = query.data.data;
  return (
    <>
      <PageHeader
        description={heading(row)}
        actions={
          <>
            <MarkUnreadButton mutate={markUnread} listKey={listKey} listPath={listPath} />
            <BackLink href={listPath} textId="feedback.back" />
          </>
        }
      />
      <Card>
        <CardContent>
          <DetailList items={[{ labelId: 'feedback.received', value: received(row) }, ...details(row)]} />
        </CardContent>
      </Card>
    </>
  );
}

/** /cms/feedback/contact/view/{feedback_uuid}: one contact message, read-only; opening marks it read. */
export function ContactViewPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const uuid = useMessageUuid();
  const query = useQuery({ ...trpc.feedback.contact.getMessage.queryOptions({ uuid }), retry: false });
  return (
    <MessageView
      query={query}
      listKey={trpc.feedback.contact.getMessages.queryKey()}
      listPath={FEEDBACK_PATHS.contacts}
      markUnread={() => client.feedback.contact.changeRead.mutate({ uuid, read: 0 })}
      heading={(row) => row.topic}
      details={(row) => [
        { labelId: 'feedback.contact.topic', value: row.topic },
        { labelId: 'feedback.contact.name', value: row.name },
        { labelId: 'feedback.contact.mail', value: mailLink(row.mail) },
        { labelId: 'feedback.contact.phone', value: row.phone },
        { labelId: 'feedback.contact.message', value: row.message },
        { labelId: 'feedback.contact.attachment', value: <AttachmentDownload link={row.link} /> },
      ]}
    />
  );
}

/** /cms/feedback/partner/view/{feedback_uuid}: one become-a-partner request, read-only. */
export function PartnerViewPage() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const uuid = useMessageUuid();
  const query = useQuery({ ...trpc.feedback.becomeAPartner.getMessage.queryOptions({ uuid }), retry: false });
  return (
    <MessageView
      query={query}
      listKey={trpc.feedback.becomeAPartner.getMessages.queryKey()}
      listPath={FEEDBACK_PATHS.partners}
      markUnread={() => client.feedback.becomeAPartner.changeRead.mutate({ uuid, read: 0 })}
      heading={(row) => row.business_name}
      details={(row) => [
        { labelId: 'feedback.partner.businessName', value: row.business_name },
        { labelId: 'feedback.partner.contactName', value: row.contact_name },
        { labelId: 'feedback.partner.region', value: row.region },
        { labelId: 'feedback.partner.province', value: row.province },
        { labelId: 'feedback.partner.address', value: row.address },
        { labelId: 'feedback.partner.postcode', value: row.postcode },
        { labelId: 'feedback.partner.vatNumber', value: row.vat_number },
        { labelId: 'feedback.partner.email', value: mailLink(row.email) },
        { labelId: 'feedback.partner.phone', value: row.phone_number },
      ]}
    />
  );
}
