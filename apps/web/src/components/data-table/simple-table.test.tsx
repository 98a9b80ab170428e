import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

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
    expect(within(rows[1]!).getByText('No tracking number').tagName).toBe('EM');
  });
});
