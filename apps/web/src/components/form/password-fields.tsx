import { type ReactNode } from 'react';

import { type FieldNameFor } from './field-types';
import { TextField } from './text-fields';
import { type ZodForm } from './use-zod-form';

interface PasswordFieldProps<TValues extends object, TName extends FieldNameFor<TValues, string>> {
  form: ZodForm<TValues>;
  name: TName;
  /** The one the account has now, or one being chosen: what the browser's password manager offers. */
  purpose: 'current' | 'new';
  /** As the form's schema bounds it (sign-in's bound differs from a new password's). */
  maxLength: number;
  label: ReactNode;
  autoFocus?: boolean;
}

/** A required password input, marked for the password manager as the current or a new password. */
export function PasswordField<TValues extends object, TName extends FieldNameFor<TValues, string>>({
  purpose,
  ...props
}: PasswordFieldProps<TValues, TName>) {
  return (
    <TextField
      {...props}
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      required
    />
  );
}

interface NewPasswordFieldsProps<
  TValues extends object,
  TName extends FieldNameFor<TValues, string>,
  TRepeat extends FieldNameFor<TValues, string>,
> extends Omit<PasswordFieldProps<TValues, TName>, 'purpose'> {
  repeatName: TRepeat;
  repeatLabel: ReactNode;
  /** Shown at the first field's top right (the password rules of the sign-in screens). */
  hint?: ReactNode;
}

/** A new password and its repetition, both bounded alike. */
export function NewPasswordFields<
  TValues extends object,
  TName extends FieldNameFor<TValues, string>,
  TRepeat extends FieldNameFor<TValues, string>,
>({ repeatName, repeatLabel, hint, ...props }: NewPasswordFieldsProps<TValues, TName, TRepeat>) {
  const first = <PasswordField {...props} purpose="new" />;
  return (
    <>
      {hint ? (
        <div className="relative">
          {first}
          {hint}
        </div>
      ) : (
        first
      )}
      <PasswordField
        form={props.form}
        name={repeatName}
        purpose="new"
        maxLength={props.maxLength}
        label={repeatLabel}
      />
    </>
  );
}
