import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { DayPicker, getDefaultClassNames, type ChevronProps } from 'react-day-picker';

import { cn } from '../lib/cn';
import { buttonVariants } from './button';

export type CalendarProps = React.ComponentProps<typeof DayPicker>;

function CalendarChevron({
  className,
  orientation,
  size: _size,
  disabled: _disabled,
  ...props
}: ChevronProps) {
  const Icon =
    orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
  return <Icon aria-hidden="true" className={cn('size-4', className)} {...props} />;
}

/**
 * react-day-picker v10 calendar styled with Tailwind. Pass `locale` (date-fns locale from
 * `react-day-picker/locale`) and `labels` to translate the aria labels and month/weekday names.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  components,
  ...props
}: CalendarProps) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn('w-fit bg-background p-3 [--cell-size:--spacing(9)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4 md:flex-row', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        dropdowns: cn(
          'flex h-(--cell-size) w-full items-center justify-center gap-1.5 text-sm font-medium',
          defaults.dropdowns,
        ),
        dropdown_root: cn(
          'relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50',
          defaults.dropdown_root,
        ),
        dropdown: cn('absolute inset-0 bg-popover opacity-0', defaults.dropdown),
        caption_label: cn(
          'font-medium select-none',
          props.captionLayout === 'label' || props.captionLayout === undefined
            ? 'text-sm'
            : 'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
          defaults.caption_label,
        ),
        month_grid: cn('w-full border-collapse', defaults.month_grid),
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn(
          'flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none',
          defaults.weekday,
        ),
        week: cn('mt-2 flex w-full', defaults.week),
        week_number_header: cn('w-(--cell-size) select-none', defaults.week_number_header),
        week_number: cn('text-[0.8rem] text-muted-foreground select-none', defaults.week_number),
        day: cn('group/day relative aspect-square h-full w-full p-0 text-center select-none', defaults.day),
        day_button: cn(
          'inline-flex size-(--cell-size) items-center justify-center rounded-md text-sm font-normal outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none',
          defaults.day_button,
        ),
        range_start: cn('rounded-l-md bg-accent', defaults.range_start),
        range_middle: cn('rounded-none', defaults.range_middle),
        range_end: cn('rounded-r-md bg-accent', defaults.range_end),
        selected: cn(
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
          defaults.selected,
        ),
        today: cn('[&>button]:font-semibold [&>button]:ring-1 [&>button]:ring-primary/40', defaults.today),
        outside: cn('text-muted-foreground opacity-60', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      {...props}
    />
  );
}
