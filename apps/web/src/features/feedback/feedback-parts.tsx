import { useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, EyeIcon, PaperclipIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { formatDate } from '@backoffice/shared';
import { Badge, Button, toast } from '@backoffice/ui';

import { RowLink } from '../../components/data-table';
import { downloadAndSave } from '../../components/file-field';
import { ResourceTabs } from '../../components/resource';

import { FEEDBACK_PATHS } from './paths';

const FEEDBACK_TABS = [
  { path: FEEDBACK_PATHS.contacts, titleId: 'feedback.tab.contacts' },
  { path: FEEDBACK_PATHS.partners, titleId: 'feedback.tab.partners' },
] as const;

/** Contacts / partners switch above both lists. */
export function FeedbackTabs() {
  return <ResourceTabs tabs={FEEDBACK_TABS} labelId="feedback.tabs" />;
}

/** Unread or read, as a badge. */
export function ReadBadge({ read }: { read: 0 | 1 }) {
  return read ? (
    <Badge variant="neutral">
      <FormattedMessage id="feedback.state.read" />
    </Badge>
  ) : (
    <Badge variant="info" dot>
      <FormattedMessage id="feedback.state.unread" />
    </Badge>
  );
}

/** Received date in the spec's DD.MM.YYYY HH:mm (Europe/Rome); unread rows in bold. */
export function ReceivedCell({ value, read }: { value: string; read: 0 | 1 }) {
  return <span className={read ? undefined : 'font-semibold'}>{formatDate(value, 'DD.MM.YYYY HH:mm')}</span>;
}

export function AttachmentMark({ link }: { link: string }) {
  const intl = useIntl();
  if (!link) return null;
  return (
    <PaperclipIcon
      role="img"
      aria-label={intl.formatMessage({ id: 'feedback.contact.attachment' })}
      className="size-4 text-muted-foreground"
    />
  );
}

/** The row's "Open" link, named after the sender for screen readers. */
export function ViewRowLink({ href, name }: { href: string; name: string }) {
  const intl = useIntl();
  return (
    <RowLink
      href={href}
      icon={EyeIcon}
      text={<FormattedMessage id="feedback.view" />}
      label={intl.formatMessage({ id: 'feedback.viewMessage' }, { name })}
    />
  );
}

/** Downloads the attached file under the name the server gives it (staff only, never a public link). */
export function AttachmentDownload({ link }: { link: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  if (!link)
    return (
      <span className="text-muted-foreground">
        <FormattedMessage id="feedback.contact.noAttachment" />
      </span>
    );
  const name = link.split('/').pop() ?? link;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadAndSave(link)
          .catch(() => toast.error(intl.formatMessage({ id: 'feedback.downloadFailed' })))
          .finally(() => setBusy(false));
      }}
    >
      <DownloadIcon aria-hidden="true" />
      <FormattedMessage id="feedback.download" values={{ name }} />
    </Button>
  );
}

/** Once a view has loaded, the lists are refreshed: opening the message marked it read. */
export function useRefreshListOnLoad(loadedAt: number, listKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const listKeyText = JSON.stringify(listKey);
  useEffect(() => {
    if (loadedAt > 0) void queryClient.invalidateQueries({ queryKey: JSON.parse(listKeyText) as unknown[] });
  }, [loadedAt, listKeyText, queryClient]);
}
