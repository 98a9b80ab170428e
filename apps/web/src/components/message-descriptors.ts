import { type MessageDescriptor } from 'react-intl';

import { type AppMessageId } from '../i18n';

/** A component's `msg`: the descriptor of one of its message ids, with its English text as the default. */
export function descriptorsOf<TMessages extends Readonly<Partial<Record<AppMessageId, string>>>>(
  messages: TMessages,
) {
  return (id: keyof TMessages & AppMessageId): MessageDescriptor => ({ id, defaultMessage: messages[id] });
}
