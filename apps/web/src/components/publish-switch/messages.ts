import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the publish switch, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...PUBLISH_SWITCH_MESSAGES`) and translate the same ids in `it`.
 */
export const PUBLISH_SWITCH_MESSAGES = {
  'publishSwitch.errorTitle': 'Error',
  'publishSwitch.errorText': 'The change could not be saved. Please try again.',
  'publishSwitch.saving': 'Saving…',
  'publishSwitch.saved': 'Saved',
  'publishSwitch.savedOn': '{label}: on',
  'publishSwitch.savedOff': '{label}: off',
  'publishSwitch.undo': 'Undo',
} as const;

export type PublishSwitchMessageId = keyof typeof PUBLISH_SWITCH_MESSAGES;

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(PUBLISH_SWITCH_MESSAGES);
