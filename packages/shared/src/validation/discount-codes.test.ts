import { describe, expect, it } from 'vitest';
import { discountActionSchema, discountCodeSchema } from './discount-codes';
import { issuesByPath } from './test-support';

const code = (overrides: Record<string, unknown> = {}) => ({
  name: 'SUMMER26',
  active: true,
  expires_at: '2026-08-31',
  only_mnp: false,
  dont_send_to_logistic: false,
  actions: [{ discount_type: 0, amount: 10, amount_type: 1, params: [] }],
  ...overrides,
});

describe('discount actions', () => {
  it('needs an amount for types 0 to 3', () => {
    for (const discount_type of [0, 1, 2, 3]) {
      expect(issuesByPath(discountActionSchema, { discount_type, amount: null, params: [1] })).toEqual({
        amount: 'discountAmountRequired',
      });
    }
  });

  it('needs params for types 1 and 2', () => {
    expect(issuesByPath(discountActionSchema, { discount_type: 1, amount: 5, params: [] })).toEqual({
      params: 'discountParamsRequired',
    });
    expect(issuesByPath(discountActionSchema, { discount_type: 2, amount: 5 })).toEqual({
      params: 'discountParamsRequired',
    });
  });

  it('takes only SIM support params 0..2 for type 2', () => {
    expect(discountActionSchema.parse({ discount_type: 2, amount: 5, params: ['1', 2, 2] }).params).toEqual([
      1, 2,
    ]);
    expect(issuesByPath(discountActionSchema, { discount_type: 2, amount: 5, params: [3] })).toEqual({
      params: 'invalidValue',
    });
  });

  it('keeps option ids for type 1 and drops params elsewhere', () => {
    expect(discountActionSchema.parse({ discount_type: 1, amount: 5, params: [101, '7'] }).params).toEqual([
      101, 7,
    ]);
    // Stored as integers (DependentOptions IDs are numbers): other text is refused.
    expect(discountActionSchema.safeParse({ discount_type: 1, amount: 5, params: ['OPT-7'] }).success).toBe(
      false,
    );
    expect(discountActionSchema.parse({ discount_type: 0, amount: 5, params: [1] }).params).toEqual([]);
  });

  it('clamps percent amounts to 100 and leaves euro amounts', () => {
    expect(discountActionSchema.parse({ discount_type: 0, amount: 150, amount_type: 1 }).amount).toBe(100);
    expect(discountActionSchema.parse({ discount_type: 0, amount: '150', amount_type: 0 }).amount).toBe(150);
  });

  it('fixes order plus shipment free at 100 percent', () => {
    expect(discountActionSchema.parse({ discount_type: 4, amount: 3, amount_type: 0, params: [1] })).toEqual({
      discount_type: 4,
      amount: 100,
      amount_type: 1,
      params: [],
    });
  });
});

describe('discount codes', () => {
  it('upper-cases the name and strips all but letters and digits', () => {
    expect(discountCodeSchema.parse(code({ name: ' summer26 ' })).name).toBe('SUMMER26');
    expect(discountCodeSchema.parse(code({ name: 'summer-26 €' })).name).toBe('SUMMER26');
    expect(issuesByPath(discountCodeSchema, code({ name: '-- ' }))).toEqual({ name: 'fieldRequired' });
    expect(issuesByPath(discountCodeSchema, code({ name: '' }))).toEqual({ name: 'fieldRequired' });
  });

  it('needs at least one action and each type once', () => {
    expect(issuesByPath(discountCodeSchema, code({ actions: [] }))).toEqual({
      actions: 'discountActionRequired',
    });
    expect(
      issuesByPath(
        discountCodeSchema,
        code({
          actions: [
            { discount_type: 0, amount: 1 },
            { discount_type: 0, amount: 2 },
          ],
        }),
      ),
    ).toEqual({ actions: 'duplicateDiscountType' });
  });

  it('keeps dont_send_to_logistic only with the order plus shipment free action', () => {
    expect(discountCodeSchema.parse(code({ dont_send_to_logistic: true })).dont_send_to_logistic).toBe(false);
    expect(
      discountCodeSchema.parse(code({ dont_send_to_logistic: true, actions: [{ discount_type: 4 }] }))
        .dont_send_to_logistic,
    ).toBe(true);
  });

  it('accepts a date or an instant as expiry, or none', () => {
    expect(discountCodeSchema.parse(code()).expires_at).toBe('2026-08-31');
    expect(discountCodeSchema.parse(code({ expires_at: '2026-08-31T21:59:59.000Z' })).expires_at).toBe(
      '2026-08-31T21:59:59.000Z',
    );
    expect(discountCodeSchema.parse(code({ expires_at: undefined })).expires_at).toBeNull();
    expect(issuesByPath(discountCodeSchema, code({ expires_at: '31-08-2026' }))).toEqual({
      expires_at: 'invalidDate',
    });
  });
});
