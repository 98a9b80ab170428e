import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { type PageMeta, PageMetaProvider, useDocumentTitle } from '../components/page';
import { type AppRoute } from './routes/route-types';
import { breadcrumbTrail } from './routing';

/**
 * A route's screen with its page title set, and its title and breadcrumbs (resolved in `table`)
 * offered to PageHeader.
 */
export function RouteScreen({ route, table }: { route: AppRoute; table: readonly AppRoute[] }) {
  const intl = useIntl();
  const params = useParams<Record<string, string | undefined>>();
  const title = intl.formatMessage({ id: route.titleId });
  const [recordTitle, setRecordTitle] = useState<string | undefined>();
  useDocumentTitle(recordTitle ? `${title} · ${recordTitle}` : title);

  const meta: PageMeta = {
    title,
    setRecordTitle,
    breadcrumbs: breadcrumbTrail(route, params, table).map((step) => ({
      label: intl.formatMessage({ id: step.route.titleId }),
      href: step.href,
    })),
  };
  const Screen = route.component;
  return (
    <PageMetaProvider value={meta}>
      <Screen />
    </PageMetaProvider>
  );
}
