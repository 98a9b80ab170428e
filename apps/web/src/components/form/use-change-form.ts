import { type z } from 'zod';

import { type ChangeReportOptions, useReportedChange } from '../feedback/use-reported-change';
import { type AppMessageId } from '../../i18n';
import {
  type FormValues,
  type ObjectSchema,
  type ServerErrorOptions,
  useZodForm,
  type ZodForm,
} from './use-zod-form';

export interface UseChangeFormOptions<TSchema extends ObjectSchema>
  extends ChangeReportOptions, ServerErrorOptions<FormValues<TSchema>> {
  schema: TSchema;
  initialValues: FormValues<TSchema>;
  /** The change call, given the parsed values; a rejection is reported with the server's reply. */
  save: (values: z.output<TSchema>) => Promise<unknown>;
  /** Text of the success toast (default 'msg.changesSaved'; `null`: no toast). */
  successId?: AppMessageId | null;
  /**
   * After a save, start over from `initialValues` (password forms) instead of keeping what was
   * saved; such a form is a fresh entry each time, so Save does not wait for a change.
   */
  clearOnSave?: boolean;
  /** Ask before leaving with unsaved changes (default true). */
  guardUnsaved?: boolean;
}

/**
 * The form of an edit screen: Save is disabled until something changed, it saves, refreshes the
 * queries showing the data, reports success (a toast) or failure (field errors under their fields,
 * anything else in the spec's error dialog), and then treats the saved values as the new starting point.
 */
export function useChangeForm<TSchema extends ObjectSchema>({
  schema,
  initialValues,
  save,
  successId,
  clearOnSave = false,
  conflictField,
  guardUnsaved,
  ...report
}: UseChangeFormOptions<TSchema>): ZodForm<FormValues<TSchema>> {
  const change = useReportedChange(report);
  const form = useZodForm({
    schema,
    initialValues,
    guardUnsaved,
    requireChange: !clearOnSave,
    onSubmit: async (values) => {
      const saved = await change.run(() => save(values), successId, {
        fieldErrors: (error) => form.setServerErrors(error, { conflictField }),
      });
      if (saved) form.reset(clearOnSave ? initialValues : form.values);
    },
    onInvalid: change.invalid,
  });
  return form;
}
