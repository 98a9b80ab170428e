import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { type AppMessageId } from '../../i18n';
import { type DataTableColumn } from './data-table';

/** Cell content from the row; without it the cell shows the value as it is. */
export type CellRenderer<TData> = (row: TData) => ReactNode;

export interface ColumnOptions<TData> {
  /** Sortable from its header; the key is the sort field written to the URL. */
  sortable?: boolean;
  cell?: CellRenderer<TData>;
}

/**
 * A column showing `row[key]` under a catalogue message. The row type comes from the list it is put in
 * (`useMemo<DataTableColumn<Row>[]>` or a typed constant), so `key` is checked against the row.
 */
export function column<TData>(
  key: keyof TData & string,
  headerId: AppMessageId,
  { sortable = false, cell }: ColumnOptions<TData> = {},
): DataTableColumn<TData> {
  return {
    id: key,
    accessorKey: key,
    ...(sortable ? { enableSorting: true } : {}),
    header: () => <FormattedMessage id={headerId} />,
    ...(cell ? { cell: ({ row }) => cell(row.original) } : {}),
  };
}

/** The common case of list screens: a column sortable from its header. */
export function sortableColumn<TData>(
  key: keyof TData & string,
  headerId: AppMessageId,
  cell?: CellRenderer<TData>,
): DataTableColumn<TData> {
  return column(key, headerId, { sortable: true, cell });
}

/** A column of content not read from one field (actions, links), never sortable. */
export function displayColumn<TData>(
  id: string,
  headerId: AppMessageId,
  cell: CellRenderer<TData>,
): DataTableColumn<TData> {
  return {
    id,
    header: () => <FormattedMessage id={headerId} />,
    cell: ({ row }) => cell(row.original),
  };
}
