import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Button } from './button';

describe('Button', () => {
  it('renders a clickable button', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('disables the button and shows a spinner while loading', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders its child element with asChild', () => {
    render(
      <Button asChild variant="link">
        <a href="/orders">Orders</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link.getAttribute('href')).toBe('/orders');
    expect(link.getAttribute('data-slot')).toBe('button');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks an asChild link as busy and aria-disabled while loading', () => {
    render(
      <Button asChild loading>
        <a href="/export">Export</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Export' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(link.querySelector('[data-slot="button-spinner"]')).not.toBeNull();
  });
});
