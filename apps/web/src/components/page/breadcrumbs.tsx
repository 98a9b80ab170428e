import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@backoffice/ui';
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';

import { type Crumb } from './page-meta';

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <Breadcrumb aria-label={intl.formatMessage({ id: 'page.breadcrumb' })}>
      <BreadcrumbList>
        {items.map((item, index) => (
          <Fragment key={index}>
            {index > 0 ? <BreadcrumbSeparator /> : null}
            <BreadcrumbItem>
              {item.href !== undefined && index < items.length - 1 ? (
                <BreadcrumbLink asChild>
                  <Link href={item.href}>{item.label}</Link>
                </BreadcrumbLink>
              ) : (
                <BreadcrumbPage>{item.label}</BreadcrumbPage>
              )}
            </BreadcrumbItem>
          </Fragment>
        ))}
      </BreadcrumbList>
    </Breadcrumb>
  );
}
