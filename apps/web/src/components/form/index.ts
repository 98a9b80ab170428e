export { type ChoiceFieldName, type ChoiceOption, type FieldNameFor, type FieldProps } from './field-types';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  SelectField,
  type SelectFieldProps,
} from './choice-fields';
export { Form, SubmitButton, SubmitRow } from './form';
export { TextareaField, type TextareaFieldProps, TextField, type TextFieldProps } from './text-fields';
export { CheckboxField, SwitchField, type ToggleFieldProps } from './toggle-fields';
export { useChangeForm, type UseChangeFormOptions } from './use-change-form';
export {
  type FormValues,
  type ObjectSchema,
  useZodForm,
  type UseZodFormOptions,
  type ZodForm,
} from './use-zod-form';
