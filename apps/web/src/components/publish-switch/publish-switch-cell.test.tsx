import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { toast, Toaster } from '@backoffice/ui';

import { PublishSwitchCell, type PublishSwitchCellProps } from './publish-switch-cell';

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderCell(props: Partial<PublishSwitchCellProps> & Pick<PublishSwitchCellProps, 'onToggle'>) {
  return render(
    <IntlProvider locale="en" onError={() => {}}>
      <PublishSwitchCell checked={false} label="Publish: Summer offer" {...props} />
      <Toaster />
    </IntlProvider>,
  );
}

const theSwitch = () => screen.getByRole('switch', { name: 'Publish: Summer offer' });

describe('PublishSwitchCell', () => {
  afterEach(() => {
    act(() => toast.dismiss());
  });

  it('saves at once, shows the new position while pending, then reports success', async () => {
    const call = deferred();
    const onToggle = vi.fn(() => call.promise);
    const onSuccess = vi.fn();
    renderCell({ onToggle, onSuccess });

    fireEvent.click(theSwitch());
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
    expect(theSwitch().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status', { name: 'Saving…' })).toBeTruthy();

    await act(async () => call.resolve({ response: true }));
    expect(onSuccess).toHaveBeenCalledWith(true);
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('status', { name: 'Saving…' })).toBeNull();
  });

  it('says what was saved in a toast whose Undo saves the previous value back', async () => {
    const onToggle = vi.fn(() => Promise.resolve({ response: true }));
    renderCell({ onToggle });

    fireEvent.click(theSwitch());
    const saved = await screen.findByText('Publish: Summer offer: on');
    expect(saved.closest('[data-slot="toast"]')?.textContent).toContain('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(onToggle).toHaveBeenLastCalledWith(false));
    expect(await screen.findByText('Publish: Summer offer: off')).toBeTruthy();
    // The undoing is not offered for undoing again.
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('reverts and calls onError when the save fails', async () => {
    const error = new Error('nope');
    const onError = vi.fn();
    const onSuccess = vi.fn();
    renderCell({ checked: true, onToggle: () => Promise.reject(error), onError, onSuccess });

    fireEvent.click(theSwitch());
    await waitFor(() => expect(onError).toHaveBeenCalledWith(error, false));
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows an error toast when no onError is given', async () => {
    renderCell({ onToggle: () => Promise.reject(new Error('down')) });
    fireEvent.click(theSwitch());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The change could not be saved.');
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('follows the reloaded value after a success', async () => {
    function ReloadingList() {
      const [published, setPublished] = useState(false);
      return (
        <PublishSwitchCell
          checked={published}
          label="Publish: Summer offer"
          onToggle={() => Promise.resolve(true)}
          // the list reload brings the saved value back
          onSuccess={(next) => setPublished(next)}
        />
      );
    }
    render(
      <IntlProvider locale="en" onError={() => {}}>
        <ReloadingList />
      </IntlProvider>,
    );
    fireEvent.click(theSwitch());
    await waitFor(() => expect((theSwitch() as HTMLButtonElement).disabled).toBe(false));
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('false'));
  });

  it('can be disabled', () => {
    const onToggle = vi.fn(() => Promise.resolve());
    renderCell({ onToggle, disabled: true });
    fireEvent.click(theSwitch());
    expect(onToggle).not.toHaveBeenCalled();
  });
});
