import { useIntl } from 'react-intl';

import { type AppMessageId } from '../../i18n';
import { useFeedback } from '../../components/feedback';

/** The alerts of the profile screen, with the spec's titles ('Успешно!', 'Ошибка!'). */
export function useProfileFeedback() {
  const intl = useIntl();
  const feedback = useFeedback();
  const successTitle = intl.formatMessage({ id: 'msg.titleRuSuccessfully' });
  const errorTitle = intl.formatMessage({ id: 'msg.titleRuError' });
  return {
    succeeded: (textId: AppMessageId) =>
      feedback.showSuccess({ title: successTitle, text: intl.formatMessage({ id: textId }) }),
    failed: (error: unknown) => feedback.showRequestError(error, { title: errorTitle }),
    invalidForm: () =>
      feedback.showError({ title: errorTitle, text: intl.formatMessage({ id: 'msg.formError' }) }),
  };
}
