import { ArrowLeftIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

import { Button } from '@backoffice/ui';

import { type AppMessageId } from '../../i18n';

/** A record page's button back to its list ('Back to orders', 'Back to the list'). */
export function BackLink({ href, textId }: { href: string; textId: AppMessageId }) {
  return (
    <Button asChild variant="outline">
      <Link href={href}>
        <ArrowLeftIcon aria-hidden="true" />
        <FormattedMessage id={textId} />
      </Link>
    </Button>
  );
}
