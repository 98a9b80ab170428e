import { stripDiacritics, transliterateCyrillic } from './transliterate';

function toLatinLowerCase(text: string): string {
  return stripDiacritics(transliterateCyrillic(text.toLowerCase()));
}

/**
 * SEO url generated from a name: lower-cased, Cyrillic transliterated, accents stripped, white space
 * to hyphens, everything outside a-z 0-9 _ - removed. Runs of hyphens collapse and the ends are trimmed,
 * so 'Супер  Offerta più!' -> 'super-offerta-piu'.
 */
export function seoUrlFromName(name: string): string {
  return toLatinLowerCase(name)
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A hand-typed SEO url, normalised on every key press: . space , $ @ ! ^ ( ) ' * become hyphens, the
 * text is lower-cased and transliterated, and any other character outside a-z 0-9 _ - is dropped so the
 * result is always a valid url segment. Hyphens are neither collapsed nor trimmed, so typing can go on.
 */
export function normaliseSeoUrlInput(text: string): string {
  return toLatinLowerCase(text)
    .replace(/[.\s,$@!^()'*]/g, '-')
    .replace(/[^a-z0-9_-]/g, '');
}
