import { FormField, Input, type InputProps, Textarea, type TextareaProps } from '@backoffice/ui';

import { type FieldNameFor, type FieldProps } from './field-types';

export type TextFieldProps<TValues extends object, TName extends FieldNameFor<TValues, string>> = FieldProps<
  TValues,
  TName
> &
  Omit<InputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

/** A labelled input for a string field (text, email, password, tel, date, number...). */
export function TextField<TValues extends object, TName extends FieldNameFor<TValues, string>>({
  form,
  name,
  label,
  description,
  required,
  className,
  onBlur,
  ...inputProps
}: TextFieldProps<TValues, TName>) {
  const value = form.values[name];
  return (
    <FormField
      label={label}
      description={description}
      error={form.visibleError(name)}
      required={required}
      className={className}
    >
      <Input
        name={name}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => form.setValue(name, event.target.value as TValues[TName])}
        onBlur={(event) => {
          form.touch(name);
          onBlur?.(event);
        }}
        {...inputProps}
      />
    </FormField>
  );
}

export type TextareaFieldProps<
  TValues extends object,
  TName extends FieldNameFor<TValues, string>,
> = FieldProps<TValues, TName> &
  Omit<TextareaProps, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

export function TextareaField<TValues extends object, TName extends FieldNameFor<TValues, string>>({
  form,
  name,
  label,
  description,
  required,
  className,
  onBlur,
  ...textareaProps
}: TextareaFieldProps<TValues, TName>) {
  const value = form.values[name];
  return (
    <FormField
      label={label}
      description={description}
      error={form.visibleError(name)}
      required={required}
      className={className}
    >
      <Textarea
        name={name}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => form.setValue(name, event.target.value as TValues[TName])}
        onBlur={(event) => {
          form.touch(name);
          onBlur?.(event);
        }}
        {...textareaProps}
      />
    </FormField>
  );
}
