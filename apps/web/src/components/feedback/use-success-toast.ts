import { toast } from '@backoffice/ui';
import { useIntl } from 'react-intl';

import { type AppMessageId } from '../../i18n';

/** A success toast with the spec's title, Success, and a text that names what was done. */
export function useSuccessToast() {
  const intl = useIntl();
  return (textId: AppMessageId, values?: Record<string, string | number>) => {
    toast.success(intl.formatMessage({ id: 'msg.titleSuccess' }), {
      description: intl.formatMessage({ id: textId }, values),
    });
  };
}
