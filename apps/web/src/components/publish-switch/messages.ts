import { type MessageDescriptor } from 'react-intl';

/**
 * English texts of the publish switch, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...PUBLISH_SWITCH_MESSAGES`) and translate the same ids in `it`.
 */
export const PUBLISH_SWITCH_MESSAGES = {
  'publishSwitch.errorTitle': 'Error',
  'publishSwitch.errorText': 'The change could not be saved. Please try again.',
  'publishSwitch.saving': 'Saving…',
} as const;

export type PublishSwitchMessageId = keyof typeof PUBLISH_SWITCH_MESSAGES;

/**
 * The descriptor of one of these messages, English default included. Typed loosely on purpose: the
 * ids need not be in the catalogues' compile-time id list for the component to build.
 */
export function msg(id: keyof typeof PUBLISH_SWITCH_MESSAGES): MessageDescriptor {
  return { id, defaultMessage: PUBLISH_SWITCH_MESSAGES[id] };
}
