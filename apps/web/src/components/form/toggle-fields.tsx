import { Checkbox, cn, FormDescription, FormMessage, joinIds, Label, Switch } from '@backoffice/ui';
import { useId } from 'react';

import { type FieldNameFor, type FieldProps } from './field-types';
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
