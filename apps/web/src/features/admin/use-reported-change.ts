import { type AppMessageId } from '../../i18n';
import { useSpecFeedback } from '../company/use-spec-feedback';

/**
 * Runs a change from an admin edit screen, refreshes what shows it and reports it with the spec's
 * titles ('Успешно!' / 'Ошибка!'). `run` answers whether the change went through.
 */
export function useReportedChange(refresh: () => Promise<unknown>) {
  const report = useSpecFeedback();
  return {
    run: async (call: () => Promise<unknown>, successId: AppMessageId = 'msg.changesSaved') => {
      try {
        await call();
      } catch (error) {
        void report.failed(error);
        return false;
      }
      await refresh();
      void report.succeeded(successId, 'msg.titleRuSuccessfully');
      return true;
    },
    invalid: () => void report.invalidForm('msg.formError'),
  };
}
