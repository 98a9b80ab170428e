import { registrationFormSchema } from '@backoffice/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithIntl } from '../../test/render';
import { Form } from './form';
import { NewPasswordFields, PasswordField } from './password-fields';
import { useZodForm } from './use-zod-form';

function ChoosePassword() {
  const form = useZodForm({
    schema: registrationFormSchema,
    initialValues: { email: 'new.agent@example.com', password: '', repeat_password: '' },
    onSubmit: vi.fn(),
    guardUnsaved: false,
  });
  return (
    <Form form={form}>
      <PasswordField form={form} name="email" purpose="current" maxLength={40} label="Old" />
      <NewPasswordFields
        form={form}
        name="password"
        maxLength={32}
        label="Password"
        repeatName="repeat_password"
        repeatLabel="Repeat"
        hint={<span>rules</span>}
        autoFocus
      />
    </Form>
  );
}

describe('password fields', () => {
  it('mark the current and new passwords for the password manager, bounded and required', () => {
    renderWithIntl(<ChoosePassword />);
    const old = screen.getByLabelText(/Old/);
    expect(old).toHaveAttribute('type', 'password');
    expect(old).toHaveAttribute('autocomplete', 'current-password');
    expect(old).toHaveAttribute('maxlength', '40');
    for (const label of [/^Password/, /^Repeat/]) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('autocomplete', 'new-password');
      expect(field).toHaveAttribute('maxlength', '32');
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByText('rules')).toBeInTheDocument();
  });
});
