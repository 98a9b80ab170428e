import { describe, expect, it } from 'vitest';

import { isUnsafeText, withoutControlCharacters } from './unsafe-text';

describe('isUnsafeText', () => {
  it.each([
    'Giu\u0000lia',
    'Giu\u0001lia',
    'Bian\u000bchi',
    'a\u000cb',
    '\u001f',
    'x\u007f',
    'a\ud800b',
    '\udc00',
  ])('refuses %j', (text) => {
    expect(isUnsafeText(text)).toBe(true);
  });

  it.each([
    '',
    'Mario Rossi',
    'riga 1\r\nriga 2\n\triga 3',
    '<p>a&nbsp;b</p>',
    '😀',
    'Ünïcödé €',
    '\u0080\u00a0',
  ])('accepts %j', (text) => {
    expect(isUnsafeText(text)).toBe(false);
  });

  it('answers the same for the same text every time (the pattern keeps no state)', () => {
    expect([isUnsafeText('a\u0001'), isUnsafeText('a\u0001'), isUnsafeText('b\u0002')]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe('withoutControlCharacters', () => {
  it('removes every control character but tab and line breaks', () => {
    expect(withoutControlCharacters('\u0001=1\u000b+1\t\r\n\u007f')).toBe('=1+1\t\r\n');
  });
});
