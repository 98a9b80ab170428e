import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { defined } from '../defined';
import { Money } from './decimal';
import {
  priceOrder,
  type PricingCart,
  type PricingDiscountAction,
  type PricingDiscountCode,
} from './price-order';

// Random carts and discount codes (fast-check): the invariants every priced order keeps.
const centsText = (max: number) => fc.integer({ min: 0, max }).map((cents) => (cents / 100).toFixed(2));
const OPTION_IDS = [501, 502, 503, 504, 505, 506];

const productArb = fc.record({
  offerPrice: centsText(5000),
  activationPrices: fc.record({
    NewActivation: centsText(3000),
    FirstNetwork: centsText(3000),
    OtherNetworks: centsText(3000),
  }),
  donorNetwork: fc.constantFrom(null, '', '29', '10', '55'),
  isEsim: fc.boolean(),
  options: fc.array(fc.record({ id: fc.constantFrom(...OPTION_IDS), price: centsText(2000) }), {
    maxLength: 4,
  }),
  topUp: fc.option(centsText(5000), { nil: undefined }),
});

const cartArb: fc.Arbitrary<PricingCart> = fc.record({
  products: fc.array(productArb, { minLength: 1, maxLength: 4 }),
  delivery: centsText(1500),
  esimPrices: fc.record({ newActivation: centsText(1000), withMnp: centsText(1000) }),
});

const actionArb: fc.Arbitrary<PricingDiscountAction> = fc.record({
  discount_type: fc.integer({ min: 0, max: 4 }),
  amount: fc.oneof(
    fc.integer({ min: -1000, max: 20000 }).map((cents) => (cents / 100).toFixed(2)),
    fc.integer({ min: 0, max: 300 }),
  ),
  amount_type: fc.constantFrom(0, 1),
  params: fc.array(fc.oneof(fc.constantFrom(0, 1, 2), fc.constantFrom(...OPTION_IDS)), { maxLength: 4 }),
});

const codeArb: fc.Arbitrary<PricingDiscountCode> = fc.record({
  active: fc.boolean(),
  only_mnp: fc.boolean(),
  expires_at: fc.constantFrom(null, '2020-01-01', '2999-12-31'),
  actions: fc.array(actionArb, { maxLength: 5 }),
});

const sum = (values: string[]) => values.reduce((total, value) => total.plus(value), new Money(0)).toFixed(2);
const RUNS = { numRuns: 400 };

describe('pricing properties', () => {
  it('never negative: every line between zero and its price, totals consistent to the cent', () => {
    fc.assert(
      fc.property(cartArb, fc.option(codeArb, { nil: null }), (cart, code) => {
        const pricing = priceOrder(cart, code);
        for (const line of pricing.lines) {
          expect(new Money(line.total).isNegative()).toBe(false);
          expect(new Money(line.total).lte(line.price)).toBe(true);
          expect(new Money(line.price).minus(line.discount).toFixed(2)).toBe(line.total);
        }
        expect(new Money(pricing.total).isNegative()).toBe(false);
        expect(sum(pricing.lines.map((line) => line.total))).toBe(pricing.total);
        expect(sum(pricing.lines.map((line) => line.price))).toBe(pricing.subtotal);
        expect(new Money(pricing.subtotal).minus(pricing.discount).toFixed(2)).toBe(pricing.total);
        expect(sum(Object.values(pricing.discountByType) as string[])).toBe(pricing.discount);
        if (!code || !pricing.code?.applied) expect(pricing.discount).toBe('0.00');
      }),
      RUNS,
    );
  });

  it('percent never above 100: any percent above 100 prices exactly as 100, and 100 frees the lines it names', () => {
    fc.assert(
      fc.property(cartArb, actionArb, fc.integer({ min: 100, max: 100000 }), (cart, action, percent) => {
        const at = (amount: number) => priceOrder(cart, { actions: [{ ...action, amount_type: 1, amount }] });
        const over = at(percent);
        expect(over).toEqual(at(100));
        expect(new Money(over.discount).lte(over.subtotal)).toBe(true);
      }),
      RUNS,
    );
  });

  it('type 4 frees the order and the shipment, whatever the other actions', () => {
    fc.assert(
      fc.property(cartArb, fc.array(actionArb, { maxLength: 4 }), (cart, others) => {
        const pricing = priceOrder(cart, {
          actions: [...others, { discount_type: 4, amount: 1, amount_type: 0 }],
        });
        expect(pricing.total).toBe('0.00');
        expect(pricing.discount).toBe(pricing.subtotal);
        expect(pricing.lines.find((line) => line.kind === 'delivery')?.total).toBe('0.00');
      }),
      RUNS,
    );
  });

  it('an extra action never makes the order dearer', () => {
    fc.assert(
      fc.property(cartArb, codeArb, actionArb, (cart, code, extra) => {
        const before = priceOrder(cart, code);
        const after = priceOrder(cart, { ...code, actions: [...code.actions, extra] });
        expect(new Money(after.total).lte(before.total)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the delivery is reduced only by type 4 or by type 2 with param 0', () => {
    fc.assert(
      fc.property(cartArb, codeArb, (cart, code) => {
        const pricing = priceOrder(cart, code);
        const delivery = defined(
          pricing.lines.find((line) => line.kind === 'delivery'),
          'the delivery line',
        );
        const freesDelivery = code.actions.some(
          (action) =>
            action.discount_type === 4 ||
            (action.discount_type === 2 && (action.params ?? []).map(Number).includes(0)),
        );
        if (!freesDelivery) expect(delivery.discount).toBe('0.00');
      }),
      RUNS,
    );
  });
});
