import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';

import { renderWithIntl } from '../../test/render';
import { SimpleTable } from './simple-table';

describe('SimpleTable', () => {
  it('shows a heading a column and a cell a column for each row, under its label', () => {
    render(
      <SimpleTable
        label="Failures"
        columns={[
          { key: 'id', header: 'Order', cell: (row: { id: string; reason: string }) => row.id },
          { key: 'reason', header: 'Reason', cell: (row) => <em>{row.reason}</em> },
        ]}
        rows={[
          { id: 'A-1', reason: 'Unknown order' },
          { id: 'A-2', reason: 'No tracking number' },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Failures' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['A-1', 'Unknown order'],
      ['A-2', 'No tracking number'],
    ]);
    expect(within(defined(rows[1], 'the second row')).getByText('No tracking number').tagName).toBe('EM');
  });

  const columns = [{ key: 'id', header: 'Order', cell: (row: { id: string }) => row.id }];

  it('shows a loading status while the rows are on their way, and nothing while not asked for', () => {
    const { rerender } = renderWithIntl(
      <SimpleTable label="Refunds" columns={columns} rows={undefined} rowKey={(row) => row.id} isLoading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<SimpleTable label="Refunds" columns={columns} rows={undefined} rowKey={(row) => row.id} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the empty text instead of a table when there are no rows, and an empty table without one', () => {
    const { rerender } = render(
      <SimpleTable label="Refunds" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No refunds" />,
    );
    expect(screen.getByText('No refunds')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<SimpleTable label="Refunds" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    expect(screen.getByRole('table', { name: 'Refunds' })).toBeInTheDocument();
  });

  it('puts a bordered table in a rounded border', () => {
    render(
      <SimpleTable
        label="Refunds"
        columns={columns}
        rows={[{ id: 'R-1' }]}
        rowKey={(row) => row.id}
        bordered
      />,
    );
    expect(screen.getByRole('table', { name: 'Refunds' }).parentElement).toHaveClass('rounded-md', 'border');
  });
});
