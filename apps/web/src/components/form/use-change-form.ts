import { type z } from 'zod';

import { type ChangeReportOptions, useReportedChange } from '../feedback/use-reported-change';
import { type AppMessageId } from '../../i18n';
import { type FormValues, type ObjectSchema, useZodForm, type ZodForm } from './use-zod-form';

export interface UseChangeFormOptions<TSchema extends ObjectSchema> extends ChangeReportOptions {
  schema: TSchema;
  initialValues: FormValues<TSchema>;
  /** The change call, given the parsed values; a rejection is reported with the server's reply. */
  save: (values: z.output<TSchema>) => Promise<unknown>;
  /** Text of the success alert (default 'msg.changesSaved'). */
  successId?: AppMessageId;
  /** After a save, start over from `initialValues` (password forms) instead of keeping what was saved. */
  clearOnSave?: boolean;
}

/**
 * The form of an edit screen: saves, refreshes the queries showing the data, reports success or
 * failure with the spec's titles, and then treats the saved values as the new starting point.
 */
export function useChangeForm<TSchema extends ObjectSchema>({
  schema,
  initialValues,
  save,
  successId,
  clearOnSave = false,
  ...report
}: UseChangeFormOptions<TSchema>): ZodForm<FormValues<TSchema>> {
  const change = useReportedChange(report);
  const form = useZodForm({
    schema,
    initialValues,
    onSubmit: async (values) => {
      if (await change.run(() => save(values), successId))
        form.reset(clearOnSave ? initialValues : form.values);
    },
    onInvalid: change.invalid,
  });
  return form;
}
