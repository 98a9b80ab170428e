import { type IntlShape } from 'react-intl';

import { parseServicePausedMessage } from '@backoffice/shared';

import { translateIssue } from '../../i18n';
import { isServerAnswer, serverIssuesOf } from '../../lib/api-error';

/** A server's reason in the interface language where the client knows its form, else as sent. */
export function serverReasonText(intl: IntlShape, message: string): string {
  const paused = parseServicePausedMessage(message);
  if (paused) {
    return intl.formatMessage({ id: `request.servicePaused.${paused.service}` }, { seconds: paused.seconds });
  }
  return message;
}

/**
 * The spec's rule for failed calls: a reply from the server is appended to
 * 'Во время выполнения запроса, возникла ошибка: '; a call that never got a reply shows
 * 'Во время выполнения запроса, возникла ошибка'. Validation issues are shown translated.
 */
export function describeRequestError(intl: IntlShape, error: unknown): string {
  if (!isServerAnswer(error)) return intl.formatMessage({ id: 'msg.requestFailed' });
  const issues = serverIssuesOf(error);
  const detail =
    issues.length > 0
      ? issues.map((issue) => translateIssue(intl, issue)).join('; ')
      : serverReasonText(intl, error.message);
  return `${intl.formatMessage({ id: 'msg.requestFailedPrefix' })}${detail}`;
}
