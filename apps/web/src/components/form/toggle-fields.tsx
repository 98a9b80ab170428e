import { Checkbox, cn, FormDescription, FormMessage, joinIds, Label, Switch } from '@backoffice/ui';
import { useId } from 'react';

import { type FieldNameFor, type FieldProps } from './field-types';

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
  const error = form.visibleError(name);
  const value = form.values[name] as unknown;
  const checked = value === true || value === 1 || value === '1' || value === 'true';
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center gap-2">
        <Control
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
            form.setValue(name, (next === true) as TValues[TName]);
            form.touch(name);
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
