import { toast } from '@backoffice/ui';
import { useIntl } from 'react-intl';

import { type AppMessageId } from '../../i18n';
import { useFeedback } from './feedback-provider';

/**
 * The spec's generic success texts ('updated', 'created', 'deleted', shown as sentences) always come
 * with its generic title, Success (spec 002 §8), whichever screen reports them.
 */
const GENERIC_SUCCESS_TEXTS: ReadonlySet<AppMessageId> = new Set([
  'msg.updated',
  'msg.created',
  'msg.deleted',
]);

/**
 * Feedback with the spec's titles: 'Успех!' or 'Успешно!' for successes, 'Ошибка!' for failures
 * (spec 000, section 8). Successes are toasts (no click needed, docs/decisions.md); failures keep
 * the spec's error dialog.
 */
export function useSpecFeedback() {
  const intl = useIntl();
  const feedback = useFeedback();
  const text = (id: AppMessageId) => intl.formatMessage({ id });
  return {
    succeeded: (textId: AppMessageId, titleId: AppMessageId = 'msg.titleRuSuccess') => {
      toast.success(text(GENERIC_SUCCESS_TEXTS.has(textId) ? 'msg.titleSuccess' : titleId), {
        description: text(textId),
      });
      return Promise.resolve();
    },
    /** A failed call: the server's reply appended to the spec's prefix. */
    failed: (error: unknown, titleId: AppMessageId = 'msg.titleRuError') =>
      feedback.showRequestError(error, { title: text(titleId) }),
    /** A failure with a fixed text (e.g. the employee screen's generic one). */
    failedWith: (textId: AppMessageId, titleId: AppMessageId = 'msg.titleRuError') =>
      feedback.showError({ title: text(titleId), text: text(textId) }),
    /** A failure showing the server's own text as it is. */
    failedWithServerText: (error: unknown, titleId: AppMessageId = 'msg.titleRuError') =>
      feedback.showError({
        title: text(titleId),
        text: error instanceof Error && error.message ? error.message : text('msg.requestFailed'),
      }),
    invalidForm: (textId: AppMessageId = 'msg.formIncomplete') =>
      feedback.showError({ title: text('msg.titleRuError'), text: text(textId) }),
  };
}
