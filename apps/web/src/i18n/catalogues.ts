import { type Locale } from '@backoffice/shared';

import { type Catalogue, en } from './en';

export type { AppMessageId, Catalogue } from './en';

/**
 * `startup`: what the first page needs (src/i18n/message-layers.ts); `all`: with the messages of
 * the signed-in app. English startup messages ship with the app; everything else loads on demand.
 */
export type CatalogueLayers = 'startup' | 'all';

type Messages = Partial<Catalogue>;

const startupLoaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(en),
  it: async () => (await import('./it')).it,
};

const laterLoaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => (await import('virtual:later-messages/en')).default,
  it: async () => (await import('virtual:later-messages/it')).default,
};

const resolved = new Map<string, Catalogue>([['en:startup', en]]);

/** A catalogue that has already loaded, if any. */
export function loadedCatalogue(locale: Locale, layers: CatalogueLayers): Catalogue | undefined {
  return resolved.get(`${locale}:${layers}`);
}

export async function loadCatalogue(locale: Locale, layers: CatalogueLayers): Promise<Catalogue> {
  const key = `${locale}:${layers}`;
  const known = resolved.get(key);
  if (known) return known;
  const parts = await Promise.all(
    layers === 'all' ? [startupLoaders[locale](), laterLoaders[locale]()] : [startupLoaders[locale]()],
  );
  // In a build each layer holds only its own ids; together they are the whole catalogue.
  const catalogue = Object.assign({}, ...parts) as Catalogue;
  resolved.set(key, catalogue);
  return catalogue;
}

/** How each locale names itself in the switch. */
export const LOCALE_LABEL_IDS = { en: 'locale.en', it: 'locale.it' } as const satisfies Record<
  Locale,
  keyof Catalogue
>;
