import { Button, EmptyState } from '@backoffice/ui';
import { ConstructionIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';

import { PageHeader } from '../../components/page';
import { HOME_PATH } from '../paths';

/** Placeholder of a menu target whose module is not built yet. */
export function ComingSoonPage() {
  return (
    <>
      <PageHeader />
      <EmptyState
        icon={<ConstructionIcon />}
        titleAs="h2"
        title={<FormattedMessage id="shell.comingSoon.title" />}
        description={<FormattedMessage id="shell.comingSoon.text" />}
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
