import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { messages, validationMessages } from '@backoffice/shared';
import { describe, expect, it as test } from 'vitest';

import { en } from './en';
import { it } from './it';
import { ru } from './ru';

const sorted = (catalogue: object) => Object.keys(catalogue).sort();
type Element = ReturnType<typeof parse>[number];

/**
 * The values a message reads, from its parsed form: arguments, numbers, dates and plurals. A
 * `select` is left out: a language may choose its words by a value another does not need (Italian
 * agrees with the person's sex, English does not).
 */
function placeholdersOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if ('options' in element) {
        if (element.type !== TYPE.select) names.add(element.value);
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
        names.add(String(element.value));
      }
      if ('children' in element) walk(element.children);
    }
  };
  walk(parse(text));
  return [...names].sort();
}

describe('message catalogues', () => {
  test('en and it hold exactly the same ids', () => {
    expect(sorted(it)).toEqual(sorted(en));
  });

  test('every id of the originals (ru) is translated in en and it', () => {
    for (const id of Object.keys(ru)) {
      expect(en, id).toHaveProperty([id]);
      expect(it, id).toHaveProperty([id]);
    }
  });

  test('ru keeps every spec text as written', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(ru[`msg.${key}` as keyof typeof ru]).toBe(text);
    }
  });

  test('every validation key of the shared schemas is translated', () => {
    for (const key of Object.keys(validationMessages)) {
      expect(en, key).toHaveProperty([`validation.${key}`]);
      expect(it, key).toHaveProperty([`validation.${key}`]);
    }
  });

  test('translations use the same placeholders as the default texts', () => {
    for (const [id, text] of Object.entries(en)) {
      expect(placeholdersOf(it[id as keyof typeof it]), id).toEqual(placeholdersOf(text));
      const original = ru[id as keyof typeof ru];
      if (original !== undefined) expect(placeholdersOf(original), id).toEqual(placeholdersOf(text));
    }
  });

  test('every message is valid ICU message syntax', () => {
    for (const [locale, catalogue] of Object.entries({ en, it, ru })) {
      for (const [id, text] of Object.entries(catalogue)) {
        expect(() => parse(text), `${locale} ${id}`).not.toThrow();
      }
    }
  });
});
