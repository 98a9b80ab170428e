import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { DayInput } from './day-input';
import { FormField } from './form-field';

const formatDay = (day: string) => day.split('-').reverse().join('.');
const parseDay = (text: string) => {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Expires">
        <DayInput
          value={value}
          onValueChange={(next) => {
            setValue(next);
            onValue(next);
          }}
          formatDay={formatDay}
          parseDay={parseDay}
          pickLabel="Choose a day"
        />
      </FormField>
      <button type="button" onClick={() => setValue('2025-01-02')}>
        Reset
      </button>
    </>
  );
}

describe('DayInput', () => {
  it("shows the day in the app's format, labelled by its FormField", () => {
    render(<Harness initial="2025-03-14" onValue={() => {}} />);
    expect(screen.getByLabelText('Expires')).toHaveProperty('value', '14.03.2025');
  });

  it('reports a typed day, an emptied field and text that is not a day', () => {
    const onValue = vi.fn();
    render(<Harness initial="" onValue={onValue} />);
    const input = screen.getByLabelText('Expires');
    fireEvent.change(input, { target: { value: '20.03.2025' } });
    expect(onValue).toHaveBeenLastCalledWith('2025-03-20');
    fireEvent.change(input, { target: { value: '20.03.20' } });
    expect(onValue).toHaveBeenLastCalledWith('20.03.20');
    expect(input).toHaveProperty('value', '20.03.20');
    fireEvent.change(input, { target: { value: ' ' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('follows a value changed from outside', () => {
    render(<Harness initial="2025-03-14" onValue={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Expires')).toHaveProperty('value', '02.01.2025');
  });

  it('picks a day in the calendar and gives the focus back to the text', () => {
    const onValue = vi.fn();
    render(<Harness initial="2025-03-14" onValue={onValue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a day' }));
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement?.textContent).toBe('14');
    const day20 = within(within(dialog).getByRole('grid'))
      .getAllByRole('button')
      .find((button) => button.textContent === '20');
    if (!day20) throw new Error('The calendar shows no day 20');
    fireEvent.click(day20);
    expect(onValue).toHaveBeenLastCalledWith('2025-03-20');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Expires')).toHaveProperty('value', '20.03.2025');
    expect(document.activeElement).toBe(screen.getByLabelText('Expires'));
  });
});
