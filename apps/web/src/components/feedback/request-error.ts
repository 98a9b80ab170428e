import { type IntlShape } from 'react-intl';

import {
  messages,
  parseServicePausedMessage,
  REFUND_UNCONFIRMED_MESSAGE,
  TRANSITION_MESSAGES,
} from '@backoffice/shared';

import { type AppMessageId, translateIssue } from '../../i18n';
import { isServerAnswer, serverIssuesOf } from '../../lib/api-error';

/**
 * Server reasons the client knows by their shared text, `{name}` standing for a value the server
 * fills in, each with the message that says it in the interface language.
 */
const KNOWN_REASONS: ReadonlyArray<readonly [template: string, id: AppMessageId]> = [
  [REFUND_UNCONFIRMED_MESSAGE, 'orders.refundUnconfirmed'],
  [TRANSITION_MESSAGES.notPaid, 'orders.reason.notPaid'],
  [messages.paymentNotFound, 'msg.paymentNotFound'],
  [messages.paymentShort, 'msg.paymentShort'],
  [messages.paymentLookupError, 'msg.paymentLookupError'],
  [messages.unpaidServiceNeedless, 'msg.unpaidServiceNeedless'],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values a message filled into a template, or null when it is not that template's. */
function valuesOf(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)))
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(message);
  // Every name has its group, and every group takes part in a match.
  return match ? Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) : null;
}

/** A server's reason in the interface language where the client knows its form, else as sent. */
export function serverReasonText(intl: IntlShape, message: string): string {
  const paused = parseServicePausedMessage(message);
  if (paused) {
    return intl.formatMessage({ id: `request.servicePaused.${paused.service}` }, { seconds: paused.seconds });
  }
  for (const [template, id] of KNOWN_REASONS) {
    const values = valuesOf(template, message);
    if (values) return intl.formatMessage({ id }, values);
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
