import { Button } from '@backoffice/ui';
import { HourglassIcon, LogOutIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { LOGOUT_PATH, useCurrentUser } from '../../app/session';
import { useDocumentTitle } from '../../components/page';
import { AccessLayout } from './access-layout';

/** What a signed-in account that is not active yet sees instead of the app: only log-out is possible. */
export function WaitingForActivationPage() {
  const intl = useIntl();
  const user = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'route.waitingForActivation' }));
  return (
    <AccessLayout heading={<FormattedMessage id="access.waiting.heading" />}>
      <div className="grid gap-6">
        <p className="flex gap-3 text-sm">
          <HourglassIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <FormattedMessage id="access.waiting.text" values={{ email: user.email }} />
        </p>
        <Button asChild variant="outline" className="w-full">
          <Link href={LOGOUT_PATH}>
            <LogOutIcon aria-hidden="true" />
            <FormattedMessage id="access.waiting.logout" />
          </Link>
        </Button>
      </div>
    </AccessLayout>
  );
}
