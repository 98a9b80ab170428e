import { CalendarIcon } from 'lucide-react';
import * as React from 'react';
import type { PropsBase } from 'react-day-picker';

import { cn } from '../lib/cn';
import { Button } from './button';
import { Calendar } from './calendar';
import { inputClassName } from './input';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day as a local Date for the calendar, or undefined. */
function dayAsDate(day: string): Date | undefined {
  const match = ISO_DAY.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

const dateAsDay = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface DayInputProps extends Omit<
  React.ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The day as YYYY-MM-DD, '' for none, or text that is not a day (kept as typed). */
  value: string;
  /**
   * Called as the text changes: with the day as YYYY-MM-DD when the text is one, '' when it is
   * emptied, the text itself otherwise (the caller refuses it).
   */
  onValueChange: (value: string) => void;
  /** A YYYY-MM-DD day in the app's format. */
  formatDay: (day: string) => string;
  /** Typed text as YYYY-MM-DD, or null when it is not a day. */
  parseDay: (text: string) => string | null;
  /** Accessible name of the calendar button (pass a translated string). */
  pickLabel: string;
  /** Calendar props: locale, weekStartsOn, startMonth, endMonth, labels… */
  calendarProps?: Partial<Omit<PropsBase, 'mode' | 'required' | 'selected' | 'onSelect'>>;
  wrapperClassName?: string;
}

/**
 * A day typed in the app's format (never the browser's own date format), with a button opening a
 * calendar. The text follows `value` when it changes from outside (a filter removed, a form reset).
 */
export function DayInput({
  value,
  onValueChange,
  formatDay,
  parseDay,
  pickLabel,
  calendarProps,
  wrapperClassName,
  className,
  disabled,
  ref,
  ...inputProps
}: DayInputProps) {
  const shown = (day: string) => (ISO_DAY.test(day) ? formatDay(day) : day);
  const [text, setText] = React.useState(() => shown(value));
  const [followed, setFollowed] = React.useState(value);
  const [open, setOpen] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  if (followed !== value) {
    setFollowed(value);
    if ((parseDay(text) ?? text.trim()) !== value) setText(shown(value));
  }
  const type = (next: string) => {
    setText(next);
    const trimmed = next.trim();
    const day = trimmed === '' ? '' : (parseDay(trimmed) ?? next);
    setFollowed(day);
    onValueChange(day);
  };
  const selected = dayAsDate(value);

  return (
    <div data-slot="day-input" className={cn('relative w-full', wrapperClassName)}>
      <input
        ref={(node) => {
          inputRef.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        className={cn(inputClassName, 'pr-10', className)}
        value={text}
        onChange={(event) => type(event.target.value)}
        {...inputProps}
      />
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            disabled={disabled}
            aria-label={pickLabel}
            title={pickLabel}
            className="absolute top-1/2 right-0.5 -translate-y-1/2 text-muted-foreground"
          >
            <CalendarIcon aria-hidden="true" />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          className="w-auto overflow-hidden p-0"
          align="end"
          onOpenAutoFocus={(event) => {
            // The calendar focuses the chosen day (or today) itself.
            event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            // Back to the text, where the day can be read or corrected.
            event.preventDefault();
            inputRef.current?.focus();
          }}
        >
          <Calendar
            {...calendarProps}
            mode="single"
            autoFocus
            selected={selected}
            defaultMonth={selected ?? calendarProps?.defaultMonth}
            onSelect={(date) => {
              if (date) type(formatDay(dateAsDay(date)));
              setOpen(false);
              inputRef.current?.focus();
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
