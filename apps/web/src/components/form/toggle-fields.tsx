import { Checkbox, cn, FormDescription, FormMessage, joinIds, Label, Switch } from '@backoffice/ui';
import { useId } from 'react';

import { type ChoiceOption, type FieldNameFor, type FieldProps } from './field-types';
import { useFormField } from './use-form-field';

export interface ToggleFieldProps<
  TValues extends object,
  TName extends FieldNameFor<TValues, boolean>,
> extends FieldProps<TValues, TName> {
  disabled?: boolean;
}

/** Checkbox or switch with its label beside it; the field holds a boolean. */
function ToggleField<TValues extends object, TName extends FieldNameFor<TValues, boolean>>({
  form,
  name,
  label,
  description,
  className,
  disabled,
  control: Control,
}: ToggleFieldProps<TValues, TName> & { control: typeof Checkbox | typeof Switch }) {
  const id = `${name}-${useId()}`;
  const field = useFormField(form, name, label);
  const error = field.error;
  const value = field.value;
  const checked = value === true || value === 1 || value === '1' || value === 'true';
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center gap-2">
        <Control
          ref={field.ref}
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={joinIds(
            description ? `${id}-description` : undefined,
            error ? `${id}-error` : undefined,
          )}
          onCheckedChange={(next: boolean | 'indeterminate') => {
            field.change(next === true);
            field.blur();
          }}
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      {description ? <FormDescription id={`${id}-description`}>{description}</FormDescription> : null}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}

export function CheckboxField<TValues extends object, TName extends FieldNameFor<TValues, boolean>>(
  props: ToggleFieldProps<TValues, TName>,
) {
  return <ToggleField {...props} control={Checkbox} />;
}

export function SwitchField<TValues extends object, TName extends FieldNameFor<TValues, boolean>>(
  props: ToggleFieldProps<TValues, TName>,
) {
  return <ToggleField {...props} control={Switch} />;
}

export interface CheckboxGroupFieldProps<
  TValues extends object,
  TName extends FieldNameFor<TValues, string[]>,
> extends FieldProps<TValues, TName> {
  /** Each choice with the line saying what it means, read out after its name. */
  options: readonly ChoiceOption[];
}

/** Several values out of a set: a box per option; the field holds the checked values in the options' order. */
export function CheckboxGroupField<TValues extends object, TName extends FieldNameFor<TValues, string[]>>({
  form,
  name,
  label,
  required,
  className,
  options,
}: CheckboxGroupFieldProps<TValues, TName>) {
  const id = `${name}-${useId()}`;
  const field = useFormField(form, name, label);
  const chosen = new Set<unknown>(Array.isArray(field.value) ? field.value : []);
  return (
    <fieldset
      className={cn('grid gap-2', className)}
      aria-describedby={field.error ? `${id}-error` : undefined}
      aria-invalid={field.error ? true : undefined}
    >
      <legend className="mb-2 text-sm leading-none font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option, index) => {
          const boxId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-2">
              <Checkbox
                id={boxId}
                className="mt-0.5"
                // react-hook-form focuses the first invalid field through the first box.
                ref={index === 0 ? (element) => field.ref(element) : undefined}
                checked={chosen.has(option.value)}
                aria-describedby={option.description ? `${boxId}-description` : undefined}
                onCheckedChange={(checked) => {
                  const next = options
                    .map((choice) => choice.value)
                    .filter((value) => (value === option.value ? checked === true : chosen.has(value)));
                  field.change(next);
                  field.blur();
                }}
              />
              <div className="grid min-w-0 gap-0.5">
                <Label htmlFor={boxId} className="font-normal break-all">
                  {option.label}
                </Label>
                {option.description ? (
                  <FormDescription id={`${boxId}-description`}>{option.description}</FormDescription>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <FormMessage id={`${id}-error`}>{field.error}</FormMessage>
    </fieldset>
  );
}
