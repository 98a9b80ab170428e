import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { FilePicker } from './file-picker';

describe('FilePicker', () => {
  it('opens the native input from its button and names the chosen file', () => {
    const onChange = vi.fn();
    render(
      <FilePicker
        buttonLabel="Choose a CSV file"
        emptyText="No file chosen"
        accept=".csv"
        aria-label="CSV file"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.csv');
    expect(screen.getByText('No file chosen')).toBeTruthy();

    const opened = vi.fn();
    input.addEventListener('click', opened);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a CSV file' }));
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['order_id,tracking,tracking_link\n'], 'tracking.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('tracking.csv')).toBeTruthy();
  });

  it('is disabled as a whole', () => {
    render(<FilePicker buttonLabel="Choose" emptyText="None" aria-label="File" disabled />);
    expect((screen.getByLabelText('File') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
