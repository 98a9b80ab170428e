import * as React from 'react';

import { cn } from '../lib/cn';
import { joinIds } from '../lib/ids';

export interface TextareaProps extends React.ComponentProps<'textarea'> {
  /**
   * Show a character counter below the field. Defaults to `true` when `maxLength` is set.
   * Without `maxLength` the counter shows only the current length.
   */
  showCount?: boolean;
  /** Format the counter text (e.g. for i18n). Defaults to `"12/200"` or `"12"`. */
  formatCount?: (count: number, maxLength: number | undefined) => React.ReactNode;
  /** Class name of the wrapper rendered when the counter is shown. */
  wrapperClassName?: string;
}

function lengthOf(value: TextareaProps['value']): number {
  if (value === undefined || value === null) return 0;
  return Array.isArray(value) ? value.join(',').length : String(value).length;
}

export function Textarea({
  className,
  wrapperClassName,
  showCount,
  formatCount,
  maxLength,
  value,
  defaultValue,
  onChange,
  id,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextareaProps) {
  const counterId = React.useId();
  const [uncontrolledLength, setUncontrolledLength] = React.useState(() => lengthOf(defaultValue));
  const isControlled = value !== undefined;
  const count = isControlled ? lengthOf(value) : uncontrolledLength;
  const withCounter = showCount ?? maxLength !== undefined;

  const handleChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    if (!isControlled) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const textarea = (
    <textarea
      data-slot="textarea"
      id={id}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      aria-describedby={withCounter ? joinIds(ariaDescribedBy, counterId) : ariaDescribedBy}
      className={cn(
        'flex field-sizing-content min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30 dark:aria-invalid:ring-destructive/40',
        className,
      )}
      {...props}
    />
  );

  if (!withCounter) return textarea;

  const atLimit = maxLength !== undefined && count >= maxLength;
  return (
    <div data-slot="textarea-wrapper" className={cn('grid w-full gap-1', wrapperClassName)}>
      {textarea}
      <p
        id={counterId}
        data-slot="textarea-counter"
        data-at-limit={atLimit || undefined}
        className={cn(
          'justify-self-end text-xs tabular-nums text-muted-foreground',
          atLimit && 'text-destructive',
        )}
      >
        {formatCount
          ? formatCount(count, maxLength)
          : maxLength !== undefined
            ? `${count}/${maxLength}`
            : count}
      </p>
    </div>
  );
}
