import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DatePicker } from './date-picker';
import { FormField } from './form-field';

const format = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe('DatePicker', () => {
  it('shows the formatted value and is labelled by its FormField', () => {
    render(
      <FormField label="Launch date">
        <DatePicker value={new Date(2025, 2, 14)} onChange={() => {}} formatValue={format} />
      </FormField>,
    );
    const trigger = screen.getByRole('button', { name: 'Launch date' });
    expect(trigger.textContent).toContain('2025-03-14');
  });

  it('opens a calendar and reports the picked day', () => {
    const onChange = vi.fn();
    render(
      <DatePicker
        aria-label="Start"
        value={new Date(2025, 2, 14)}
        onChange={onChange}
        formatValue={format}
        name="start"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    const dialog = screen.getByRole('dialog');
    // Focus moves to the selected day so the calendar is keyboard-operable right away.
    expect(document.activeElement?.textContent).toBe('14');
    const grid = within(dialog).getByRole('grid');
    const day20 = within(grid)
      .getAllByRole('button')
      .find((b) => b.textContent === '20');
    expect(day20).toBeDefined();
    fireEvent.click(day20!);

    expect(onChange).toHaveBeenCalledTimes(1);
    const picked = onChange.mock.calls[0]?.[0] as Date;
    expect(format(picked)).toBe('2025-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((document.querySelector('input[name="start"]') as HTMLInputElement).value).toBe('2025-03-14');
  });

  it('shows the placeholder and clears the value', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DatePicker
        aria-label="End"
        value={undefined}
        onChange={onChange}
        formatValue={format}
        placeholder="Pick a date"
        clearable
        clearLabel="Clear date"
      />,
    );
    expect(screen.getByRole('button', { name: 'End' }).textContent).toContain('Pick a date');
    expect(screen.queryByRole('button', { name: 'Clear date' })).toBeNull();

    rerender(
      <DatePicker
        aria-label="End"
        value={new Date(2025, 0, 1)}
        onChange={onChange}
        formatValue={format}
        placeholder="Pick a date"
        clearable
        clearLabel="Clear date"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear date' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
