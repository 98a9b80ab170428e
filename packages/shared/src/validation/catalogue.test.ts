import { describe, expect, it } from 'vitest';

import {
  moneySchema,
  offerDetailFormSchema,
  offerDetailOtherTextsJsonSchema,
  optionalMoneySchema,
} from './catalogue';

describe('moneySchema', () => {
  it('gives decimal text with two places from numbers and dot or comma text', () => {
    expect(moneySchema.parse('12,5')).toBe('12.50');
    expect(moneySchema.parse(' 7.99 ')).toBe('7.99');
    expect(moneySchema.parse(0.1)).toBe('0.10');
    expect(moneySchema.parse(3)).toBe('3.00');
    expect(moneySchema.parse('007')).toBe('7.00');
  });
  it('refuses negatives, more than two decimals, words and empty text', () => {
    for (const value of ['-1', '1.234', 'ten', '', '1e3', Number.NaN])
      expect(moneySchema.safeParse(value).success, String(value)).toBe(false);
  });
  it('optional money turns empty into null', () => {
    expect(optionalMoneySchema.parse('')).toBeNull();
    expect(optionalMoneySchema.parse(null)).toBeNull();
    expect(optionalMoneySchema.parse('1,2')).toBe('1.20');
  });
});

describe('offer detail other_texts', () => {
  const texts = {
    other_text_one_it: 'a',
    other_text_one_en: 'b',
    other_text_two_it: 'c',
    other_text_two_en: 'd',
  };
  it('reads the four texts from one JSON string', () => {
    expect(offerDetailOtherTextsJsonSchema.parse(JSON.stringify(texts))).toEqual(texts);
    expect(offerDetailOtherTextsJsonSchema.parse('{}')).toEqual({
      other_text_one_it: '',
      other_text_one_en: '',
      other_text_two_it: '',
      other_text_two_en: '',
    });
  });
  it('refuses malformed JSON, unknown keys and non-objects', () => {
    for (const text of ['{', JSON.stringify({ ...texts, extra: 'x' }), '"text"', 'null'])
      expect(offerDetailOtherTextsJsonSchema.safeParse(text).success, text).toBe(false);
  });
  it('the form joins its four fields into other_texts', () => {
    const wire = offerDetailFormSchema.parse({
      ...texts,
      name_it: 'n',
      name_en: 'm',
      price_eur: '1',
      act_price_eur: '',
      price_for: '4',
      act_price_for: '1',
    });
    expect(JSON.parse(wire.other_texts)).toEqual(texts);
    expect(wire).toMatchObject({ price_for: 4, price_eur: '1.00', act_price_eur: null });
  });
});
