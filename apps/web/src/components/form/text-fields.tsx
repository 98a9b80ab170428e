import { Input, type InputProps, Textarea, type TextareaProps } from '@backoffice/ui';

import { BoundFieldFrame, boundTextProps } from './bound-field';
import { AppDayInput, type AppDayInputProps } from './day-input';
import { type FieldNameFor, type FieldProps } from './field-types';
import { useFormField } from './use-form-field';
import { asText } from '../../lib/text';

export type TextFieldProps<TValues extends object, TName extends FieldNameFor<TValues, string>> = FieldProps<
  TValues,
  TName
> &
  Omit<InputProps, 'form' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'required'>;

/** A labelled input for a string field (text, email, password, tel, number...). */
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

export type DayFieldProps<TValues extends object, TName extends FieldNameFor<TValues, string>> = FieldProps<
  TValues,
  TName
> &
  Omit<AppDayInputProps, 'form' | 'name' | 'value' | 'onValueChange' | 'required'>;

/** A labelled day (YYYY-MM-DD in the form) typed in the app's format or picked in a calendar. */
export function DayField<TValues extends object, TName extends FieldNameFor<TValues, string>>({
  form,
  name,
  label,
  description,
  required,
  className,
  onBlur,
  ...inputProps
}: DayFieldProps<TValues, TName>) {
  const field = useFormField(form, name, label);
  return (
    <BoundFieldFrame
      field={field}
      label={label}
      description={description}
      required={required}
      className={className}
    >
      <AppDayInput
        ref={field.ref}
        name={name}
        value={asText(field.value)}
        onValueChange={field.change}
        onBlur={(event) => {
          field.blur();
          onBlur?.(event);
        }}
        {...inputProps}
      />
    </BoundFieldFrame>
  );
}
