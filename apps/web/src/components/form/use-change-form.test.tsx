import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

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
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Name' });
const typeName = (value: string) => fireEvent.change(nameInput(), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function dismissAlert(title: string, text: string) {
  const alert = await screen.findByRole('alertdialog', { name: title });
  expect(alert).toHaveTextContent(text);
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('useChangeForm', () => {
  it('saves the parsed values, refreshes the queries, reports and starts over from what was saved', async () => {
    const saveCall = vi.fn(async () => {});
    let form: ZodForm<{ name: string }> | undefined;
    const queryClient = renderForm({ save: saveCall, invalidate: [['record']], expose: (f) => (form = f) });
    typeName('  Giorgia ');
    expect(form?.isDirty).toBe(true);
    save();
    await dismissAlert('Success!', 'Changes saved successfully!');
    expect(saveCall).toHaveBeenCalledWith({ name: 'Giorgia' });
    expect(queryClient.getQueryState(['record'])?.isInvalidated).toBe(true);
    expect(nameInput()).toHaveValue('  Giorgia ');
    expect(form?.isDirty).toBe(false);
  });

  it("reports a failed call with the server's reply and keeps the edits", async () => {
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
    save();
    await dismissAlert('Error!', 'Something went wrong while processing the request: Name taken');
    expect(queryClient.getQueryState(['record'])?.isInvalidated).toBe(false);
    expect(nameInput()).toHaveValue('Giorgia');
    expect(form?.isDirty).toBe(true);
  });

  it('clears the form after a save when asked, with the given success text', async () => {
    renderForm({ save: async () => {}, clearOnSave: true, successId: 'msg.passwordChanged' });
    typeName('Giorgia');
    save();
    await dismissAlert('Success!', 'Password changed successfully');
    expect(nameInput()).toHaveValue('Anna');
  });

  it('refuses an invalid submit with the form error alert and does not call', async () => {
    const saveCall = vi.fn();
    renderForm({ save: saveCall });
    typeName('A');
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await dismissAlert('Error!', 'Form error! Some fields are empty or contain errors.');
    expect(saveCall).not.toHaveBeenCalled();
  });

  it("uses the caller's invalid-form text", async () => {
    renderForm({ invalidId: 'msg.formIncomplete' });
    typeName('');
    fireEvent.submit(screen.getByRole('form', { name: 'Name' }));
    await dismissAlert('Error!', 'Some fields are empty or contain errors!');
  });
});

describe('SubmitRow', () => {
  it('is labelled Save by default and disabled while the form is invalid', () => {
    renderForm({});
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    typeName('A');
    expect(button).toBeDisabled();
  });
});
