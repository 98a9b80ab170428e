import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { SimpleSelect } from './select';

const options = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived', disabled: true },
];

describe('SimpleSelect', () => {
  it('shows the placeholder, opens with the keyboard and selects an option', () => {
    const onValueChange = vi.fn();
    render(
      <SimpleSelect
        aria-label="Status"
        options={options}
        placeholder="Any status"
        onValueChange={onValueChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Status' });
    expect(trigger.textContent).toContain('Any status');

    fireEvent.keyDown(trigger, { key: 'Enter' });
    const option = screen.getByRole('option', { name: 'Published' });
    fireEvent.keyDown(option, { key: 'Enter' });

    expect(onValueChange).toHaveBeenLastCalledWith('published');
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Published');
  });

  it('clears a controlled value with the clear button', () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState<string | undefined>('draft');
      return (
        <SimpleSelect
          aria-label="Status"
          options={options}
          placeholder="Any status"
          clearable
          clearLabel="Clear status"
          value={value}
          onValueChange={(next) => {
            onValueChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Draft');

    fireEvent.click(screen.getByRole('button', { name: 'Clear status' }));
    expect(onValueChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toContain('Any status');
    expect(screen.queryByRole('button', { name: 'Clear status' })).toBeNull();
  });
});
