import { type ChangeEvent, type FocusEvent, type FocusEventHandler } from 'react';

import { FormField, type FormFieldProps } from '@backoffice/ui';

import { type FieldProps } from './field-types';
import { type useFormField } from './use-form-field';
import { asText } from '../../lib/text';

type BoundFormField = ReturnType<typeof useFormField>;

/** The labelled frame every form-bound field shares: label, description, required mark and the field's error. */
export function BoundFieldFrame({
  field,
  label,
  description,
  required,
  className,
  children,
}: Pick<FieldProps<object, never>, 'label' | 'description' | 'required' | 'className'> & {
  field: BoundFormField;
  children: FormFieldProps['children'];
}) {
  return (
    <FormField
      label={label}
      description={description}
      error={field.error}
      required={required}
      className={className}
    >
      {children}
    </FormField>
  );
}

/** The props binding a text control (input or textarea) to its field; the caller's onBlur runs too. */
export function boundTextProps<TElement extends HTMLInputElement | HTMLTextAreaElement>(
  field: BoundFormField,
  name: string,
  onBlur: FocusEventHandler<TElement> | undefined,
) {
  return {
    ref: field.ref,
    name,
    value: asText(field.value),
    onChange: (event: ChangeEvent<TElement>) => field.change(event.target.value),
    onBlur: (event: FocusEvent<TElement>) => {
      field.blur();
      onBlur?.(event);
    },
  };
}
