import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { toast, Toaster } from '@backoffice/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { DeleteRecordAction } from './delete-record-action';
import { FeedbackProvider } from './feedback-provider';

function renderAction(remove: () => Promise<unknown>) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['companies'], []);
  renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <DeleteRecordAction
          text="Deletes the company for good."
          label="Delete company"
          confirmTitle="Delete Acme?"
          confirmText="This cannot be undone."
          remove={remove}
          invalidate={[['companies']]}
          successId="msg.companyDeleted"
          redirectTo="/admin/companies"
        />
        <Toaster />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const askToDelete = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Delete company' }));
  return screen.findByRole('alertdialog', { name: 'Delete Acme?' });
};

describe('DeleteRecordAction', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin/companies/acme'));

  it('does nothing when the question is cancelled', async () => {
    const remove = vi.fn(async () => {});
    renderAction(remove);
    expect(screen.getByText('Deletes the company for good.')).toBeInTheDocument();
    const question = await askToDelete();
    expect(question).toHaveTextContent('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes, refreshes the lists, says so in a toast and leaves', async () => {
    const remove = vi.fn(async () => {});
    const queryClient = renderAction(remove);
    await askToDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success!');
    expect(status).toHaveTextContent('The company was deleted.');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['companies'])?.isInvalidated).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/admin/companies'));
    act(() => toast.dismiss());
  });

  it("reports a refused delete with the server's reply and stays", async () => {
    const refusal = new TRPCClientError<never>('Company has orders', {
      result: { error: { message: 'Company has orders', code: -1, data: { httpStatus: 409 } } },
    } as never);
    const queryClient = renderAction(() => Promise.reject(refusal));
    await askToDelete();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Error!' });
    expect(alert).toHaveTextContent('Something went wrong while processing the request: Company has orders');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(queryClient.getQueryState(['companies'])?.isInvalidated).toBe(false);
    expect(window.location.pathname).toBe('/admin/companies/acme');
  });
});
