import { type ReactNode } from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@backoffice/ui';

/** A column of a SimpleTable: its heading and what each row shows in it. */
export interface SimpleColumn<TRow> {
  key: string;
  header: ReactNode;
  cell: (row: TRow) => ReactNode;
}

/**
 * A read-only table of rows already in hand (a parsed file's failures, a report's first rows): no
 * sorting, search or paging of its own.
 */
export function SimpleTable<TRow>({
  columns,
  rows,
  rowKey,
  label,
}: {
  columns: readonly SimpleColumn<TRow>[];
  rows: readonly TRow[];
  rowKey: (row: TRow, index: number) => string;
  label?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col">
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.cell(row)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
