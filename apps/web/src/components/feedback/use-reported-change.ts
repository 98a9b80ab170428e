import { type QueryKey, useQueryClient } from '@tanstack/react-query';

import { type AppMessageId } from '../../i18n';
import { useSpecFeedback } from './use-spec-feedback';

export interface ChangeReportOptions {
  /** Queries showing the changed data: refetched before the success alert, so the screen is current. */
  invalidate?: readonly QueryKey[];
  /** Default 'Успешно!' (admin and profile screens); the company module says 'Успех!'. */
  successTitleId?: AppMessageId;
  /** Text of the alert for a submit while the form is invalid. */
  invalidId?: AppMessageId;
}

/**
 * Runs a change from an edit screen, refreshes what shows it and reports it with the spec's titles.
 * `run` answers whether the change went through.
 */
export function useReportedChange({
  invalidate = [],
  successTitleId = 'msg.titleRuSuccessfully',
  invalidId = 'msg.formError',
}: ChangeReportOptions = {}) {
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  return {
    run: async (call: () => Promise<unknown>, successId: AppMessageId = 'msg.changesSaved') => {
      try {
        await call();
      } catch (error) {
        void report.failed(error);
        return false;
      }
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void report.succeeded(successId, successTitleId);
      return true;
    },
    invalid: () => void report.invalidForm(invalidId),
  };
}
