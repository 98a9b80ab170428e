import { type ReactNode } from 'react';

import { type ZodForm } from './use-zod-form';

/** Names of the fields that can hold a value of type `TValue`. */
export type FieldNameFor<TValues, TValue> = {
  [K in keyof TValues]-?: TValue extends TValues[K] ? K : never;
}[keyof TValues] &
  string;

/** Names of the fields holding one string out of a set (selects, radio groups). */
export type ChoiceFieldName<TValues> = {
  [K in keyof TValues]-?: TValues[K] extends string ? K : never;
}[keyof TValues] &
  string;

export interface FieldProps<TValues extends object, TName extends keyof TValues & string> {
  form: ZodForm<TValues>;
  name: TName;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean;
  className?: string;
}

export interface ChoiceOption<TValue extends string = string> {
  value: TValue;
  label: ReactNode;
  /** A line under the choice saying what it means (radio groups); read out after its name. */
  description?: ReactNode;
  disabled?: boolean;
}
