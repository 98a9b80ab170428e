import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '../lib/cn';

export interface SpinnerProps extends Omit<React.ComponentProps<'svg'>, 'ref'> {
  /** Accessible label announced by screen readers. Ignored when `decorative`. */
  label?: string;
  /** Hide from assistive technology (e.g. inside a button that already has `aria-busy`). */
  decorative?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;

/** Animated loading indicator. */
export function Spinner({ className, label, decorative = false, size = 'md', ...props }: SpinnerProps) {
  return (
    <Loader2Icon
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : (label ?? 'Loading')}
      aria-hidden={decorative ? true : undefined}
      className={cn('animate-spin shrink-0', sizes[size], className)}
      {...props}
    />
  );
}
