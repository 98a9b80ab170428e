import { type QueryKey, useQueryClient } from '@tanstack/react-query';

import { type AppMessageId } from '../../i18n';
import { useSpecFeedback } from './use-spec-feedback';

export interface ChangeReportOptions {
  /** Queries showing the changed data: refetched before the success toast, so the screen is current. */
  invalidate?: readonly QueryKey[];
  /** Default 'Успешно!' (admin and profile screens); the company module says 'Успех!'. */
  successTitleId?: AppMessageId;
  /** Text of the alert for a submit while the form is invalid (none when omitted: the fields say it). */
  invalidId?: AppMessageId;
}

/** What a change call answers when the user called it off (a declined confirmation): nothing is reported. */
export const CANCELLED = Symbol('cancelled');

export interface RunOptions {
  /** Places a failure's field problems under their fields; answers true when it did (no dialog then). */
  fieldErrors?: (error: unknown) => boolean;
}

/**
 * Runs a change from an edit screen, refreshes what shows it and reports it with the spec's titles:
 * a success toast, an error dialog for a failure. `run` answers whether the change went through.
 */
export function useReportedChange({
  invalidate = [],
  successTitleId = 'msg.titleRuSuccessfully',
  invalidId,
}: ChangeReportOptions = {}) {
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  return {
    run: async (
      call: () => Promise<unknown>,
      /** `null`: the screen says it itself (a dialog showing what was created). */
      successId: AppMessageId | null = 'msg.changesSaved',
      options: RunOptions = {},
    ) => {
      try {
        if ((await call()) === CANCELLED) return false;
      } catch (error) {
        if (!options.fieldErrors?.(error)) void report.failed(error);
        return false;
      }
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successId) void report.succeeded(successId, successTitleId);
      return true;
    },
    invalid: () => {
      if (invalidId) void report.invalidForm(invalidId);
    },
  };
}
