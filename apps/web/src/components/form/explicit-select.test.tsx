import { NativeSelectOption } from '@backoffice/ui';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { ExplicitSelect } from './explicit-select';

function renderSelect(onChoose = vi.fn()) {
  renderWithIntl(
    <ExplicitSelect aria-label="Role" value="1" onChoose={onChoose}>
      <NativeSelectOption value="1">Manager</NativeSelectOption>
      <NativeSelectOption value="2">Accountant</NativeSelectOption>
      <NativeSelectOption value="3">Admin</NativeSelectOption>
    </ExplicitSelect>,
  );
  return { onChoose, select: screen.getByRole('combobox', { name: 'Role' }) };
}

describe('ExplicitSelect', () => {
  it('browsing with the arrow keys shows the option but chooses nothing until Enter', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChoose).not.toHaveBeenCalled();
    expect(select).toHaveValue('2');
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('leaving after browsing chooses; Escape goes back to the saved value', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.keyDown(select, { key: 'Escape' });
    expect(select).toHaveValue('1');
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: '2' } });
    fireEvent.blur(select);
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('2');
  });

  it('a pick with the pointer chooses at once', () => {
    const { onChoose, select } = renderSelect();
    fireEvent.change(select, { target: { value: '3' } });
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('3');
  });
});
