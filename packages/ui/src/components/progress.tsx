import { Progress as ProgressPrimitive } from 'radix-ui';
import type * as React from 'react';

import { cn } from '../lib/cn';

export interface ProgressProps extends React.ComponentProps<typeof ProgressPrimitive.Root> {
  /** 0..max. `null`/`undefined` (or `indeterminate`) renders an indeterminate bar. */
  value?: number | null;
  indeterminate?: boolean;
  indicatorClassName?: string;
}

/** `role="progressbar"`; give it an `aria-label` (or `aria-labelledby`). */
export function Progress({
  className,
  indicatorClassName,
  value,
  max = 100,
  indeterminate,
  ...props
}: ProgressProps) {
  const isIndeterminate = indeterminate === true || value === null || value === undefined;
  const clamped = isIndeterminate ? null : Math.min(Math.max(value, 0), max);
  const percent = clamped === null ? 0 : (clamped / max) * 100;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          'h-full bg-primary',
          isIndeterminate ? 'w-1/3 animate-progress-indeterminate' : 'w-full flex-1 transition-transform',
          indicatorClassName,
        )}
        style={isIndeterminate ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
