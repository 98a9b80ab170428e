import { describe, expect, it } from 'vitest';

import { renderSubject, renderTemplate, type TemplateVariables } from './email-template';

describe('renderTemplate', () => {
  it('fills the variables, escaped, and leaves unknown ones as written', () => {
    expect(
      renderTemplate('<p>Order {{order_number}} for {{ email }}: {{unknown}}</p>', {
        email: '"Mario" <script>@example.test',
        order_number: '42',
      }),
    ).toBe('<p>Order 42 for &#34;Mario&#34; &#60;script&#62;@example.test: {{unknown}}</p>');
  });

  it('replaces only the documented variables: names an object inherits stay as written', () => {
    const names = '{{constructor}} {{__proto__}} {{hasownproperty}} {{valueof}} {{email}}';
    expect(renderTemplate(names, { email: 'a@example.test' })).toBe(
      '{{constructor}} {{__proto__}} {{hasownproperty}} {{valueof}} a@example.test',
    );
  });

  it('ignores what is not a string value of its own (variables as a stored row may hold them)', () => {
    const stored = JSON.parse('{"email": {"a": 1}, "order_number": 7}') as TemplateVariables;
    expect(renderTemplate('{{email}} {{order_number}}', stored)).toBe('{{email}} {{order_number}}');
    expect(renderTemplate('{{email}}', JSON.parse('null') as TemplateVariables)).toBe('{{email}}');
  });
});

describe('renderSubject', () => {
  it('fills the variables as plain text', () => {
    expect(
      renderSubject('Order {{order_number}} & {{email}}', { order_number: '42', email: 'a&b@example.test' }),
    ).toBe('Order 42 & a&b@example.test');
  });

  it("leaves inherited names as written instead of a function's source", () => {
    expect(renderSubject('Order {{constructor}} {{toString}}', {})).toBe(
      'Order {{constructor}} {{toString}}',
    );
  });
});
