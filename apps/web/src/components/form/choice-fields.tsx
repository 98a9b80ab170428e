import {
  FormField,
  Label,
  NativeSelect,
  NativeSelectOption,
  RadioGroup,
  RadioGroupItem,
} from '@backoffice/ui';

import { type ChoiceFieldName, type ChoiceOption, type FieldProps } from './field-types';

export interface SelectFieldProps<
  TValues extends object,
  TName extends ChoiceFieldName<TValues>,
> extends FieldProps<TValues, TName> {
  options: readonly ChoiceOption<Extract<TValues[TName], string>>[];
  /** Text of the empty first option; without it the field has no empty choice. */
  placeholder?: string;
  disabled?: boolean;
}

/** A native select (long lists, keyboard and mobile friendly). */
export function SelectField<TValues extends object, TName extends ChoiceFieldName<TValues>>({
  form,
  name,
  label,
  description,
  required,
  className,
  options,
  placeholder,
  disabled,
}: SelectFieldProps<TValues, TName>) {
  return (
    <FormField
      label={label}
      description={description}
      error={form.visibleError(name)}
      required={required}
      className={className}
    >
      <NativeSelect
        name={name}
        value={String(form.values[name] ?? '')}
        disabled={disabled}
        onChange={(event) => {
          form.setValue(name, event.target.value as TValues[TName]);
          form.touch(name);
        }}
        onBlur={() => form.touch(name)}
      >
        {placeholder !== undefined ? <NativeSelectOption value="">{placeholder}</NativeSelectOption> : null}
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </FormField>
  );
}

export interface RadioGroupFieldProps<
  TValues extends object,
  TName extends ChoiceFieldName<TValues>,
> extends FieldProps<TValues, TName> {
  options: readonly ChoiceOption<Extract<TValues[TName], string>>[];
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
}

export function RadioGroupField<TValues extends object, TName extends ChoiceFieldName<TValues>>({
  form,
  name,
  label,
  description,
  required,
  className,
  options,
  orientation = 'horizontal',
  disabled,
}: RadioGroupFieldProps<TValues, TName>) {
  return (
    <FormField
      label={label}
      description={description}
      error={form.visibleError(name)}
      required={required}
      className={className}
    >
      {({ labelId, id, ...aria }) => (
        <RadioGroup
          id={id}
          name={name}
          aria-labelledby={labelId}
          {...aria}
          orientation={orientation}
          disabled={disabled}
          value={String(form.values[name] ?? '')}
          onValueChange={(value) => {
            form.setValue(name, value as TValues[TName]);
            form.touch(name);
          }}
          className={orientation === 'horizontal' ? 'flex flex-wrap gap-6' : undefined}
        >
          {options.map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <RadioGroupItem id={`${id}-${option.value}`} value={option.value} disabled={option.disabled} />
              <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      )}
    </FormField>
  );
}
