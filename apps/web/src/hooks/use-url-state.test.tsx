import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import {
  buildListSearch,
  type ListUrlStateOptions,
  parseListState,
  SEARCH_DEBOUNCE_MS,
  useListUrlState,
} from './use-url-state';

const options = {
  sortFields: ['title', 'date', 'priority'],
  defaultSort: 'date',
  defaultDirection: 'desc',
  filterKeys: ['category', 'status'],
} as const satisfies ListUrlStateOptions<'title' | 'date' | 'priority', 'category' | 'status'>;

describe('parseListState', () => {
  it('reads page, sort, direction, search and declared filters', () => {
    expect(
      parseListState('?page=3&sort=title&dir=asc&q=summer&category=abc&status=1&other=x', options),
    ).toEqual({
      page: 3,
      sort: 'title',
      direction: 'asc',
      search: 'summer',
      filters: { category: 'abc', status: '1' },
    });
  });

  it('falls back to the defaults for anything malformed', () => {
    const defaults = { page: 1, sort: 'date', direction: 'desc', search: '', filters: {} };
    expect(parseListState('', options)).toEqual(defaults);
    expect(parseListState('?page=0', options).page).toBe(1);
    expect(parseListState('?page=-2', options).page).toBe(1);
    expect(parseListState('?page=2.5', options).page).toBe(1);
    expect(parseListState('?page=abc', options).page).toBe(1);
    expect(parseListState('?page=99999999999', options).page).toBe(1);
    expect(parseListState('?sort=password&dir=asc', options)).toMatchObject({
      sort: 'date',
      direction: 'desc',
    });
    expect(parseListState('?sort=title&dir=sideways', options)).toMatchObject({
      sort: 'title',
      direction: 'asc',
    });
    expect(parseListState('?sort=date', options)).toMatchObject({ sort: 'date', direction: 'desc' });
    expect(parseListState('?category=', options).filters).toEqual({});
    expect(parseListState('?%E0%A4%A=1&page=2', options).page).toBe(2);
  });

  it('caps the search text at the schema limit', () => {
    expect(parseListState(`?q=${'a'.repeat(500)}`, options).search).toHaveLength(128);
  });

  it('accepts identifier-like sort fields when none are listed', () => {
    expect(parseListState('?sort=created_at&dir=desc').sort).toBe('created_at');
    expect(parseListState('?sort=a%20b;drop').sort).toBeUndefined();
  });
});

describe('buildListSearch', () => {
  it('leaves the defaults out and keeps unrelated parameters', () => {
    expect(
      buildListSearch(
        { page: 1, sort: 'date', direction: 'desc', search: '', filters: {} },
        options,
        '?tab=files&page=4',
      ),
    ).toBe('tab=files');
  });

  it('writes what differs from the defaults', () => {
    expect(
      buildListSearch(
        { page: 2, sort: 'title', direction: 'asc', search: 'a b', filters: { status: '0' } },
        options,
      ),
    ).toBe('page=2&sort=title&dir=asc&q=a+b&status=0');
  });

  it('round-trips through parseListState', () => {
    const state = {
      page: 5,
      sort: 'priority' as const,
      direction: 'desc' as const,
      search: 'x&y',
      filters: { category: 'c/1' },
    };
    expect(parseListState(buildListSearch(state, options), options)).toEqual(state);
  });
});

function setup(path: string, listOptions: Parameters<typeof useListUrlState>[0] = options) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => <Router hook={location.hook}>{children}</Router>;
  const rendered = renderHook(() => useListUrlState(listOptions), { wrapper });
  const currentUrl = () => location.history?.at(-1) ?? '';
  return { ...rendered, location, currentUrl };
}

describe('useListUrlState', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('exposes the parsed state of the current URL', () => {
    const { result } = setup('/admin/blog?page=2&sort=title&dir=asc&status=1');
    expect(result.current).toMatchObject({
      page: 2,
      sort: 'title',
      direction: 'asc',
      filters: { status: '1' },
    });
  });

  it('writes the page as a new history entry (Back returns to the previous page)', () => {
    const { result, location, currentUrl } = setup('/admin/blog');
    act(() => result.current.setPage(3));
    expect(currentUrl()).toBe('/admin/blog?page=3');
    expect(location.history).toEqual(['/admin/blog', '/admin/blog?page=3']);
    expect(result.current.page).toBe(3);
  });

  it('drops a filter value the list does not know and says which', () => {
    const { result, currentUrl } = setup('/admin/users?role=77&q=anna', {
      filterKeys: ['role'],
      filterValues: { role: ['0', '1', '2', '3'] },
    });
    expect(result.current.filters).toEqual({});
    expect(currentUrl()).toBe('/admin/users?q=anna');
    expect(result.current.droppedParams).toEqual(['role']);
  });

  it('toggles the sort ascending, descending, then back to the default, from page 1', () => {
    const { result, currentUrl } = setup('/admin/blog?page=4');
    act(() => result.current.toggleSort('title'));
    expect(currentUrl()).toBe('/admin/blog?sort=title&dir=asc');
    act(() => result.current.toggleSort('title'));
    expect(currentUrl()).toBe('/admin/blog?sort=title&dir=desc');
    act(() => result.current.toggleSort('title'));
    expect(currentUrl()).toBe('/admin/blog');
    expect(result.current).toMatchObject({ sort: 'date', direction: 'desc' });
    // the default column flips between its two directions
    act(() => result.current.toggleSort('date'));
    expect(currentUrl()).toBe('/admin/blog?sort=date&dir=asc');
    act(() => result.current.toggleSort('date'));
    expect(currentUrl()).toBe('/admin/blog');
  });

  it('sets and clears filters, going back to page 1', () => {
    const { result, currentUrl } = setup('/admin/blog?page=3');
    act(() => result.current.setFilter('category', 'news'));
    expect(currentUrl()).toBe('/admin/blog?category=news');
    act(() => result.current.setFilter('category', ''));
    expect(currentUrl()).toBe('/admin/blog');
  });

  it('composes several updates in one event', () => {
    const { result, currentUrl } = setup('/admin/blog');
    act(() => {
      result.current.setFilter('status', '1');
      result.current.setPage(2);
    });
    expect(currentUrl()).toBe('/admin/blog?page=2&status=1');
  });

  it('debounces the search box into the URL', () => {
    vi.useFakeTimers();
    const { result, currentUrl } = setup('/admin/blog?page=2');
    act(() => result.current.setSearchInput('su'));
    act(() => result.current.setSearchInput('sum'));
    expect(result.current.searchInput).toBe('sum');
    expect(result.current.isSearchPending).toBe(true);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(currentUrl()).toBe('/admin/blog?page=2');
    act(() => vi.advanceTimersByTime(1));
    expect(currentUrl()).toBe('/admin/blog?q=sum');
    expect(result.current).toMatchObject({ search: 'sum', page: 1, isSearchPending: false });
  });

  it('follows the URL when it changes from elsewhere', () => {
    const { result, location } = setup('/admin/blog?q=old');
    expect(result.current.searchInput).toBe('old');
    act(() => location.navigate('/admin/blog?q=new'));
    expect(result.current.searchInput).toBe('new');
  });

  it('resets everything but unrelated parameters', () => {
    const { result, currentUrl } = setup('/admin/blog?tab=x&page=2&q=a&status=1&sort=title&dir=asc');
    act(() => result.current.reset());
    expect(currentUrl()).toBe('/admin/blog?tab=x');
    expect(result.current.searchInput).toBe('');
  });
});
