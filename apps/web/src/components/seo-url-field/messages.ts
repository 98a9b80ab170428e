import { descriptorsOf } from '../message-descriptors';

/**
 * English texts of the SEO url field, by message id: the source the catalogues (src/i18n) copy from.
 * Spread it into `en` (`...SEO_URL_FIELD_MESSAGES`) and translate the same ids in `it`.
 */
export const SEO_URL_FIELD_MESSAGES = {
  'seoUrlField.regenerate': 'Regenerate from name',
} as const;

export type SeoUrlFieldMessageId = keyof typeof SEO_URL_FIELD_MESSAGES;

/** The descriptor of one of these messages, English default included. */
export const msg = descriptorsOf(SEO_URL_FIELD_MESSAGES);
