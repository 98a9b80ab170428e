import { DEFAULT_LOCALE, isLocale, type Locale, LOCALE_STORAGE_KEY } from '@backoffice/shared';

/** The interface language the user chose (local storage), or the default one. */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}
