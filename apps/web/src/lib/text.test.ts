import { describe, expect, it } from 'vitest';

import { asText } from './text';

describe('asText', () => {
  it('writes primitives as they are and leaves the rest empty', () => {
    expect(asText('a')).toBe('a');
    expect(asText(12.5)).toBe('12.5');
    expect(asText(0)).toBe('0');
    expect(asText(false)).toBe('false');
    expect(asText(null)).toBe('');
    expect(asText(undefined)).toBe('');
    expect(asText({ a: 1 })).toBe('');
  });
});
