import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useCallback, useMemo, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormReturn,
} from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import { type z } from 'zod';

import { useUnsavedChanges } from '../../hooks/use-unsaved-changes';
import { translateIssue } from '../../i18n';
import { httpStatusOf, serverIssuesOf } from '../../lib/api-error';

type SafeParseAnswer =
  { success: true; data?: unknown } | { success: false; error: { issues: z.core.$ZodIssue[] } };

/**
 * A schema whose input is an object of fields: every shared form schema, in zod's classic flavour or
 * its mini one (the login form's, kept light for the login page's budget).
 */
export type ObjectSchema = z.core.$ZodType<unknown, Record<string, unknown>> & {
  safeParse: (data: unknown) => SafeParseAnswer;
  safeParseAsync: (data: unknown) => Promise<SafeParseAnswer>;
};

/** What the form holds: the schema's input, where any field may still be empty (''). */
export type FormValues<TSchema extends ObjectSchema> = {
  [K in keyof z.input<TSchema>]: z.input<TSchema>[K] | '';
};

export interface UseZodFormOptions<TSchema extends ObjectSchema> {
  schema: TSchema;
  initialValues: FormValues<TSchema>;
  /** Receives the parsed (trimmed, transformed) values; errors are the caller's to report. */
  onSubmit: (data: z.output<TSchema>) => unknown;
  /** A submit attempted while the form is invalid: every error is shown and the first field focused. */
  onInvalid?: () => void;
  /**
   * Ask before leaving the page (links, breadcrumbs, Back, section tabs, closing the window) while
   * the form holds unsaved changes. Default true; sign-in style forms turn it off.
   */
  guardUnsaved?: boolean;
  /** Save stays disabled until a value changed (edit forms; `useChangeForm` sets it). */
  requireChange?: boolean;
}

/** Where a failed call's answer is placed by `setServerErrors`. */
export interface ServerErrorOptions<TValues> {
  /** A 409 (conflict) answer is shown under this field ("This email is already in use"). */
  conflictField?: keyof TValues & string;
}

/**
 * The form state and its operations; field components take it as their `form` prop. Built on
 * react-hook-form: fields subscribe to their own state (`useController`), so typing re-renders the
 * field, not the form. `rhf` is react-hook-form's own API for anything beyond this (`useFieldArray`,
 * `useWatch`, `trigger`...).
 */
export interface ZodForm<TValues extends object> {
  rhf: UseFormReturn<TValues & FieldValues>;
  control: Control<TValues & FieldValues>;
  schema: ObjectSchema;
  /** The current values (a snapshot: reading it does not re-render; `useWatch` does). */
  readonly values: TValues;
  /** Translated errors of the fields validated so far, by dot path ('email', 'actions.0.amount'). */
  readonly errors: Readonly<Record<string, string>>;
  /** The error to show for a field: once it was left after a change, after a submit, or from the server. */
  visibleError: (path: string) => string | undefined;
  /**
   * The current values pass the schema (computed when read; `useFormStatus(form)` or
   * `<SubmitButton>` re-render when it changes).
   */
  readonly isValid: boolean;
  /** Some value differs from the initial values (drives the unsaved-changes guard). */
  isDirty: boolean;
  isSubmitting: boolean;
  /** Save needs a change first (edit forms). */
  requireChange: boolean;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  setValues: (patch: Partial<TValues>) => void;
  /** Starts over from `values` (default: the current initial values), which become the new initial values. */
  reset: (values?: TValues) => void;
  /** Validates; when invalid shows every error, focuses the first field and calls `onInvalid`. */
  handleSubmit: (event?: FormEvent) => Promise<void>;
  /**
   * Puts a failed call's field problems under their fields (validation issues with a path, a 409
   * under `conflictField`) and focuses the first. Answers false when nothing belonged to a field:
   * the caller then shows its error dialog.
   */
  setServerErrors: (error: unknown, options?: ServerErrorOptions<TValues>) => boolean;
  /** Runs a navigation without asking the unsaved-changes guard (e.g. after a successful create). */
  allowNavigation: (navigation: () => void) => void;
  /** Asks first when there are unsaved changes, then runs `action` (Cancel buttons, closing a dialog). */
  confirmLeave: (action: () => void) => void;
  /** The Stay/Leave dialog of the guard; `<Form>` renders it. */
  guardDialog: ReactNode;
  /** Labels of the mounted fields, by name (for the "what is missing" hint beside Save). */
  fieldLabels: Map<string, ReactNode>;
  /** Names of the fields the user typed into (errors of untouched fields stay quiet until a submit). */
  edited: Set<string>;
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Every error message of a react-hook-form error tree, by dot path. */
function flattenErrors(errors: FieldErrors, prefix = '', into: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) into[path] ??= message;
    else if (!('type' in value)) flattenErrors(value as FieldErrors, path, into);
  }
  return into;
}

function setAtPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) node[key] = value;
    else node = (node[key] ??= {}) as Record<string, unknown>;
  });
}

/**
 * `zodResolver` of @hookform/resolvers, with each message translated from the shared schemas' keys
 * (with their limits: "at least {minimum} characters") into the interface language.
 */
export function translatedZodResolver(schema: ObjectSchema, intl: IntlShape): Resolver<FieldValues> {
  const base = zodResolver(schema) as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return result;
    const translated: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      translated[pathOf(issue.path)] ??= translateIssue(intl, issue);
    }
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(flattenErrors(result.errors))) {
      const original = path.split('.').reduce<unknown>((node, key) => (node as never)?.[key], result.errors);
      setAtPath(errors, path, { ...(original as object), message: translated[path] ?? message });
    }
    return { values: {}, errors: errors as FieldErrors };
  };
}

/**
 * Form state validated by a shared zod schema (react-hook-form + @hookform/resolvers' zod resolver):
 * values, translated per-field errors, validity, dirty state, a submit handler that refuses double
 * submits, shows every error and focuses the first, server field errors, and the unsaved-changes guard.
 */
export function useZodForm<TSchema extends ObjectSchema>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
  guardUnsaved = true,
  requireChange = false,
}: UseZodFormOptions<TSchema>): ZodForm<FormValues<TSchema>> {
  type Values = FormValues<TSchema>;
  const intl = useIntl();
  const resolver = useMemo(() => translatedZodResolver(schema, intl), [schema, intl]);
  const rhf = useForm<FieldValues>({
    resolver,
    defaultValues: initialValues as FieldValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const fieldLabels = useRef(new Map<string, ReactNode>()).current;
  const edited = useRef(new Set<string>()).current;
  const submitting = useRef(false);
  const latest = useRef({ onSubmit, onInvalid });
  latest.current = { onSubmit, onInvalid };

  // Reading these during render subscribes the form to them (react-hook-form's proxy).
  const { isDirty, isSubmitting, submitCount, errors: errorTree, touchedFields } = rhf.formState;
  const guard = useUnsavedChanges(guardUnsaved && isDirty);

  const errors = flattenErrors(errorTree);

  const visibleError = useCallback(
    (path: string) => {
      const message = errors[path];
      if (!message) return undefined;
      const field = path.split('.')[0] ?? path;
      const fieldError = (errorTree as Record<string, { type?: string }>)[field];
      const touched = Boolean((touchedFields as Record<string, unknown>)[field]);
      return submitCount > 0 || fieldError?.type === 'server' || (touched && edited.has(field))
        ? message
        : undefined;
    },
    [errors, errorTree, submitCount, touchedFields, edited],
  );

  const setValue = useCallback(
    (name: string, value: unknown) => {
      edited.add(name);
      rhf.setValue(name, value, { shouldDirty: true, shouldValidate: true, shouldTouch: false });
    },
    [rhf, edited],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      if (requireChange && !rhf.formState.isDirty) return;
      submitting.current = true;
      try {
        await rhf.handleSubmit(
          async (data) => {
            await latest.current.onSubmit(data as z.output<TSchema>);
          },
          () => latest.current.onInvalid?.(),
        )();
      } finally {
        submitting.current = false;
      }
    },
    [rhf, requireChange],
  );

  const setServerErrors = useCallback(
    (error: unknown, options: ServerErrorOptions<Values> = {}) => {
      const placed: string[] = [];
      for (const issue of serverIssuesOf(error)) {
        const path = pathOf(issue.path);
        if (!path || !fieldLabels.has(path.split('.')[0] ?? path)) continue;
        rhf.setError(path, { type: 'server', message: translateIssue(intl, issue) });
        placed.push(path);
      }
      if (placed.length === 0 && options.conflictField && httpStatusOf(error) === 409) {
        const message = error instanceof Error ? error.message : '';
        rhf.setError(options.conflictField, { type: 'server', message: translateIssue(intl, { message }) });
        placed.push(options.conflictField);
      }
      const first = placed[0];
      if (first) rhf.setFocus(first);
      return placed.length > 0;
    },
    [rhf, intl, fieldLabels],
  );

  return {
    rhf: rhf as UseFormReturn<Values & FieldValues>,
    control: rhf.control as Control<Values & FieldValues>,
    schema,
    get values() {
      return rhf.getValues() as Values;
    },
    errors,
    visibleError,
    get isValid() {
      return schema.safeParse(rhf.getValues()).success;
    },
    isDirty,
    isSubmitting,
    requireChange,
    setValue: setValue,
    setValues: (patch) => {
      for (const [name, value] of Object.entries(patch)) setValue(name, value);
    },
    reset: (next) => {
      edited.clear();
      rhf.reset(next ?? rhf.formState.defaultValues);
    },
    handleSubmit,
    setServerErrors,
    allowNavigation: guard.allowNavigation,
    confirmLeave: guard.confirmLeave,
    guardDialog: guard.dialog,
    fieldLabels,
    edited,
  };
}
