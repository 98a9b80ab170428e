import { describe, expect, it } from 'vitest';

import { plainTextOf } from './render';

describe('plainTextOf', () => {
  it('keeps text and link addresses and drops scripts', () => {
    const text = plainTextOf(
      '<h1>Shipped</h1><p>Track it <a href="https://brt.example/1">here</a>.</p><script>alert(1)</script>',
    );
    expect(text).toContain('SHIPPED');
    expect(text).toContain('here [https://brt.example/1]');
    expect(text).not.toContain('alert');
  });
});
