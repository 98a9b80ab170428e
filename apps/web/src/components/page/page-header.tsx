import { type ReactNode, useEffect, useRef } from 'react';

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

/** The path whose heading last took the focus (one heading per page), and that heading. */
let lastFocusedPath: string | undefined;
let lastFocusedHeading: HTMLElement | null = null;

/** Breadcrumbs, the page's `<h1>` (focused after a navigation) and its main actions. */
export function PageHeader({ title, description, actions, breadcrumbs }: PageHeaderProps) {
  const meta = usePageMeta();
  const trail = breadcrumbs ?? meta?.breadcrumbs ?? [];
  const heading = useRef<HTMLHeadingElement>(null);

  // A record's name joins the route's title in the document title.
  const recordTitle = typeof title === 'string' && title !== meta?.title ? title : undefined;
  const setRecordTitle = meta?.setRecordTitle;
  useEffect(() => {
    setRecordTitle?.(recordTitle);
    return () => setRecordTitle?.(undefined);
  }, [recordTitle, setRecordTitle]);

  // After an in-app navigation focus starts at the new page's heading, not on <body>.
  useEffect(() => {
    const path = window.location.pathname;
    const active = document.activeElement;
    // The same page again keeps its focus, unless the heading that had it was replaced (a loading
    // state's header giving way to the loaded page's) and the focus fell back to <body>.
    const headingReplaced =
      lastFocusedHeading !== null &&
      !lastFocusedHeading.isConnected &&
      (active === null || active === document.body);
    if (lastFocusedPath === path && !headingReplaced) return;
    const first = lastFocusedPath === undefined;
    lastFocusedPath = path;
    // The first page of a visit keeps the browser's start; a field someone is typing in keeps focus.
    if (first || (active instanceof HTMLElement && active.matches('input, textarea, select'))) return;
    heading.current?.focus({ preventScroll: true });
    lastFocusedHeading = heading.current;
  }, []);

  return (
    <header className="flex flex-col gap-3">
      {trail.length > 0 ? <Breadcrumbs items={trail} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-semibold tracking-tight outline-none">
            {title ?? meta?.title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
