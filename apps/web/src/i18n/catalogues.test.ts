import { parse } from '@formatjs/icu-messageformat-parser';
import { messages, validationMessages } from '@backoffice/shared';
import { describe, expect, it as test } from 'vitest';

import { en } from './en';
import { it } from './it';
import { ru } from './ru';

const sorted = (catalogue: object) => Object.keys(catalogue).sort();
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

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
