import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { cn, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@backoffice/ui';

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
  stackOnPhone,
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
  /**
   * On a phone each row is a block of its cells, each under its column's name, so a wide table (a
   * timeline) reads down the screen instead of scrolling sideways.
   */
  stackOnPhone?: boolean;
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
    <Table
      aria-label={label}
      className={cn(stackOnPhone && 'max-sm:block')}
      containerClassName={bordered ? 'rounded-md border' : undefined}
    >
      <TableHeader className={cn(stackOnPhone && 'max-sm:sr-only')}>
        <TableRow className={bordered ? 'hover:bg-transparent' : undefined}>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col" className={column.className}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={cn(stackOnPhone && 'max-sm:block')}>
        {rows.map((row, index) => (
          <TableRow
            key={rowKey(row, index)}
            className={cn(stackOnPhone && 'max-sm:grid max-sm:gap-1 max-sm:py-2')}
          >
            {columns.map((column) => (
              <TableCell
                key={column.key}
                className={cn(
                  column.className,
                  stackOnPhone && 'max-sm:block max-sm:py-0 max-sm:whitespace-normal',
                )}
              >
                {stackOnPhone ? (
                  <span aria-hidden="true" className="block text-xs text-muted-foreground sm:hidden">
                    {column.header}
                  </span>
                ) : null}
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
