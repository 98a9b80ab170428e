import { DEFAULT_LOCALE, type Locale, LOCALE_STORAGE_KEY, TIME_ZONE } from '@backoffice/shared';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';

import { type Catalogue, type CatalogueLayers, loadCatalogue, loadedCatalogue } from './catalogues';
import { readStoredLocale } from './stored-locale';

function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** Whether the messages of the signed-in app are there (see useAllMessages). */
  allMessagesLoaded: boolean;
  loadAllMessages: () => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

interface ShownLanguage {
  locale: Locale;
  layers: CatalogueLayers;
  messages: Catalogue;
}

/** The interface language (kept in local storage) and react-intl configured for it. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setRequestedLocale] = useState<Locale>(readStoredLocale);
  const [layers, setLayers] = useState<CatalogueLayers>('startup');
  const [shown, setShown] = useState<ShownLanguage | null>(() => {
    const messages = loadedCatalogue(locale, layers);
    return messages ? { locale, layers, messages } : null;
  });

  // What is on screen stays until the requested language and layers have loaded.
  useEffect(() => {
    let stillRequested = true;
    loadCatalogue(locale, layers).then(
      (messages) => {
        if (stillRequested) setShown({ locale, layers, messages });
      },
      () => {
        if (stillRequested && locale !== DEFAULT_LOCALE) setRequestedLocale(DEFAULT_LOCALE);
      },
    );
    return () => {
      stillRequested = false;
    };
  }, [locale, layers]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setRequestedLocale(next);
  }, []);
  const loadAllMessages = useCallback(() => setLayers('all'), []);

  const state = useMemo(
    () => ({ locale, setLocale, allMessagesLoaded: shown?.layers === 'all', loadAllMessages }),
    [locale, setLocale, shown?.layers, loadAllMessages],
  );
  if (!shown) return null;
  return (
    <LocaleContext value={state}>
      <IntlProvider
        locale={shown.locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={shown.messages}
        timeZone={TIME_ZONE}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): Pick<LocaleState, 'locale' | 'setLocale'> {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale must be used inside a LocaleProvider.');
  return state;
}

/** Asks for the messages of the signed-in app (a second chunk in a build); true once they are there. */
export function useAllMessages(): boolean {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useAllMessages must be used inside a LocaleProvider.');
  const { allMessagesLoaded, loadAllMessages } = state;
  useEffect(() => {
    if (!allMessagesLoaded) loadAllMessages();
  }, [allMessagesLoaded, loadAllMessages]);
  return allMessagesLoaded;
}
