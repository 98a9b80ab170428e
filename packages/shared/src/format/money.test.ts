import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

describe('formatEuro', () => {
  it.each([
    [12.5, '12,50 €'],
    [0, '0,00 €'],
    [7, '7,00 €'],
    [1234567.891, '1234567,89 €'],
    [-3.456, '-3,46 €'],
    ['12.5', '12,50 €'],
    ['12,5', '12,50 €'],
    [' 9.99 ', '9,99 €'],
    ['.5', '0,50 €'],
    ['10.', '10,00 €'],
    ['0.995', '1,00 €'],
    [1.005, '1,01 €'],
    ['-0.001', '0,00 €'],
  ] as const)('formats %j as %j', (value, expected) => {
    expect(formatEuro(value)).toBe(expected);
  });

  it('uses a plain space before the euro sign', () => {
    expect(formatEuro(1)).toBe('1,00\u0020€');
  });

  it.each([null, undefined, '', 'abc', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY])(
    'gives an empty text for %j',
    (value) => {
      expect(formatEuro(value)).toBe('');
    },
  );
});
