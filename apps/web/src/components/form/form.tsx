import { Button, type ButtonProps, cn } from '@backoffice/ui';
import { type ComponentProps, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

import { type ZodForm } from './use-zod-form';

/** The `<form>` of a ZodForm: submits through `handleSubmit`, leaves validation to the schema. */
export function Form<TValues extends object>({
  form,
  className,
  ...props
}: { form: ZodForm<TValues> } & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      className={cn('grid gap-4', className)}
      {...props}
    />
  );
}

/** Disabled until the form is valid and while it is being submitted (the spec's rule for every form). */
export function SubmitButton<TValues extends object>({
  form,
  disabled,
  ...props
}: { form: ZodForm<TValues> } & Omit<ButtonProps, 'type' | 'form'>) {
  return <Button type="submit" disabled={disabled || !form.isValid} loading={form.isSubmitting} {...props} />;
}

/** The submit button on its own row under the fields; labelled "Save" unless told otherwise. */
export function SubmitRow<TValues extends object>({
  form,
  children,
}: {
  form: ZodForm<TValues>;
  children?: ReactNode;
}) {
  return (
    <div>
      <SubmitButton form={form}>{children ?? <FormattedMessage id="common.save" />}</SubmitButton>
    </div>
  );
}
