import { NativeSelect, NativeSelectOption } from '@backoffice/ui';

import { type ListUrlState } from '../../hooks/use-url-state';

export interface SelectFilterOption {
  value: string | number;
  label: string;
}

export interface SelectFilterProps<K extends string> {
  /** List state from `useListUrlState`, declaring `filterKey` among its `filterKeys`. */
  state: Pick<ListUrlState<string, K>, 'filters' | 'setFilter'>;
  filterKey: K;
  /** Accessible name, also the start of the "no filter" option ("Role: All"). */
  label: string;
  /** The "no filter" option's value text, e.g. "All". */
  allLabel: string;
  options: readonly SelectFilterOption[];
  className?: string;
}

/**
 * A filter of a DataTable's `filters` slot: one URL filter picked from a list, or none. The chosen
 * option shows the filter's name too ("Order status: New"), so a closed select still says what it is.
 */
export function SelectFilter<K extends string>({
  state,
  filterKey,
  label,
  allLabel,
  options,
  className,
}: SelectFilterProps<K>) {
  const current = state.filters[filterKey] ?? '';
  return (
    <NativeSelect
      aria-label={label}
      wrapperClassName={className}
      value={current}
      onChange={(event) => state.setFilter(filterKey, event.target.value || undefined)}
    >
      <NativeSelectOption value="">
        {label}: {allLabel}
      </NativeSelectOption>
      {options.map(({ value, label: optionLabel }) => (
        <NativeSelectOption key={value} value={String(value)}>
          {String(value) === current ? `${label}: ${optionLabel}` : optionLabel}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}
