export { type ChoiceFieldName, type ChoiceOption, type FieldNameFor, type FieldProps } from './field-types';
export {
  RadioGroupField,
  type RadioGroupFieldProps,
  SelectField,
  type SelectFieldProps,
} from './choice-fields';
export { ExplicitSelect, type ExplicitSelectProps } from './explicit-select';
export { Form, MissingFields, SubmitButton, SubmitRow, useFormStatus } from './form';
export { FORM_MESSAGES, FORM_MESSAGES_IT } from './messages';
export { AppDayInput, type AppDayInputProps } from './day-input';
export { NewPasswordFields, PasswordField } from './password-fields';
export {
  DayField,
  type DayFieldProps,
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from './text-fields';
export {
  CheckboxField,
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  SwitchField,
  type ToggleFieldProps,
} from './toggle-fields';
export { useChangeForm, type UseChangeFormOptions } from './use-change-form';
export { useFormField } from './use-form-field';
export {
  type FormValues,
  type ObjectSchema,
  type ServerErrorOptions,
  translatedZodResolver,
  useZodForm,
  type UseZodFormOptions,
  type ZodForm,
} from './use-zod-form';
