import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the form kit, by message id: the source the catalogues (src/i18n) copy from.
 * `en` spreads FORM_MESSAGES, `it` spreads FORM_MESSAGES_IT.
 */
export const FORM_MESSAGES = {
  'form.missing': 'To save, fill in or correct: {fields}.',
  'form.noChanges': 'Nothing has changed yet.',
  'form.day.placeholder': 'DD.MM.YYYY',
  'form.day.pick': 'Choose a day in the calendar',
} as const;

export const FORM_MESSAGES_IT: Record<keyof typeof FORM_MESSAGES, string> = {
  'form.missing': 'Per salvare, compila o correggi: {fields}.',
  'form.noChanges': 'Non è stato ancora modificato nulla.',
  'form.day.placeholder': 'GG.MM.AAAA',
  'form.day.pick': 'Scegli un giorno nel calendario',
};

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(FORM_MESSAGES);
