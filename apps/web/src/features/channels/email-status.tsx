import { Badge } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';

import { type EmailRow } from './channel-types';
import { EMAIL_STATUS_BADGES } from './labels';

/** An email's status as a badge (the email log and the order timeline). */
export function EmailStatusBadge({ status }: { status: EmailRow['status'] }) {
  const badge = EMAIL_STATUS_BADGES[status];
  return (
    <Badge variant={badge.tone}>
      <FormattedMessage id={badge.labelId} />
    </Badge>
  );
}
