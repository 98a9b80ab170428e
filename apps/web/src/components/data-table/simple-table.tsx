import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@backoffice/ui';

/** A column of a SimpleTable: its heading and what each row shows in it. */
export interface SimpleColumn<TRow> {
  key: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
  /** Classes of the column's heading and cells (a narrow or right-aligned column). */
  className?: string;
}

/**
 * A read-only table of rows already in hand (a parsed file's failures, a report's first rows): no
 * sorting, search or paging of its own. Rows still loading (`undefined`) show a loading status, no
 * rows show `empty` when given.
 */
export function SimpleTable<TRow>({
  columns,
  rows,
  rowKey,
  label,
  isLoading,
  empty,
  bordered,
}: {
  columns: readonly SimpleColumn<TRow>[];
  rows: readonly TRow[] | undefined;
  rowKey: (row: TRow, index: number) => string;
  label?: string;
  /** Whether undefined rows are on their way (a loading status) rather than not asked for. */
  isLoading?: boolean;
  /** What shows instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A rounded border around the table (a small table inside a card). */
  bordered?: boolean;
}) {
  if (!rows)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {isLoading ? <FormattedMessage id="msg.loading" /> : null}
      </p>
    );
  if (rows.length === 0 && empty !== undefined)
    return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <Table aria-label={label} containerClassName={bordered ? 'rounded-md border' : undefined}>
      <TableHeader>
        <TableRow className={bordered ? 'hover:bg-transparent' : undefined}>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col" className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.key} className={column.className}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
