import { FormField, Input, type InputProps, Textarea, type TextareaProps } from '@backoffice/ui';

import { type FieldNameFor, type FieldProps } from './field-types';
import { useFormField } from './use-form-field';

export type TextFieldProps<TValues extends object, TName extends FieldNameFor<TValues, string>> = FieldProps<
  TValues,
  TName
> &
  Omit<InputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

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
  const field = useFormField(form, name, label);
  return (
    <FormField
      label={label}
      description={description}
      error={field.error}
      required={required}
      className={className}
    >
      <Input
        ref={field.ref}
        name={name}
        value={asText(field.value)}
        onChange={(event) => field.change(event.target.value)}
        onBlur={(event) => {
          field.blur();
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
  const field = useFormField(form, name, label);
  return (
    <FormField
      label={label}
      description={description}
      error={field.error}
      required={required}
      className={className}
    >
      <Textarea
        ref={field.ref}
        name={name}
        value={asText(field.value)}
        onChange={(event) => field.change(event.target.value)}
        onBlur={(event) => {
          field.blur();
          onBlur?.(event);
        }}
        {...textareaProps}
      />
    </FormField>
  );
}
