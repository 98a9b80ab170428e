import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { defined } from '@backoffice/shared';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { useListUrlState } from '../../hooks/use-url-state';
import { en } from '../../i18n/en';
import { column, displayColumn, sortableColumn } from './columns';
import { DataTable, type DataTableColumn } from './data-table';

interface Company {
  uuid: string;
  id: number;
  name: string;
  status: number;
}

const columns: DataTableColumn<Company>[] = [
  sortableColumn('id', 'company.col.id'),
  sortableColumn('name', 'company.col.name', (company) => <strong>{company.name.toUpperCase()}</strong>),
  column('status', 'company.col.status'),
  displayColumn('action', 'admin.col.action', (company) => (
    <button type="button">Open {company.name}</button>
  )),
];

const companies: Company[] = [
  { uuid: 'uuid-1', id: 7, name: 'Acme', status: 2 },
  { uuid: 'uuid-2', id: 8, name: 'Globex', status: 1 },
];

function Harness() {
  const list = useListUrlState({ sortFields: ['id', 'name', 'status'] });
  return <DataTable columns={columns} rows={companies} total={2} state={list} label="Companies" />;
}

function renderColumns() {
  const location = memoryLocation({ path: '/companies', record: true });
  render(
    <IntlProvider locale="en" messages={en}>
      <Router hook={location.hook}>
        <Harness />
      </Router>
    </IntlProvider>,
  );
  return { url: () => location.history?.at(-1) ?? '' };
}

describe('column helpers', () => {
  it('head the columns with their catalogue messages, ids taken from the keys', () => {
    expect(columns.map((definition) => definition.id)).toEqual(['id', 'name', 'status', 'action']);
    renderColumns();
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Name', 'State', 'Action']);
  });

  it('show the field value by default and the cell renderer output when given', () => {
    renderColumns();
    const [, firstRow] = within(screen.getByRole('table')).getAllByRole('row');
    const first = defined(firstRow, 'the first body row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', 'ACME', '2', 'Open Acme']);
    expect(within(first).getByText('ACME').tagName).toBe('STRONG');
    expect(within(first).getByRole('button', { name: 'Open Acme' })).toBeTruthy();
  });

  it('take only keys of the row type (checked by tsc)', () => {
    // @ts-expect-error 'missing' is not a field of Company
    const wrong: DataTableColumn<Company>[] = [sortableColumn('missing', 'company.col.id')];
    expect(wrong[0]?.id).toBe('missing');
  });

  it('make only sortable columns sortable, by their key', () => {
    const { url } = renderColumns();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => within(header).queryByRole('button') !== null)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(url()).toBe('/companies?sort=name&dir=asc');
    fireEvent.click(screen.getByRole('button', { name: 'ID' }));
    expect(url()).toBe('/companies?sort=id&dir=asc');
  });
});
