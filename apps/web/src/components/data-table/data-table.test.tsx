import { createColumnHelper } from '@tanstack/react-table';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { PHONE_MEDIA_QUERY } from '@backoffice/ui';

import { SEARCH_DEBOUNCE_MS, useListUrlState } from '../../hooks/use-url-state';
import { DataTable, type DataTableColumn, rowRange } from './data-table';
import { toListInput } from './list-input';

interface Post {
  uuid: string;
  title: string;
  date: string;
}

const column = createColumnHelper<Post>();
const columns: DataTableColumn<Post>[] = [
  column.accessor('title', { header: 'Title', enableSorting: true }),
  column.accessor('date', { header: 'Date', enableSorting: true }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <button type="button">Edit {row.original.title}</button>,
  }),
];

const posts = (count: number, offset = 0): Post[] =>
  Array.from({ length: count }, (_, index) => ({
    uuid: `uuid-${offset + index + 1}`,
    title: `Post ${offset + index + 1}`,
    date: '01.02.2025',
  }));

interface HarnessProps {
  renderCard?: (row: Post) => ReactNode;
  rows?: Post[];
  total?: number;
  isLoading?: boolean;
  isFetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  onInput?: (input: unknown) => void;
}

function Harness({ rows = posts(15), total = 42, onInput, ...rest }: HarnessProps) {
  const list = useListUrlState({ sortFields: ['title', 'date'], filterKeys: ['category'] });
  onInput?.(toListInput(list));
  return (
    <DataTable
      columns={columns}
      rows={rows}
      total={total}
      state={list}
      label="Blog posts"
      actions={<button type="button">Add post</button>}
      filters={
        <button type="button" onClick={() => list.setFilter('category', 'news')}>
          Only news
        </button>
      }
      {...rest}
    />
  );
}

function renderTable(props: HarnessProps = {}, path = '/admin/blog') {
  const location = memoryLocation({ path, record: true });
  const utils = render(
    <IntlProvider locale="en" onError={() => {}}>
      <Router hook={location.hook}>
        <Harness {...props} />
      </Router>
    </IntlProvider>,
  );
  const url = () => location.history?.at(-1) ?? '';
  return { ...utils, location, url };
}

describe('DataTable', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the rows in a named table with column headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Blog posts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Date', 'Actions']);
    // header row + 15 rows
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(within(table).getByRole('cell', { name: 'Post 1' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Edit Post 15' })).toBeTruthy();
    expect(screen.getByText('1-15 of 42')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add post' })).toBeTruthy();
  });

  it('sorts through header buttons, writing the sort to the URL and aria-sort to the header', () => {
    const { url } = renderTable({}, '/admin/blog?page=2');
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
    const titleHeader = screen.getByRole('columnheader', { name: 'Title' });
    expect(titleHeader.getAttribute('aria-sort')).toBeNull();

    fireEvent.click(within(titleHeader).getByRole('button', { name: 'Title' }));
    expect(url()).toBe('/admin/blog?sort=title&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Title' }));
    expect(url()).toBe('/admin/blog?sort=title&dir=desc');
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Date' }));
    expect(url()).toBe('/admin/blog?sort=date&dir=asc');
    expect(screen.getByRole('columnheader', { name: 'Title' }).getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Date' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('paginates with named buttons and maps the state to the list input', () => {
    const inputs: unknown[] = [];
    const { url, rerender, location } = renderTable({ onInput: (input) => inputs.push(input) });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      (within(pagination).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(within(pagination).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );

    fireEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(url()).toBe('/admin/blog?page=2');
    expect(inputs.at(-1)).toEqual({ page: 2, pageSize: 15, direction: 'asc', search: '' });

    fireEvent.click(within(pagination).getByRole('button', { name: 'Page 3' }));
    expect(url()).toBe('/admin/blog?page=3');

    rerender(
      <IntlProvider locale="en" onError={() => {}}>
        <Router hook={location.hook}>
          <Harness rows={posts(12, 30)} onInput={(input) => inputs.push(input)} />
        </Router>
      </IntlProvider>,
    );
    expect(screen.getByText('31-42 of 42')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(url()).toBe('/admin/blog');
  });

  it('filters through the filter slot, back to page 1', () => {
    const inputs: unknown[] = [];
    const { url } = renderTable({ onInput: (input) => inputs.push(input) }, '/admin/blog?page=3');
    fireEvent.click(screen.getByRole('button', { name: 'Only news' }));
    expect(url()).toBe('/admin/blog?category=news');
    expect(inputs.at(-1)).toEqual({ page: 1, pageSize: 15, direction: 'asc', search: '', category: 'news' });
  });

  it('searches from the search box after the debounce', () => {
    vi.useFakeTimers();
    const { url } = renderTable({}, '/admin/blog?page=2');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'summer' } });
    expect(url()).toBe('/admin/blog?page=2');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(url()).toBe('/admin/blog?q=summer');
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('summer');
  });

  it('hides pagination when everything fits on one page', () => {
    renderTable({ rows: posts(3), total: 3 });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByText('1-3 of 3')).toBeTruthy();
  });

  it('shows skeleton rows while loading', () => {
    renderTable({ rows: [], total: undefined, isLoading: true });
    const table = screen.getByRole('table', { name: 'Blog posts' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(15);
    expect(screen.queryByText('No records')).toBeNull();
  });

  it('shows the empty state, with a way out when filtered', () => {
    const { url } = renderTable({ rows: [], total: 0 }, '/admin/blog');
    expect(screen.getByText('No records')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).toBeNull();
    expect(screen.queryByText(/of 0/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Only news' }));
    expect(screen.getByText('Nothing matches the search or filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(url()).toBe('/admin/blog');
  });

  it('shows the error state with a retry', () => {
    const onRetry = vi.fn();
    renderTable({ rows: [], total: undefined, error: new Error('Server unavailable'), onRetry });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The list could not be loaded.');
    expect(alert.textContent).toContain('Server unavailable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows and shows the error above them when a refetch fails', () => {
    renderTable({ error: new Error('boom'), onRetry: () => {} });
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    expect(screen.getByRole('cell', { name: 'Post 1' })).toBeTruthy();
  });

  it('renders the cards on a phone and the table on a wider screen, never both, following the screen', () => {
    // A screen whose width the test sets: matchMedia as a browser has it, for this one query.
    let phone = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === PHONE_MEDIA_QUERY && phone;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    try {
      renderTable({ renderCard: (post) => <span>Card of {post.title}</span> });
      expect(screen.getByRole('list', { name: 'Blog posts' })).toBeTruthy();
      expect(screen.getByText('Card of Post 15')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      phone = false;
      act(() => listeners.forEach((listener) => listener()));
      expect(screen.getByRole('table', { name: 'Blog posts' })).toBeTruthy();
      expect(screen.queryByRole('list', { name: 'Blog posts' })).toBeNull();
      expect(screen.queryByText('Card of Post 1')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('goes to the last page when the page asked for is past the end', () => {
    const { url } = renderTable({ rows: [], total: 20 }, '/admin/blog?page=9');
    expect(url()).toBe('/admin/blog?page=2');
  });
});

describe('rowRange', () => {
  it('numbers the rows of a page', () => {
    expect(rowRange(1, 15, 15, 42)).toEqual({ from: 1, to: 15, total: 42 });
    expect(rowRange(3, 15, 12, 42)).toEqual({ from: 31, to: 42, total: 42 });
    expect(rowRange(1, 15, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});
