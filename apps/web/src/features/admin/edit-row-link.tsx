import { Button } from '@backoffice/ui';
import { PencilIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

/** The "Edit" button of an admin list row, named after the record for screen readers. */
export function EditRowLink({ href, name }: { href: string; name: string }) {
  const intl = useIntl();
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={href} aria-label={intl.formatMessage({ id: 'admin.action.editNamed' }, { name })}>
        <PencilIcon aria-hidden="true" />
        <FormattedMessage id="admin.action.edit" />
      </Link>
    </Button>
  );
}
