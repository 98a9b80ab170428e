import { Button, type ButtonProps, cn } from '@backoffice/ui';
import { type ComponentProps, Fragment, type KeyboardEvent, type ReactNode, useId, useMemo } from 'react';
import { type FieldValues, useFormState, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';

import { msg } from './messages';
import { type ZodForm } from './use-zod-form';

const NO_IMPLICIT_SUBMIT = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image']);

/**
 * The `<form>` of a ZodForm: submits through `handleSubmit`, leaves validation to the schema, and
 * renders the unsaved-changes dialog. Enter in a field submits even while Save is disabled (the
 * browser would ignore it), so an incomplete form answers with its errors instead of nothing.
 */
export function Form<TValues extends object>({
  form,
  className,
  children,
  onKeyDown,
  ...props
}: { form: ZodForm<TValues> } & Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  const onEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || NO_IMPLICIT_SUBMIT.has(target.type)) return;
    const submit = event.currentTarget.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit && !submit.disabled) return;
    event.preventDefault();
    void form.handleSubmit();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      onKeyDown={onEnter}
      className={cn('grid gap-4', className)}
      {...props}
    >
      {children}
      {form.guardDialog}
    </form>
  );
}

/**
 * The form's state for custom submit areas, re-rendering the caller when it changes: `invalid`
 * (names of the fields still missing or wrong, in the order of the schema), `unchanged` (an edit
 * form nobody changed yet), `valid`, `isDirty`, `isSubmitting`.
 */
export function useFormStatus<TValues extends object>(form: ZodForm<TValues>) {
  const values: FieldValues = useWatch({ control: form.control as never });
  const { isDirty, isSubmitting } = useFormState({ control: form.control as never });
  const { invalid, valid } = useMemo(() => {
    const parsed = form.schema.safeParse(values);
    if (parsed.success) return { invalid: [], valid: true };
    const names: string[] = [];
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      if (form.fieldLabels.has(name) && !names.includes(name)) names.push(name);
    }
    return { invalid: names, valid: false };
  }, [form.schema, form.fieldLabels, values]);
  return {
    invalid,
    unchanged: form.requireChange && !isDirty,
    valid,
    isDirty,
    isSubmitting,
  };
}

const useBlockers = useFormStatus;

/**
 * Disabled until the form is valid (and, on edit forms, changed) and while it is being submitted
 * (the spec's rule for every form).
 */
export function SubmitButton<TValues extends object>({
  form,
  disabled,
  ...props
}: { form: ZodForm<TValues> } & Omit<ButtonProps, 'type' | 'form'>) {
  const blockers = useBlockers(form);
  return (
    <Button
      type="submit"
      disabled={disabled || !blockers.valid || blockers.unchanged}
      loading={blockers.isSubmitting}
      {...props}
    />
  );
}

/** Beside a disabled Save: what is missing or invalid (by field label), or that nothing changed yet. */
function BlockersText<TValues extends object>({
  form,
  blockers,
  id,
}: {
  form: ZodForm<TValues>;
  blockers: ReturnType<typeof useBlockers>;
  id?: string;
}) {
  if (blockers.invalid.length > 0)
    return (
      <p id={id} data-slot="form-missing" className="text-sm text-muted-foreground">
        <FormattedMessage
          {...msg('form.missing')}
          values={{
            fields: blockers.invalid.map((name, index) => (
              <Fragment key={name}>
                {index > 0 ? ', ' : null}
                {form.fieldLabels.get(name)}
              </Fragment>
            )),
          }}
        />
      </p>
    );
  if (blockers.unchanged)
    return (
      <p id={id} data-slot="form-missing" className="text-sm text-muted-foreground">
        <FormattedMessage {...msg('form.noChanges')} />
      </p>
    );
  return null;
}

/** What is missing or invalid in the form, or that nothing changed yet; nothing when Save may be pressed. */
export function MissingFields<TValues extends object>({ form, id }: { form: ZodForm<TValues>; id?: string }) {
  return <BlockersText form={form} blockers={useBlockers(form)} id={id} />;
}

/**
 * The submit button on its own row under the fields, labelled "Save" unless told otherwise, with
 * what is missing beside it while it is disabled.
 */
export function SubmitRow<TValues extends object>({
  form,
  children,
}: {
  form: ZodForm<TValues>;
  children?: ReactNode;
}) {
  const hintId = `${useId()}-missing`;
  const blockers = useBlockers(form);
  const blocked = !blockers.valid || blockers.unchanged;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SubmitButton form={form} aria-describedby={blocked ? hintId : undefined}>
        {children ?? <FormattedMessage id="common.save" />}
      </SubmitButton>
      <BlockersText form={form} blockers={blockers} id={hintId} />
    </div>
  );
}
