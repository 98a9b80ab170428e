import { describe, expect, it } from 'vitest';

import { plainTextOf, renderSubject, renderTemplate } from './render';

describe('renderTemplate', () => {
  it('fills the variables, escaped, and leaves unknown ones as written', () => {
    expect(
      renderTemplate('<p>Order {{order_number}} for {{ email }}: {{unknown}}</p>', {
        email: '"Mario" <script>@example.test',
        order_number: '42',
      }),
    ).toBe('<p>Order 42 for &#34;Mario&#34; &#60;script&#62;@example.test: {{unknown}}</p>');
  });
});

describe('renderSubject', () => {
  it('fills the variables as plain text', () => {
    expect(
      renderSubject('Order {{order_number}} & {{email}}', { order_number: '42', email: 'a&b@example.test' }),
    ).toBe('Order 42 & a&b@example.test');
  });
});

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
