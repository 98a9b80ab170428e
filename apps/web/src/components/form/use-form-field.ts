import { type ReactNode } from 'react';
import { type FieldPath, type FieldValues, useController } from 'react-hook-form';

import { type ZodForm } from './use-zod-form';

/**
 * What a field component needs from the form: its value and change/blur handlers, the ref that
 * react-hook-form focuses on an invalid submit, and the error to show. The error shows once the
 * field was left after a change, after a submit attempt, or when the server put it there; leaving
 * a field that was never edited says nothing (tabbing through a form must not make errors pop up).
 * Subscribes to this field only: typing re-renders the field, not the whole form.
 */
export function useFormField<TValues extends object>(form: ZodForm<TValues>, name: string, label: ReactNode) {
  form.fieldLabels.set(name, label);
  const { field, fieldState, formState } = useController({
    control: form.control,
    name: name as FieldPath<TValues & FieldValues>,
  });
  const error = fieldState.error;
  const show =
    error?.message &&
    (formState.submitCount > 0 || error.type === 'server' || (fieldState.isTouched && form.edited.has(name)));
  return {
    value: field.value as unknown,
    ref: field.ref,
    error: show ? error.message : undefined,
    /** Sets the value as typed or chosen. */
    change: (value: unknown) => {
      form.edited.add(name);
      field.onChange(value);
    },
    blur: field.onBlur,
  };
}
