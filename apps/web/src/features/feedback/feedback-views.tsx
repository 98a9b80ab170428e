import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, MailIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'wouter';

import { formatDate } from '@backoffice/shared';
import { Button, Card, CardContent } from '@backoffice/ui';

import { useFeedback } from '../../components/feedback';
import { LoadError, PageHeader, PageLoading } from '../../components/page';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import {
  AttachmentDownload,
  CONTACTS_PATH,
  DetailList,
  PARTNERS_PATH,
  ReadBadge,
  useRefreshListOnLoad,
} from './feedback-parts';

function BackLink({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <Link href={href}>
        <ArrowLeftIcon aria-hidden="true" />
        <FormattedMessage id="feedback.back" />
      </Link>
    </Button>
  );
}

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

/** The spec's failure: an error alert "Failed to get message", then back one page. */
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

/** /cms/feedback/contact/view/{feedback_uuid}: one contact message, read-only; opening marks it read. */
export function ContactViewPage() {
  const trpc = useTRPC();
  const { feedback_uuid: uuid = '' } = useParams<{ feedback_uuid: string }>();
  // No retries: a missing message is reported at once.
  const query = useQuery({ ...trpc.feedback.contact.getMessage.queryOptions({ uuid }), retry: false });
  const listKey = trpc.feedback.contact.getMessages.queryKey();
  const client = useTRPCClient();
  useRefreshListOnLoad(query.dataUpdatedAt, listKey);
  if (query.error) return <ViewError fallbackPath={CONTACTS_PATH} />;
  if (!query.data) return <PageLoading />;
  const row = query.data.data;
  return (
    <>
      <PageHeader
        description={row.topic}
        actions={
          <>
            <MarkUnreadButton
              mutate={() => client.feedback.contact.changeRead.mutate({ uuid, read: 0 })}
              listKey={listKey}
              listPath={CONTACTS_PATH}
            />
            <BackLink href={CONTACTS_PATH} />
          </>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <DetailList
            items={[
              { labelId: 'feedback.received', value: received(row) },
              { labelId: 'feedback.contact.topic', value: row.topic },
              { labelId: 'feedback.contact.name', value: row.name },
              {
                labelId: 'feedback.contact.mail',
                value: row.mail ? <a href={`mailto:${row.mail}`}>{row.mail}</a> : '',
              },
              { labelId: 'feedback.contact.phone', value: row.phone },
              { labelId: 'feedback.contact.message', value: row.message },
              { labelId: 'feedback.contact.attachment', value: <AttachmentDownload link={row.link} /> },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}

/** /cms/feedback/partner/view/{feedback_uuid}: one become-a-partner request, read-only. */
export function PartnerViewPage() {
  const trpc = useTRPC();
  const { feedback_uuid: uuid = '' } = useParams<{ feedback_uuid: string }>();
  const query = useQuery({ ...trpc.feedback.becomeAPartner.getMessage.queryOptions({ uuid }), retry: false });
  const listKey = trpc.feedback.becomeAPartner.getMessages.queryKey();
  const client = useTRPCClient();
  useRefreshListOnLoad(query.dataUpdatedAt, listKey);
  if (query.error) return <ViewError fallbackPath={PARTNERS_PATH} />;
  if (!query.data) return <PageLoading />;
  const row = query.data.data;
  return (
    <>
      <PageHeader
        description={row.business_name}
        actions={
          <>
            <MarkUnreadButton
              mutate={() => client.feedback.becomeAPartner.changeRead.mutate({ uuid, read: 0 })}
              listKey={listKey}
              listPath={PARTNERS_PATH}
            />
            <BackLink href={PARTNERS_PATH} />
          </>
        }
      />
      <Card>
        <CardContent className="pt-6">
          <DetailList
            items={[
              { labelId: 'feedback.received', value: received(row) },
              { labelId: 'feedback.partner.businessName', value: row.business_name },
              { labelId: 'feedback.partner.contactName', value: row.contact_name },
              { labelId: 'feedback.partner.region', value: row.region },
              { labelId: 'feedback.partner.province', value: row.province },
              { labelId: 'feedback.partner.address', value: row.address },
              { labelId: 'feedback.partner.postcode', value: row.postcode },
              { labelId: 'feedback.partner.vatNumber', value: row.vat_number },
              {
                labelId: 'feedback.partner.email',
                value: row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : '',
              },
              { labelId: 'feedback.partner.phone', value: row.phone_number },
            ]}
          />
        </CardContent>
      </Card>
    </>
  );
}
