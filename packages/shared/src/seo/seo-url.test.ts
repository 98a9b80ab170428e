import { describe, expect, it } from 'vitest';
import { normaliseSeoUrlInput, seoUrlFromName } from './seo-url';
import { transliterateCyrillic } from './transliterate';

describe('transliterateCyrillic', () => {
  it('uses the documented table', () => {
    expect(transliterateCyrillic('щука жёлтый хлеб цирк чай шум юг яма йод')).toBe(
      'shchuka zhyoltyy khleb tsirk chay shum yug yama yod',
    );
    expect(transliterateCyrillic('объявление мышь')).toBe('obyavlenie mysh');
    expect(transliterateCyrillic('latin 123')).toBe('latin 123');
  });
});

describe('seoUrlFromName', () => {
  it.each([
    ['Новый тариф', 'novyy-tarif'],
    ['Тариф Супер 50 ГБ', 'tarif-super-50-gb'],
    ['Щедрый Июль', 'shchedryy-iyul'],
    ['Offerta più Giga!', 'offerta-piu-giga'],
    ['  Hello   World  ', 'hello-world'],
    ['a_b-c', 'a_b-c'],
    ['Price: 9.99€ / month', 'price-999-month'],
    ['Ёлка', 'yolka'],
    ['!!!', ''],
  ])('%j -> %j', (name, url) => {
    expect(seoUrlFromName(name)).toBe(url);
  });
});

describe('normaliseSeoUrlInput', () => {
  it("turns . space , $ @ ! ^ ( ) ' * into hyphens", () => {
    expect(normaliseSeoUrlInput(".a b,c$d@e!f^g(h)i'j*k")).toBe('-a-b-c-d-e-f-g-h-i-j-k');
  });

  it('lower-cases and transliterates', () => {
    expect(normaliseSeoUrlInput('Мой Тариф')).toBe('moy-tarif');
  });

  it('keeps hyphens so typing can continue', () => {
    expect(normaliseSeoUrlInput('my-')).toBe('my-');
    expect(normaliseSeoUrlInput('my ')).toBe('my-');
  });

  it('drops other characters that cannot be in a url segment', () => {
    expect(normaliseSeoUrlInput('a/b?c#d&e')).toBe('abcde');
  });
});
