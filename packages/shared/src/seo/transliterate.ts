/**
 * Russian (and the common Ukrainian/Belarusian letters) to Latin, BGN/PCGN style without diacritics:
 * ж zh, х kh, ц ts, ч ch, ш sh, щ shch, ю yu, я ya, ё yo, й y, ы y; ъ and ь are dropped.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

/** Transliterates Cyrillic letters of lower-cased text; other characters are kept. */
export function transliterateCyrillic(text: string): string {
  return Array.from(text, (character) => CYRILLIC_TO_LATIN[character] ?? character).join('');
}

/** Strips accents from Latin letters (più -> piu); runs after transliteration because й and ё decompose too. */
export function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
