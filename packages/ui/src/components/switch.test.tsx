import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { Label } from './label';
import { Switch } from './switch';

describe('Switch', () => {
  it('toggles when clicked (uncontrolled)', () => {
    const onCheckedChange = vi.fn();
    render(
      <div>
        <Switch id="notify" onCheckedChange={onCheckedChange} />
        <Label htmlFor="notify">Notifications</Label>
      </div>,
    );
    const control = screen.getByRole('switch', { name: 'Notifications' });
    expect(control.getAttribute('aria-checked')).toBe('false');

    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
    expect(control.getAttribute('data-state')).toBe('checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles when its label is clicked', () => {
    render(
      <div>
        <Switch id="active" />
        <Label htmlFor="active">Active</Label>
      </div>,
    );
    fireEvent.click(screen.getByText('Active'));
    expect(screen.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
  });

  it('does not toggle when disabled', () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Locked" disabled onCheckedChange={onCheckedChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Locked' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
