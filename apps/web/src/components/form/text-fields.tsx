import { Input, type InputProps, Textarea, type TextareaProps } from '@backoffice/ui';

import { BoundFieldFrame, boundTextProps } from './bound-field';
import { type FieldNameFor, type FieldProps } from './field-types';
import { useFormField } from './use-form-field';

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
  const field = useFormField(form, name, label);
  return (
    <BoundFieldFrame
      field={field}
      label={label}
      description={description}
      required={required}
      className={className}
    >
      <Input {...boundTextProps<HTMLInputElement>(field, name, onBlur)} {...inputProps} />
    </BoundFieldFrame>
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
    <BoundFieldFrame
      field={field}
      label={label}
      description={description}
      required={required}
      className={className}
    >
      <Textarea {...boundTextProps<HTMLTextAreaElement>(field, name, onBlur)} {...textareaProps} />
    </BoundFieldFrame>
  );
}
