import { CompanyStatus } from '@backoffice/shared';
import { Badge, type BadgeVariant } from '@backoffice/ui';
import { FormattedMessage } from 'react-intl';

const TONES: Record<number, BadgeVariant> = {
  [CompanyStatus.NotActive]: 'neutral',
  [CompanyStatus.Active]: 'success',
  [CompanyStatus.Banned]: 'danger',
  [CompanyStatus.Deleted]: 'neutral',
};

/** A company-module status (0 not active, 1 active, 2 banned, 3 deleted). */
export function CompanyStatusBadge({ status }: { status: number }) {
  const known = status >= 0 && status <= 3;
  return (
    <Badge variant={TONES[status] ?? 'neutral'}>
      {known ? <FormattedMessage id={`enum.companyStatus.${status as 0 | 1 | 2 | 3}`} /> : status}
    </Badge>
  );
}
