import { CalendarIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import type { Matcher, PropsBase } from 'react-day-picker';

import { cn } from '../lib/cn';
import { mergeRefs } from '../lib/refs';
import { buttonVariants } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

function toIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export interface DatePickerProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'type'
> {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** Formats the selected date for display in the trigger (the app owns the locale/format). */
  formatValue: (date: Date) => string;
  /** Shown when no date is selected. */
  placeholder?: React.ReactNode;
  /** Adds a hidden `<input name>` holding `YYYY-MM-DD` (local date) for native form posts. */
  name?: string;
  required?: boolean;
  /** Show a clear (×) button when a date is selected. */
  clearable?: boolean;
  /** Accessible label of the clear button (pass a translated string). */
  clearLabel?: string;
  /** Days that cannot be picked (react-day-picker matchers). */
  disabledDays?: Matcher | Matcher[];
  /** Extra calendar props: locale, weekStartsOn, startMonth, endMonth, captionLayout, labels… */
  calendarProps?: Partial<Omit<PropsBase, 'mode' | 'required' | 'disabled'>>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: 'start' | 'center' | 'end';
  wrapperClassName?: string;
}

/**
 * A button (labelable via `<Label htmlFor>` / FormField) opening a popover calendar.
 * Selecting a day calls `onChange` and closes the popover.
 */
export function DatePicker({
  value,
  onChange,
  formatValue,
  placeholder,
  name,
  required,
  clearable = false,
  clearLabel,
  disabledDays,
  calendarProps,
  open: openProp,
  onOpenChange,
  align = 'start',
  className,
  wrapperClassName,
  disabled,
  ref,
  ...triggerProps
}: DatePickerProps) {
  const [innerOpen, setInnerOpen] = React.useState(false);
  const open = openProp ?? innerOpen;
  const triggerRef = React.useRef<HTMLButtonElement | null>(null);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  const showClear = clearable && value !== undefined && !disabled;

  return (
    <div data-slot="date-picker" className={cn('relative w-full', wrapperClassName)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger
          ref={mergeRefs(triggerRef, ref)}
          type="button"
          disabled={disabled}
          data-empty={value === undefined || undefined}
          aria-required={required || undefined}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'w-full justify-start px-3 text-left font-normal data-[empty=true]:text-muted-foreground has-[>svg]:px-3',
            showClear && 'pr-9',
            className,
          )}
          {...triggerProps}
        >
          <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
          <span data-slot="date-picker-value" className="truncate">
            {value ? formatValue(value) : placeholder}
          </span>
        </PopoverTrigger>
        <PopoverContent
          className="w-auto overflow-hidden p-0"
          align={align}
          onOpenAutoFocus={(event) => {
            // Let the calendar focus the selected day (or today) instead of the first button.
            event.preventDefault();
          }}
        >
          <Calendar
            {...calendarProps}
            mode="single"
            autoFocus
            selected={value}
            defaultMonth={value ?? calendarProps?.defaultMonth}
            disabled={disabledDays}
            onSelect={(date) => {
              // Clicking the selected day again deselects it, unless the field is required.
              if (date !== undefined || !required) onChange(date);
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
      {name ? <input type="hidden" name={name} value={value ? toIsoDate(value) : ''} /> : null}
      {showClear ? (
        <button
          type="button"
          data-slot="date-picker-clear"
          aria-label={clearLabel ?? 'Clear'}
          title={clearLabel}
          onClick={() => {
            onChange(undefined);
            triggerRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 inline-flex size-6 -translate-y-1/2 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </div>
  );
}
