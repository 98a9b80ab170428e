import { type ReactNode } from 'react';

import { Breadcrumbs } from './breadcrumbs';
import { type Crumb, usePageMeta } from './page-meta';

export interface PageHeaderProps {
  /** Defaults to the route's title. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the right of the title (e.g. "Add"). */
  actions?: ReactNode;
  /** Defaults to the route's trail; pass one to name a record in the last crumb. */
  breadcrumbs?: readonly Crumb[];
}

/** Breadcrumbs, the page's `<h1>` and its main actions. */
export function PageHeader({ title, description, actions, breadcrumbs }: PageHeaderProps) {
  const meta = usePageMeta();
  const trail = breadcrumbs ?? meta?.breadcrumbs ?? [];
  return (
    <header className="flex flex-col gap-3">
      {trail.length > 0 ? <Breadcrumbs items={trail} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title ?? meta?.title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
