import * as React from 'react';

import { cn } from '../lib/cn';
import { joinIds } from '../lib/ids';
import { Label } from './label';

/** Props FormField injects into its control. */
export interface FormControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldRenderProps extends FormControlProps {
  /** id of the `<label>`, for controls that need `aria-labelledby` (e.g. RadioGroup). */
  labelId: string;
}

export interface FormFieldProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Visible label text (already translated). */
  label: React.ReactNode;
  /** Help text rendered under the control and referenced by `aria-describedby`. */
  description?: React.ReactNode;
  /** Error message; when present the control gets `aria-invalid` and the message is announced (`role="alert"`). */
  error?: React.ReactNode;
  /** Marks the control `aria-required` and shows a `*` after the label. */
  required?: boolean;
  /** id for the control (auto-generated otherwise). */
  id?: string;
  /** Hide the label visually (still available to assistive tech). */
  hideLabel?: boolean;
  labelClassName?: string;
  /**
   * Either a single control element (it receives id / aria-describedby / aria-invalid / aria-required
   * through cloneElement) or a render function receiving those props plus `labelId`.
   */
  children:
    React.ReactElement<Partial<FormControlProps>> | ((props: FormFieldRenderProps) => React.ReactNode);
}

/**
 * Label + control + description + error, wired for assistive tech:
 * `<label for=id>`, `aria-describedby="<description> <error>"`, `aria-invalid` when `error` is set.
 */
export function FormField({
  label,
  description,
  error,
  required = false,
  id: idProp,
  hideLabel = false,
  className,
  labelClassName,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const childId = typeof children === 'function' ? undefined : children.props.id;
  const id = idProp ?? childId ?? `field${generatedId}`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasDescription = description !== undefined && description !== null && description !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const controlProps: FormControlProps = {
    id,
    'aria-describedby': joinIds(hasDescription && descriptionId, hasError && errorId),
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  let control: React.ReactNode;
  if (typeof children === 'function') {
    control = children({ ...controlProps, labelId });
  } else {
    const own = children.props;
    control = React.cloneElement(children, {
      ...controlProps,
      id,
      'aria-describedby': joinIds(own['aria-describedby'], controlProps['aria-describedby']),
    });
  }

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <Label
        id={labelId}
        htmlFor={id}
        className={cn(hasError && 'text-destructive', hideLabel && 'sr-only', labelClassName)}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {hasDescription ? (
        <p id={descriptionId} data-slot="form-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} data-slot="form-message" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Standalone help text (when not using FormField). */
export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="form-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

/** Standalone error message (when not using FormField); `role="alert"`. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <p data-slot="form-message" role="alert" className={cn('text-sm text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
