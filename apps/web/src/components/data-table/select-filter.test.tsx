import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { useListUrlState } from '../../hooks/use-url-state';
import { SelectFilter } from './select-filter';

function Harness() {
  const list = useListUrlState({ filterKeys: ['role'] });
  return (
    <SelectFilter
      state={list}
      filterKey="role"
      label="Role"
      allLabel="All"
      options={[
        { value: 0, label: 'Agent' },
        { value: 1, label: 'Chief agent' },
      ]}
      className="w-48"
    />
  );
}

function renderFilter(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Harness />
    </Router>,
  );
  return { url: () => location.history?.at(-1) ?? '' };
}

describe('SelectFilter', () => {
  it('offers "no filter" first, then the options, under its label', () => {
    renderFilter('/users');
    const select = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Role: All', 'Agent', 'Chief agent']);
    expect(select.value).toBe('');
    expect(select.closest('[data-slot="native-select-wrapper"]')?.className).toContain('w-48');
  });

  it('shows the filter of the URL, the chosen option with the filter’s name', () => {
    renderFilter('/users?role=1');
    const select = screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(select.selectedOptions[0]?.textContent).toBe('Role: Chief agent');
    expect(within(select).getByRole('option', { name: 'Agent' })).toBeDefined();
  });

  it('writes the picked value to the URL, back to page 1, and removes it with "no filter"', () => {
    const { url } = renderFilter('/users?page=3&q=anna');
    const select = screen.getByRole('combobox', { name: 'Role' });
    fireEvent.change(select, { target: { value: '0' } });
    expect(url()).toBe('/users?q=anna&role=0');
    fireEvent.change(select, { target: { value: '' } });
    expect(url()).toBe('/users?q=anna');
  });
});
