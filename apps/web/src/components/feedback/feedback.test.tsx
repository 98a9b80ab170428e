import { toast, Toaster } from '@backoffice/ui';
import { TRPCClientError } from '@trpc/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';

import { en } from '../../i18n/en';
import { it as italian } from '../../i18n/it';
import { renderWithIntl } from '../../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { type FeedbackApi, FeedbackProvider, useFeedback } from './feedback-provider';
import { describeRequestError } from './request-error';
import { useSpecFeedback } from './use-spec-feedback';

const intl = createIntl({ locale: 'en', messages: en });

function serverError(message: string, issues?: unknown[]) {
  return new TRPCClientError<never>(message, {
    result: { error: { message, code: -1, data: { httpStatus: 400, issues } } },
  } as never);
}

describe('describeRequestError', () => {
  it('appends the server reply to the spec prefix', () => {
    expect(describeRequestError(intl, serverError('The current password is not correct'))).toBe(
      'Something went wrong while processing the request: The current password is not correct',
    );
  });

  it('translates validation issues reported by the server', () => {
    const error = serverError('[...]', [
      { path: ['phone'], message: 'Must be at least 10 characters', messageId: 'tooShort', minimum: 10 },
    ]);
    expect(describeRequestError(intl, error)).toBe(
      'Something went wrong while processing the request: Must be at least 10 characters',
    );
  });

  it("says in the interface language that an outside service is paused, with the server's seconds", () => {
    const paused = serverError('The payment provider is not answering; retry after 12 s');
    expect(describeRequestError(createIntl({ locale: 'it', messages: italian }), paused)).toBe(
      'Si è verificato un errore durante la richiesta: Il fornitore dei pagamenti non risponde; riprova tra 12 s',
    );
  });

  it('uses the generic text when the server was not reached', () => {
    expect(describeRequestError(intl, new TypeError('Failed to fetch'))).toBe(
      'Something went wrong while processing the request',
    );
  });
});

describe('FeedbackProvider', () => {
  it("shows the spec's alert and resolves once it is dismissed", async () => {
    let feedback: FeedbackApi | undefined;
    function Probe() {
      feedback = useFeedback();
      return null;
    }
    renderWithIntl(
      <FeedbackProvider>
        <Probe />
      </FeedbackProvider>,
    );
    const dismissed = vi.fn();
    act(() => void feedback?.showError({ text: 'Request error' }).then(dismissed));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Error!');
    expect(dialog).toHaveTextContent('Request error');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dismissed).toHaveBeenCalled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('useSpecFeedback().succeeded', () => {
  it.each([
    ['msg.deleted', 'msg.titleRuSuccessfully', 'Success', 'The record was deleted.'],
    ['msg.updated', undefined, 'Success', 'The record was updated.'],
    ['msg.profileDeleted', 'msg.titleRuSuccessfully', 'Success!', 'The profile was deleted.'],
  ] as const)('%s reads as a sentence under its title', async (textId, titleId, title, text) => {
    function Probe() {
      const report = useSpecFeedback();
      return <button onClick={() => void report.succeeded(textId, titleId)}>Save</button>;
    }
    renderWithIntl(
      <FeedbackProvider>
        <Probe />
        <Toaster />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const status = await screen.findByRole('status');
    expect(status.querySelector('[data-slot="toast-title"]')).toHaveTextContent(new RegExp(`^${title}$`));
    expect(status).toHaveTextContent(text);
    act(() => toast.dismiss());
  });
});

describe('ConfirmDialog', () => {
  function DeleteButton({ onConfirm }: { onConfirm: () => unknown }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Delete</button>
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          destructive
          description="Really?"
          onConfirm={onConfirm}
        />
      </>
    );
  }

  it('asks No/Yes and closes without acting on No', () => {
    const onConfirm = vi.fn();
    renderWithIntl(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure?');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('focuses the safe choice on open and gives the focus back to the opener on Escape', async () => {
    renderWithIntl(<DeleteButton onConfirm={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('stays open and busy while the confirmed action runs', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithIntl(<DeleteButton onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-busy', 'true'),
    );
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
