import { type MessageKey } from './validation-messages';

/** Missing values report 'fieldRequired'; present values of the wrong kind report `message`. */
export function requiredOr(message: MessageKey) {
  return (issue: { input?: unknown }): MessageKey => (issue.input === undefined ? 'fieldRequired' : message);
}
