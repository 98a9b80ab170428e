import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { toast, Toaster } from '@backoffice/ui';

import { FeedbackProvider } from '../feedback';
import { renderWithIntl } from '../../test/render';
import { Form, SubmitRow } from './form';
import { TextField } from './text-fields';
import { useChangeForm, type UseChangeFormOptions } from './use-change-form';
import { type ZodForm } from './use-zod-form';

const nameSchema = z.object({ name: z.string().trim().min(2) });
type NameOptions = Partial<UseChangeFormOptions<typeof nameSchema>>;

function NameForm({
  expose,
  ...options
}: NameOptions & { expose?: (form: ZodForm<{ name: string }>) => void }) {
  const form = useChangeForm({
    schema: nameSchema,
    initialValues: { name: 'Anna' },
    save: vi.fn(),
    ...options,
  });
  expose?.(form);
  return (
    <Form form={form} aria-label="Name">
      <TextField form={form} name="name" label="Name" />
      <SubmitRow form={form} />
    </Form>
  );
}

function renderForm(options: NameOptions & { expose?: (form: ZodForm<{ name: string }>) => void }) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['record'], { name: 'Anna' });
  renderWithIntl(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <NameForm {...options} />
        <Toaster />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const typeName = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function expectToast(title: string, text: string) {
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(title);
  expect(status).toHaveTextContent(text);
  act(() => toast.dismiss());
}

async function dismissAlert(title: string, text: string) {
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(alert).toHaveTextContent(text);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('useChangeForm', () => {
  it('saves the parsed values, refreshes the queries, says so in a toast and starts over from what was saved', async () => {
    const saveCall = vi.fn(async () => {});
    let form: ZodForm<{ name: string }> | undefined;
    const queryClient = renderForm({ save: saveCall, invalidate: [['record']], expose: (f) => (form = f) });
    typeName('  Giorgia ');
    await waitFor(() => expect(form?.isDirty).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await expectToast('Success!', 'Changes saved successfully!');
    expect(saveCall).toHaveBeenCalledWith({ name: 'Giorgia' });
    expect(queryClient.getQueryState(['record'])?.isInvalidated).toBe(true);
    expect(nameInput()).toHaveValue('  Giorgia ');
    await waitFor(() => expect(form?.isDirty).toBe(false));
  });

  it("reports a failed call with the server's reply in the error dialog and keeps the edits", async () => {
    const failure = new TRPCClientError<never>('Name taken', {
      result: { error: { message: 'Name taken', code: -1, data: { httpStatus: 409 } } },
    } as never);
    let form: ZodForm<{ name: string }> | undefined;
    const queryClient = renderForm({
      save: () => Promise.reject(failure),
      invalidate: [['record']],
      expose: (f) => (form = f),
    });
    typeName('Giorgia');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await dismissAlert('Error!', 'Something went wrong while processing the request: Name taken');
    expect(queryClient.getQueryState(['record'])?.isInvalidated).toBe(false);
    expect(nameInput()).toHaveValue('Giorgia');
    expect(form?.isDirty).toBe(true);
  });

  it('shows a conflict that belongs to a field under that field, not in a dialog', async () => {
    const failure = new TRPCClientError<never>('Name taken', {
      result: { error: { message: 'Name taken', code: -1, data: { httpStatus: 409 } } },
    } as never);
    renderForm({ save: () => Promise.reject(failure), conflictField: 'name' });
    typeName('Giorgia');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Name taken');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(nameInput()).toHaveFocus();
  });

  it('clears the form after a save when asked, with the given success text', async () => {
    renderForm({ save: async () => {}, clearOnSave: true, successId: 'msg.passwordChanged' });
    typeName('Giorgia');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await expectToast('Success!', 'Password changed successfully');
    await waitFor(() => expect(nameInput()).toHaveValue('Anna'));
  });

  it('refuses an invalid submit: the error under the field, the field focused, no call', async () => {
    const saveCall = vi.fn();
    renderForm({ save: saveCall });
    typeName('A');
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/2/);
    expect(nameInput()).toHaveFocus();
    expect(saveCall).not.toHaveBeenCalled();
  });

  it("shows the caller's invalid-form alert when asked for one", async () => {
    renderForm({ invalidId: 'msg.formIncomplete' });
    typeName('');
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await dismissAlert('Error!', 'Some fields are empty or contain errors!');
  });
});

describe('SubmitRow', () => {
  it('is labelled Save, disabled until something changed and while the form is invalid', async () => {
    renderForm({});
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeDisabled();
    expect(screen.getByText('Nothing has changed yet.')).toBeVisible();
    typeName('Anna Maria');
    await waitFor(() => expect(button).toBeEnabled());
    typeName('A');
    await waitFor(() => expect(button).toBeDisabled());
    expect(screen.getByText('To save, fill in or correct: Name.')).toBeVisible();
  });

  it('does not save an unchanged form on Enter', async () => {
    const saveCall = vi.fn();
    renderForm({ save: saveCall });
    fireEvent.keyDown(nameInput(), { key: 'Enter' });
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saveCall).not.toHaveBeenCalled();
  });
});
