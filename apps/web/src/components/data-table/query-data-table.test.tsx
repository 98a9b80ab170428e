import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { defined } from '@backoffice/shared';

import { useListUrlState } from '../../hooks/use-url-state';
import { type DataTableColumn } from './data-table';
import { type ListPage, type ListQueryResult, QueryDataTable, useListQuery } from './query-data-table';

interface Post {
  uuid: string;
  title: string;
}

const columns: DataTableColumn<Post>[] = [{ id: 'title', accessorKey: 'title', header: 'Title' }];

const page = (titles: string[], total = titles.length): ListPage<Post> => ({
  data: titles.map((title) => ({ uuid: `uuid-${title}`, title })),
  total,
});

function queryResult(patch: Partial<ListQueryResult<Post>> = {}): ListQueryResult<Post> {
  return { data: undefined, isPending: false, isFetching: false, error: null, refetch: vi.fn(), ...patch };
}

function Harness({ query }: { query: ListQueryResult<Post> }) {
  const list = useListUrlState({ sortFields: ['title'] });
  return <QueryDataTable query={query} columns={columns} state={list} label="Posts" />;
}

function renderTable(query: ListQueryResult<Post>) {
  const location = memoryLocation({ path: '/posts' });
  const view = (next: ListQueryResult<Post>) => (
    <IntlProvider locale="en" onError={() => {}}>
      <Router hook={location.hook}>
        <Harness query={next} />
      </Router>
    </IntlProvider>
  );
  const utils = render(view(query));
  return { ...utils, update: (next: ListQueryResult<Post>) => utils.rerender(view(next)) };
}

describe('QueryDataTable', () => {
  it('shows skeleton rows while the query is pending', () => {
    renderTable(queryResult({ isPending: true, isFetching: true }));
    const table = screen.getByRole('table', { name: 'Posts' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(15);
  });

  it('shows the rows and the total of the answer', () => {
    renderTable(queryResult({ data: page(['First', 'Second'], 40) }));
    const table = screen.getByRole('table', { name: 'Posts' });
    expect(table.getAttribute('aria-busy')).toBeNull();
    expect(within(table).getByRole('cell', { name: 'First' }).closest('tr')?.dataset.rowId).toBe(
      'uuid-First',
    );
    expect(within(table).getByRole('cell', { name: 'Second' })).toBeTruthy();
    expect(screen.getByText('1-2 of 40')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('keeps the rows on screen, marked busy, while a refetch runs', () => {
    renderTable(queryResult({ data: page(['First']), isFetching: true }));
    expect(screen.getByRole('table', { name: 'Posts' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Updating…' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'First' })).toBeTruthy();
  });

  it('shows the query error and refetches on retry', () => {
    const refetch = vi.fn();
    renderTable(queryResult({ error: new Error('Server unavailable'), refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Server unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('useListQuery', () => {
  it('keeps the previous page as placeholder while the next one loads', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const answers = new Map<number, (value: ListPage<Post>) => void>();
    const queryFn = (pageNumber: number) =>
      new Promise<ListPage<Post>>((resolve) => answers.set(pageNumber, resolve));

    const { result, rerender } = renderHook(
      ({ pageNumber }: { pageNumber: number }) =>
        useListQuery({ queryKey: ['posts', pageNumber], queryFn: () => queryFn(pageNumber) }),
      { wrapper, initialProps: { pageNumber: 1 } },
    );
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(answers.has(1)).toBe(true));
    act(() => defined(answers.get(1), 'the pending first page')(page(['First'])));
    await waitFor(() => expect(result.current.data).toEqual(page(['First'])));

    rerender({ pageNumber: 2 });
    expect(result.current.data).toEqual(page(['First']));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.isPending).toBe(false);
    expect(result.current.isFetching).toBe(true);

    await waitFor(() => expect(answers.has(2)).toBe(true));
    act(() => defined(answers.get(2), 'the pending second page')(page(['Second'])));
    await waitFor(() => expect(result.current.data).toEqual(page(['Second'])));
    expect(result.current.isPlaceholderData).toBe(false);
    client.clear();
  });
});
