import { messages, PROFILE_SEX_LABELS } from '@backoffice/shared';

import { type AppMessageId } from './en';

/**
 * The spec's original texts, kept as written (many are Russian): every `msg.*` id from the shared
 * `messages`, plus the labels the spec gives in Russian. Not offered in the locale switch; `en` and
 * `it` translate each of these ids.
 */
export const ru: Partial<Record<AppMessageId, string>> = {
  ...(Object.fromEntries(Object.entries(messages).map(([key, text]) => [`msg.${key}`, text])) as Partial<
    Record<AppMessageId, string>
  >),
  'enum.sex.m': PROFILE_SEX_LABELS.m,
  'enum.sex.f': PROFILE_SEX_LABELS.f,
  // Labels the spec gives in Russian (administration and company module)
  'enum.companyAdminStatus.Active': 'Активная',
  'enum.companyAdminStatus.NoActive': 'Неактивная',
  'enum.companyAdminStatus.Banned': 'Забаненная',
};
