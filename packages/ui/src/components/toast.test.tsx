import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from './toast';

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

describe('toast', () => {
  it('renders success toasts as status and errors as alerts', () => {
    render(<Toaster label="Notifications" closeLabel="Dismiss" />);
    act(() => {
      toast.success('Order saved', { description: 'Order #42' });
      toast.error('Could not save');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Order saved');
    expect(status.textContent).toContain('Order #42');
    expect(status.getAttribute('data-variant')).toBe('success');
    expect(screen.getByRole('alert').textContent).toContain('Could not save');
  });

  it('dismisses with the close button and after its duration', () => {
    vi.useFakeTimers();
    render(<Toaster closeLabel="Dismiss" />);
    act(() => {
      toast('First', { duration: 1000 });
      toast.info('Second', { duration: Infinity });
    });
    expect(screen.getAllByRole('status')).toHaveLength(2);

    act(() => {
      vi.advanceTimersByTime(1100);
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('replaces a toast that re-uses an id and runs actions', () => {
    const undo = vi.fn();
    render(<Toaster />);
    act(() => {
      toast('Deleting…', { id: 'job' });
      toast.success('Deleted', { id: 'job', action: { label: 'Undo', onClick: undo } });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Deleted')).toBeNull();
  });
});
