import { describe, expect, it } from 'vitest';

import { assertDefined, defined, only } from './defined';

describe('defined', () => {
  it('answers the value, falsy ones included', () => {
    expect(defined(0, 'a count')).toBe(0);
    expect(defined('', 'a text')).toBe('');
    expect(defined(false, 'a flag')).toBe(false);
  });

  it('names what is missing', () => {
    expect(() => defined(undefined, 'the order')).toThrow('Expected the order, found undefined');
    expect(() => defined(null, 'the order')).toThrow('Expected the order, found null');
  });
});

describe('only', () => {
  it('answers the one item', () => {
    expect(only([7], 'row')).toBe(7);
  });

  it('names what and how many when there is not exactly one', () => {
    expect(() => only([], 'row')).toThrow('Expected exactly one row, found 0');
    expect(() => only([1, 2], 'row')).toThrow('Expected exactly one row, found 2');
  });
});

describe('assertDefined', () => {
  it('lets a value through and names a missing one', () => {
    const [first]: (number | undefined)[] = [0];
    assertDefined(first, 'the first');
    expect(first + 1).toBe(1);
    expect(() => assertDefined(null, 'the order')).toThrow('Expected the order, found null');
  });
});
