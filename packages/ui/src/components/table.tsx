import * as React from 'react';

import { cn } from '../lib/cn';

/**
 * Whether the element scrolls sideways: a table wider than its container (a phone) must then be
 * reachable by keyboard to be scrolled (axe's scrollable-region-focusable), and only then.
 */
function useScrollsSideways(): [React.RefCallback<HTMLDivElement>, boolean] {
  const [element, setElement] = React.useState<HTMLDivElement | null>(null);
  const [scrolls, setScrolls] = React.useState(false);
  React.useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return [setElement, scrolls];
}

export interface TableProps extends React.ComponentProps<'table'> {
  /** Class name of the scrollable container around the table. */
  containerClassName?: string;
}

export function Table({ className, containerClassName, ...props }: TableProps) {
  const [ref, scrolls] = useScrollsSideways();
  return (
    <div
      ref={ref}
      data-slot="table-container"
      className={cn(
        'relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-ring',
        containerClassName,
      )}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'] } : {})}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t bg-muted/50 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-10 px-2 text-left align-middle font-medium whitespace-nowrap text-foreground [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn(
        'p-2 align-middle whitespace-nowrap [&:has([role=checkbox])]:pr-0 [&>[role=checkbox]]:translate-y-[2px]',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-4 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
