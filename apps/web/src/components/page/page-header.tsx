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

/** The path the document was loaded with (a reload, a deep link, the sign-in page): where the visit started. */
function visitStartPath(): string {
  const [load] = performance.getEntriesByType('navigation');
  return load ? new URL(load.name).pathname : window.location.pathname;
}

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
    // The page the visit started on keeps the browser's start; any other was reached by a navigation,
    // even one made before the previous page had shown its heading (a click while it still loaded).
    const visitStart = lastFocusedPath === undefined && path === visitStartPath();
    lastFocusedPath = path;
    // A field someone is typing in keeps the focus.
    if (visitStart || (active instanceof HTMLElement && active.matches('input, textarea, select'))) return;
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
