import { Button, EmptyState } from '@backoffice/ui';
import { SearchXIcon, ShieldAlertIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { PageHeader, useDocumentTitle } from '../../components/page';
import { HOME_PATH } from '../paths';

function StatusPage({ title, text, icon }: { title: string; text: ReactNode; icon: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} breadcrumbs={[]} />
      <EmptyState
        icon={icon}
        title={text}
        titleAs="p"
        action={
          <Button asChild variant="outline">
            <Link href={HOME_PATH}>
              <FormattedMessage id="common.toHome" />
            </Link>
          </Button>
        }
      />
    </>
  );
}

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <StatusPage
      title={intl.formatMessage({ id: 'route.notFound' })}
      text={<FormattedMessage id="shell.notFound" />}
      icon={<SearchXIcon />}
    />
  );
}

/** A screen the user's role may not open (admin screens for other roles). */
export function ForbiddenPage() {
  const intl = useIntl();
  return (
    <StatusPage
      title={intl.formatMessage({ id: 'msg.titleRuOops' })}
      text={<FormattedMessage id="shell.forbidden" />}
      icon={<ShieldAlertIcon />}
    />
  );
}
