import { Label, NativeSelect, NativeSelectOption, RadioGroup, RadioGroupItem } from '@backoffice/ui';

import { BoundFieldFrame } from './bound-field';
import { type ChoiceFieldName, type ChoiceOption, type FieldProps } from './field-types';
import { useFormField } from './use-form-field';
import { asText } from '../../lib/text';

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
  const field = useFormField(form, name, label);
  return (
    <BoundFieldFrame
      field={field}
      label={label}
      description={description}
      required={required}
      className={className}
    >
      <NativeSelect
        ref={field.ref}
        name={name}
        value={asText(field.value)}
        disabled={disabled}
        onChange={(event) => {
          field.change(event.target.value);
          field.blur();
        }}
        onBlur={field.blur}
      >
        {placeholder !== undefined ? <NativeSelectOption value="">{placeholder}</NativeSelectOption> : null}
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </BoundFieldFrame>
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
  const field = useFormField(form, name, label);
  return (
    <BoundFieldFrame
      field={field}
      label={label}
      description={description}
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
          // react-hook-form focuses the first invalid field through this: the checked or first radio.
          ref={(element: HTMLDivElement | null) =>
            field.ref({
              focus: () =>
                (
                  element?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
                  element?.querySelector<HTMLElement>('[role="radio"]')
                )?.focus(),
            })
          }
          value={asText(field.value)}
          onValueChange={(value) => {
            field.change(value);
            field.blur();
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) field.blur();
          }}
          className={orientation === 'horizontal' ? 'flex flex-wrap gap-6' : undefined}
        >
          {options.map((option) => (
            <div
              key={option.value}
              className={option.description ? 'flex items-start gap-2' : 'flex items-center gap-2'}
            >
              <RadioGroupItem
                id={`${id}-${option.value}`}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description ? `${id}-${option.value}-description` : undefined}
                className={option.description ? 'mt-0.5' : undefined}
              />
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${option.value}`} className="font-normal">
                  {option.label}
                </Label>
                {option.description ? (
                  <span id={`${id}-${option.value}-description`} className="text-sm text-muted-foreground">
                    {option.description}
                  </span>
                ) : null}
              </div>
            </div>
          ))}
        </RadioGroup>
      )}
    </BoundFieldFrame>
  );
}
