import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { getPageItems, Pagination } from './pagination';

const labels = {
  nav: 'Pages',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  page: (n: number) => `Page ${n}`,
};

function button(name: string) {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

describe('Pagination', () => {
  it('disables first/previous on the first page and marks the current page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={10} onPageChange={onPageChange} labels={labels} />);

    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('First').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(button('Page 1').getAttribute('aria-current')).toBe('page');

    fireEvent.click(button('Previous'));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('calls onPageChange with the right page', () => {
    const onPageChange = vi.fn();
    render(<Pagination page={4} pageCount={10} onPageChange={onPageChange} labels={labels} />);

    fireEvent.click(button('Next'));
    expect(onPageChange).toHaveBeenLastCalledWith(5);

    fireEvent.click(button('Previous'));
    expect(onPageChange).toHaveBeenLastCalledWith(3);

    fireEvent.click(button('Last'));
    expect(onPageChange).toHaveBeenLastCalledWith(10);

    fireEvent.click(button('First'));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    fireEvent.click(button('Page 5'));
    expect(onPageChange).toHaveBeenLastCalledWith(5);

    expect(onPageChange).toHaveBeenCalledTimes(5);
    // Clicking the current page is a no-op.
    fireEvent.click(button('Page 4'));
    expect(onPageChange).toHaveBeenCalledTimes(5);
  });

  it('disables next/last on the last page', () => {
    render(<Pagination page={3} pageCount={3} onPageChange={() => {}} labels={labels} />);
    expect(button('Next').disabled).toBe(true);
    expect(button('Last').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);
  });

  it('computes page items with ellipses', () => {
    expect(getPageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(getPageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(getPageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(getPageItems(1, 0)).toEqual([1]);
  });
});
