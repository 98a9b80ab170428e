import { PencilIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';

import { RowLink } from '../../components/data-table';

/** The "Edit" button of an admin list row, named after the record for screen readers. */
export function EditRowLink({ href, name }: { href: string; name: string }) {
  const intl = useIntl();
  return (
    <RowLink
      href={href}
      icon={PencilIcon}
      text={<FormattedMessage id="admin.action.edit" />}
      label={intl.formatMessage({ id: 'admin.action.editNamed' }, { name })}
    />
  );
}
