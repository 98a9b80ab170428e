import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type z } from 'zod';

import { translateIssue } from '../../i18n';

/** A schema whose input is an object of fields (every shared form schema). */
export type ObjectSchema = z.ZodType<unknown, Record<string, unknown>>;

/** What the form holds: the schema's input, where any field may still be empty (''). */
export type FormValues<TSchema extends ObjectSchema> = {
  [K in keyof z.input<TSchema>]: z.input<TSchema>[K] | '';
};

export interface UseZodFormOptions<TSchema extends ObjectSchema> {
  schema: TSchema;
  initialValues: FormValues<TSchema>;
  /** Receives the parsed (trimmed, transformed) values; errors are the caller's to report. */
  onSubmit: (data: z.output<TSchema>) => unknown;
  /** A submit attempted while the form is invalid (the spec shows an error alert then). */
  onInvalid?: () => void;
}

/** The form state and its operations; field components take it as their `form` prop. */
export interface ZodForm<TValues extends object> {
  values: TValues;
  /** Translated errors of every invalid field, by dot path ('email', 'actions.0.amount'). */
  errors: Readonly<Record<string, string>>;
  /** The error to show for a field: once it was left after a change, or after a submit attempt. */
  visibleError: (path: string) => string | undefined;
  isValid: boolean;
  /** Some value differs from the initial values (for unsaved-changes guards). */
  isDirty: boolean;
  isSubmitting: boolean;
  setValue: <K extends keyof TValues>(name: K, value: TValues[K]) => void;
  setValues: (patch: Partial<TValues>) => void;
  /**
   * Called when a field is left: from then on its error shows, if the field was edited. Leaving a
   * field that was never edited says nothing (tabbing through a form, or clicking a link under it,
   * must not make errors pop up and the layout jump).
   */
  touch: (name: keyof TValues & string) => void;
  /** Starts over from `values` (default: the current initial values), which become the new initial values. */
  reset: (values?: TValues) => void;
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  // Arrays and nested objects (e.g. discount actions) compare by content.
  return (
    typeof left === 'object' && typeof right === 'object' && JSON.stringify(left) === JSON.stringify(right)
  );
}

/**
 * Form state validated by a shared zod schema: values, translated per-field errors, touched fields,
 * validity and a submit handler with a pending state that refuses double submits.
 */
export function useZodForm<TSchema extends ObjectSchema>({
  schema,
  initialValues,
  onSubmit,
  onInvalid,
}: UseZodFormOptions<TSchema>): ZodForm<FormValues<TSchema>> {
  type Values = FormValues<TSchema>;
  const intl = useIntl();
  const [initial, setInitial] = useState<Values>(initialValues);
  const [values, setValuesState] = useState<Values>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const submitting = useRef(false);
  /** Fields given a value since the start (or the last reset). */
  const edited = useRef(new Set<string>());

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);

  const errors = useMemo(() => {
    const byPath: Record<string, string> = {};
    if (parsed.success) return byPath;
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // The first problem of a field is the one to fix first.
      byPath[path] ??= translateIssue(intl, issue);
    }
    return byPath;
  }, [parsed, intl]);

  const visibleError = useCallback(
    (path: string) => {
      const field = path.split('.')[0] ?? path;
      return submitAttempted || touched.has(field) ? errors[path] : undefined;
    },
    [errors, submitAttempted, touched],
  );

  const isDirty = useMemo(
    () =>
      Object.keys(values).some(
        (name) => !sameValue(values[name as keyof Values], initial[name as keyof Values]),
      ),
    [values, initial],
  );

  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    edited.current.add(String(name));
    setValuesState((current) => ({ ...current, [name]: value }));
  }, []);

  const setValues = useCallback((patch: Partial<Values>) => {
    for (const name of Object.keys(patch)) edited.current.add(name);
    setValuesState((current) => ({ ...current, ...patch }));
  }, []);

  const touch = useCallback((name: string) => {
    if (!edited.current.has(name)) return;
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const reset = useCallback(
    (next?: Values) => {
      const start = next ?? initial;
      setInitial(start);
      setValuesState(start);
      edited.current = new Set();
      setTouched(new Set());
      setSubmitAttempted(false);
    },
    [initial],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      setSubmitAttempted(true);
      if (!parsed.success) {
        onInvalid?.();
        return;
      }
      submitting.current = true;
      setSubmitting(true);
      try {
        await onSubmit(parsed.data);
      } finally {
        submitting.current = false;
        setSubmitting(false);
      }
    },
    [parsed, onSubmit, onInvalid],
  );

  return {
    values,
    errors,
    visibleError,
    isValid: parsed.success,
    isDirty,
    isSubmitting,
    setValue,
    setValues,
    touch,
    reset,
    handleSubmit,
  };
}
