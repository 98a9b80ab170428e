import { FIELD_LIMITS, loginSchema, profileUpdateSchema, registrationFormSchema } from '@backoffice/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { Form, SubmitButton } from './form';
import { TextField } from './text-fields';
import { useZodForm, type ZodForm } from './use-zod-form';
import { RadioGroupField } from './choice-fields';

type RegistrationValues = { email: string; password: string; repeat_password: string };

function RegistrationForm({
  onSubmit,
  onInvalid,
  expose,
}: {
  onSubmit: (data: unknown) => unknown;
  onInvalid?: () => void;
  expose?: (form: ZodForm<RegistrationValues>) => void;
}) {
  const form = useZodForm({
    schema: registrationFormSchema,
    initialValues: { email: '', password: '', repeat_password: '' },
    onSubmit,
    onInvalid,
  });
  expose?.(form);
  return (
    <Form form={form}>
      <TextField form={form} name="email" type="email" label="Email" maxLength={FIELD_LIMITS.loginEmailMax} />
      <TextField form={form} name="password" type="password" label="Password" />
      <TextField form={form} name="repeat_password" type="password" label="Repeat" />
      <SubmitButton form={form}>Register</SubmitButton>
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
  it('keeps submit disabled until every rule passes', () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    expect(submitButton()).toBeDisabled();
    type('Email', 'new.agent@example.com');
    type('Password', 'secret-1');
    expect(submitButton()).toBeDisabled();
    type('Repeat', 'secret-1');
    expect(submitButton()).toBeEnabled();
  });

  it('shows a field error only after the field was left, translated from the shared key', () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    type('Password', '123');
    expect(screen.queryByRole('alert')).toBeNull();
    leave('Password');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be from 6 to 32 symbols.');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports a repeat that differs from the password on the repeat field', () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    // zod checks the pair once the fields themselves are valid.
    type('Email', 'new.agent@example.com');
    type('Password', 'secret-1');
    type('Repeat', 'secret-2');
    leave('Repeat');
    expect(screen.getByRole('alert')).toHaveTextContent('The passwords do not match');
  });

  it('says nothing about a field that was only passed through', () => {
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} />);
    leave('Email');
    expect(screen.queryByRole('alert')).toBeNull();
    type('Email', 'a@b.co');
    type('Email', '');
    leave('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('This field is required');
  });

  it('fills placeholders of the validation texts', () => {
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
    expect(screen.getByRole('alert')).toHaveTextContent('Deve contenere almeno 2 caratteri');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('submits the parsed values once, and is pending while the submit runs', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} />);
    fillValidRegistration();
    fireEvent.click(submitButton());
    fireEvent.submit(submitButton().closest('form')!);
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The schema trims the email.
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'new.agent@example.com',
      password: 'secret-1',
      repeat_password: 'secret-1',
    });
    await act(async () => finish());
    expect(submitButton()).toBeEnabled();
  });

  it('calls onInvalid and reveals every error when an invalid form is submitted', () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    renderWithIntl(<RegistrationForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    fireEvent.submit(submitButton().closest('form')!);
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'This field is required',
      'Password must be from 6 to 32 symbols.',
    ]);
  });

  it('tracks unsaved changes and starts over on reset', () => {
    let form: ZodForm<RegistrationValues> | undefined;
    renderWithIntl(<RegistrationForm onSubmit={vi.fn()} expose={(current) => (form = current)} />);
    expect(form?.isDirty).toBe(false);
    type('Email', 'a@b.co');
    expect(form?.isDirty).toBe(true);
    act(() => form?.reset());
    expect(form?.isDirty).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('loginSchema through the form kit', () => {
  it('accepts an email of 128 characters and refuses 129', () => {
    let form: ZodForm<{ email: string; password: string }> | undefined;
    function LoginProbe() {
      form = useZodForm({
        schema: loginSchema,
        initialValues: { email: '', password: 'secret-1' },
        onSubmit: vi.fn(),
      });
      return null;
    }
    renderWithIntl(<LoginProbe />);
    const local = (length: number) => 'a'.repeat(length - '@example.com'.length);
    act(() => form?.setValue('email', `${local(128)}@example.com`));
    expect(form?.isValid).toBe(true);
    act(() => form?.setValue('email', `${local(129)}@example.com`));
    expect(form?.isValid).toBe(false);
  });
});
