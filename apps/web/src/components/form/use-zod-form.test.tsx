import {
  defined,
  FIELD_LIMITS,
  loginSchema,
  profileUpdateSchema,
  registrationFormSchema,
} from '@backoffice/shared';
import { TRPCClientError } from '@trpc/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { Form, SubmitButton, SubmitRow } from './form';
import { TextField } from './text-fields';
import { useZodForm, type ZodForm } from './use-zod-form';
import { RadioGroupField } from './choice-fields';

type RegistrationValues = { email: string; password: string; repeat_password: string };

function RegistrationForm({
  onSubmit,
  onInvalid,
  expose,
  row = false,
}: {
  onSubmit: (data: unknown) => unknown;
  onInvalid?: () => void;
  expose?: (form: ZodForm<RegistrationValues>) => void;
  row?: boolean;
}) {
  const form = useZodForm({
    schema: registrationFormSchema,
    initialValues: { email: '', password: '', repeat_password: '' },
    onSubmit,
    onInvalid,
    guardUnsaved: false,
  });
  expose?.(form);
  return (
    <Form form={form}>
      <TextField form={form} name="email" type="email" label="Email" maxLength={FIELD_LIMITS.loginEmailMax} />
      <TextField form={form} name="password" type="password" label="Password" />
      <TextField form={form} name="repeat_password" type="password" label="Repeat" />
      {row ? <SubmitRow form={form}>Register</SubmitRow> : <SubmitButton form={form}>Register</SubmitButton>}
    </Form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const leave = (label: string) => fireEvent.blur(screen.getByLabelText(label));
const submitButton = () => screen.getByRole('button', { name: 'Register' });

function fillValidRegistration() {
  type('Email', '  new.agent@example.com ');
  type('Password', 'secret-1');
  type('Repeat', 'secret-1');
}

describe('useZodForm with the shared schemas', () => {
  it('keeps submit disabled until every rule passes', async () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    expect(submitButton()).toBeDisabled();
    type('Email', 'new.agent@example.com');
    type('Password', 'secret-1');
    await waitFor(() => expect(submitButton()).toBeDisabled());
    type('Repeat', 'secret-1');
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('says beside a disabled submit which fields are missing or wrong', async () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} row />);
    const hint = () => document.querySelector('[data-slot="form-missing"]');
    await waitFor(() => expect(hint()).toHaveTextContent('To save, fill in or correct: Email, Password.'));
    type('Email', 'new.agent@example.com');
    type('Password', 'secret-1');
    await waitFor(() => expect(hint()).toHaveTextContent('To save, fill in or correct: Repeat.'));
    expect(submitButton()).toHaveAccessibleDescription('To save, fill in or correct: Repeat.');
    type('Repeat', 'secret-1');
    await waitFor(() => expect(hint()).toBeNull());
  });

  it('shows a field error only after the field was left, translated from the shared key', async () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    type('Password', '123');
    expect(screen.queryByRole('alert')).toBeNull();
    leave('Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The password must be 6 to 32 characters long.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a repeat that differs from the password on the repeat field', async () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    // zod checks the pair once the fields themselves are valid.
    type('Email', 'new.agent@example.com');
    type('Password', 'secret-1');
    type('Repeat', 'secret-2');
    leave('Repeat');
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match');
  });

  it('says nothing about a field that was only passed through', async () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    leave('Email');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alert')).toBeNull();
    type('Email', 'a@b.co');
    type('Email', '');
    leave('Email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
  });

  it('fills placeholders of the validation texts', async () => {
    function NameForm() {
      const form = useZodForm({
        schema: profileUpdateSchema,
        initialValues: { first_name: 'A', last_name: '', second_name: '', phone: '', birthday: '', sex: '' },
        onSubmit: vi.fn(),
      });
      return (
        <Form form={form}>
          <TextField form={form} name="first_name" label="First name" />
          <RadioGroupField
            form={form}
            name="sex"
            label="Sex"
            options={[
              { value: 'm', label: 'Male' },
              { value: 'f', label: 'Female' },
            ]}
          />
        </Form>
      );
    }
    renderWithIntl(<NameForm />, { locale: 'it' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'B' } });
    fireEvent.blur(screen.getByLabelText('First name'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Deve contenere almeno 2 caratteri');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked());
  });

  it('submits the parsed values once, and is pending while the submit runs', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} />);
    fillValidRegistration();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    fireEvent.click(submitButton());
    fireEvent.submit(defined(submitButton().closest('form'), 'the form'));
    await waitFor(() => expect(submitButton()).toHaveAttribute('aria-busy', 'true'));
    expect(submitButton()).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The schema trims the email.
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'new.agent@example.com',
      password: 'secret-1',
      repeat_password: 'secret-1',
    });
    await act(async () => finish());
    await waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('on an invalid submit shows every error, focuses the first field and calls onInvalid', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    type('Repeat', 'x');
    fireEvent.submit(defined(submitButton().closest('form'), 'the form'));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This field is required',
      'The password must be 6 to 32 characters long.',
    ]);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('Enter in a field of an incomplete form shows its errors instead of doing nothing', async () => {
    const onInvalid = vi.fn();
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} onInvalid={onInvalid} />);
    type('Email', 'new.agent@example.com');
    fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Enter' });
    await waitFor(() => expect(onInvalid).toHaveBeenCalledTimes(1));
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('puts server validation issues and a conflict under their fields', async () => {
    let form: ZodForm<RegistrationValues> | undefined;
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} expose={(current) => (form = current)} />);
    const conflict = new TRPCClientError<never>('This email is already in use', {
      result: { error: { message: 'This email is already in use', code: -1, data: { httpStatus: 409 } } },
    } as never);
    let placed = false;
    act(() => {
      placed = form?.setServerErrors(conflict, { conflictField: 'email' }) ?? false;
    });
    expect(placed).toBe(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already in use');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // A failure that names no field is left to the caller's dialog.
    const network = new TRPCClientError<never>('Failed to fetch');
    act(() => {
      placed = form?.setServerErrors(network, { conflictField: 'email' }) ?? true;
    });
    expect(placed).toBe(false);
  });

  it('tracks unsaved changes and starts over on reset', async () => {
    let form: ZodForm<RegistrationValues> | undefined;
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} expose={(current) => (form = current)} />);
    expect(form?.isDirty).toBe(false);
    type('Email', 'a@b.co');
    await waitFor(() => expect(form?.isDirty).toBe(true));
    act(() => form?.reset());
    await waitFor(() => expect(form?.isDirty).toBe(false));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('loginSchema through the form kit', () => {
  it('accepts an email of 128 characters and refuses 129', async () => {
    let form: ZodForm<{ email: string; password: string }> | undefined;
    function LoginProbe() {
      form = useZodForm({
        schema: loginSchema,
        initialValues: { email: '', password: 'secret-1' },
        onSubmit: vi.fn(),
        guardUnsaved: false,
      });
      return <TextField form={form} name="email" label="Email" />;
    }
    renderWithIntl(<LoginProbe />);
    const local = (length: number) => 'a'.repeat(length - '@example.com'.length);
    act(() => form?.setValue('email', `${local(128)}@example.com`));
    await waitFor(() => expect(form?.isValid).toBe(true));
    act(() => form?.setValue('email', `${local(129)}@example.com`));
    await waitFor(() => expect(form?.isValid).toBe(false));
  });
});
