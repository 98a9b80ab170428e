import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';
import { Button } from './button';

export interface PaginationLabels {
  /** aria-label of the `<nav>` landmark. */
  nav?: string;
  first?: string;
  previous?: string;
  next?: string;
  last?: string;
  /** aria-label of a page-number button, e.g. `(n) => intl.formatMessage({ id: 'page' }, { n })`. */
  page?: (page: number) => string;
}

export interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  /** Total number of pages (values < 1 are treated as 1). */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Translated accessible labels (English aria fallbacks otherwise). */
  labels?: PaginationLabels;
  /** Pages shown on each side of the current page (default 1). */
  siblingCount?: number;
  showFirstLast?: boolean;
  showPageNumbers?: boolean;
  disabled?: boolean;
}

type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page numbers to display: always first and last, `siblingCount` around the current page, ellipses in gaps. */
export function getPageItems(page: number, pageCount: number, siblingCount = 1): PageItem[] {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const totalSlots = siblingCount * 2 + 5; // first, last, current, 2 ellipses
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  if (count <= totalSlots) return range(1, count);

  const left = Math.max(current - siblingCount, 2);
  const right = Math.min(current + siblingCount, count - 1);
  const showLeftEllipsis = left > 3;
  const showRightEllipsis = right < count - 2;

  if (!showLeftEllipsis && showRightEllipsis) {
    return [...range(1, 3 + siblingCount * 2), 'ellipsis-end', count];
  }
  if (showLeftEllipsis && !showRightEllipsis) {
    return [1, 'ellipsis-start', ...range(count - (2 + siblingCount * 2), count)];
  }
  return [1, 'ellipsis-start', ...range(left, right), 'ellipsis-end', count];
}

/** Controlled pagination: first / previous / page numbers / next / last. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  labels = {},
  siblingCount = 1,
  showFirstLast = true,
  showPageNumbers = true,
  disabled = false,
  className,
  ...props
}: PaginationProps) {
  const count = Math.max(1, pageCount);
  const current = Math.min(Math.max(1, page), count);
  const isFirst = current <= 1;
  const isLast = current >= count;

  const go = (target: number) => {
    const next = Math.min(Math.max(1, target), count);
    if (next !== current) onPageChange(next);
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={labels.nav ?? 'pagination'}
      className={cn('flex w-full justify-center', className)}
      {...props}
    >
      <ul data-slot="pagination-content" className="flex flex-row flex-wrap items-center gap-1">
        {showFirstLast ? (
          <li>
            <Button
              variant="ghost"
              size="icon"
              aria-label={labels.first ?? 'First page'}
              disabled={disabled || isFirst}
              onClick={() => go(1)}
            >
              <ChevronsLeftIcon aria-hidden="true" />
            </Button>
          </li>
        ) : null}
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={labels.previous ?? 'Previous page'}
            disabled={disabled || isFirst}
            onClick={() => go(current - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
        </li>
        {showPageNumbers
          ? getPageItems(current, count, siblingCount).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    variant={item === current ? 'outline' : 'ghost'}
                    size="icon"
                    aria-label={labels.page?.(item)}
                    aria-current={item === current ? 'page' : undefined}
                    data-active={item === current || undefined}
                    disabled={disabled}
                    onClick={() => go(item)}
                    className="tabular-nums"
                  >
                    {item}
                  </Button>
                </li>
              ) : (
                <li
                  key={item}
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center text-muted-foreground"
                >
                  …
                </li>
              ),
            )
          : null}
        <li>
          <Button
            variant="ghost"
            size="icon"
            aria-label={labels.next ?? 'Next page'}
            disabled={disabled || isLast}
            onClick={() => go(current + 1)}
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </li>
        {showFirstLast ? (
          <li>
            <Button
              variant="ghost"
              size="icon"
              aria-label={labels.last ?? 'Last page'}
              disabled={disabled || isLast}
              onClick={() => go(count)}
            >
              <ChevronsRightIcon aria-hidden="true" />
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
