import { describe, expect, it } from 'vitest';

import { defined } from '../defined';
import { Money } from './decimal';
import { activationPriceByDonor, priceOrder, type PricingCart, type PricingProduct } from './price-order';

const ACTIVATION = { NewActivation: '9.99', FirstNetwork: '0', OtherNetworks: '4.99' };
const product = (overrides: Partial<PricingProduct> = {}): PricingProduct => ({
  offerPrice: '7.99',
  activationPrices: ACTIVATION,
  ...overrides,
});
const ESIM = { newActivation: '2.00', withMnp: '1.00' };
const now = new Date('2026-11-23T12:00:00Z');
const code = (actions: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
  active: true,
  actions: actions as never,
  ...extra,
});
const totals = (pricing: ReturnType<typeof priceOrder>) => [
  pricing.subtotal,
  pricing.discount,
  pricing.total,
];
const line = (pricing: ReturnType<typeof priceOrder>, kind: string, index = 0) =>
  defined(pricing.lines.filter((candidate) => candidate.kind === kind)[index], `${kind} line ${index}`);

describe('order lines', () => {
  it('offer, activation by donor network, eSIM, options, top-up and delivery, in decimals', () => {
    const cart: PricingCart = {
      products: [
        product({
          isEsim: true,
          options: [
            { id: 501, price: '2.99', name: 'Giga Extra 10 GB' },
            { id: 505, price: '1.49' },
          ],
          topUp: '10',
        }),
        product({ donorNetwork: '29', offerPrice: '0.10' }),
        product({ donorNetwork: '55', isEsim: true, offerPrice: '0.20' }),
      ],
      delivery: '4.90',
      esimPrices: ESIM,
    };
    const pricing = priceOrder(cart);
    expect(
      pricing.lines.map((candidate) => `${candidate.kind}:${candidate.product}:${candidate.price}`),
    ).toEqual([
      'offer:0:7.99',
      'activation:0:9.99',
      'esim:0:2.00',
      'option:0:2.99',
      'option:0:1.49',
      'topup:0:10.00',
      'offer:1:0.10',
      'activation:1:0.00',
      'offer:2:0.20',
      'activation:2:4.99',
      'esim:2:1.00',
      'delivery:null:4.90',
    ]);
    // 0.10 + 0.20 and friends add up exactly.
    expect(totals(pricing)).toEqual(['45.65', '0.00', '45.65']);
    expect(pricing.display).toEqual({ subtotal: '45,65 €', discount: '0,00 €', total: '45,65 €' });
    expect(pricing.code).toBeNull();
  });

  it('the donor-network rule of section 9', () => {
    expect(activationPriceByDonor(ACTIVATION, null).toFixed(2)).toBe('9.99');
    expect(activationPriceByDonor(ACTIVATION, '').toFixed(2)).toBe('9.99');
    expect(activationPriceByDonor(ACTIVATION, '29').toFixed(2)).toBe('0.00');
    expect(activationPriceByDonor(ACTIVATION, '10').toFixed(2)).toBe('4.99');
  });

  it('reads numbers, decimal texts with a comma and decimal objects (Prisma Decimal)', () => {
    const pricing = priceOrder({
      products: [
        product({
          offerPrice: new Money('5.99'),
          topUp: '2,50',
          activationPrices: { ...ACTIVATION, NewActivation: 1.1 },
        }),
      ],
    });
    expect(pricing.total).toBe('9.59');
  });

  it('refuses negative or non-decimal prices', () => {
    expect(() => priceOrder({ products: [product({ offerPrice: '-1' })] })).toThrow(RangeError);
    expect(() => priceOrder({ products: [product({ offerPrice: 'abc' })] })).toThrow(RangeError);
    expect(() => priceOrder({ products: [product({ offerPrice: Number.NaN })] })).toThrow(RangeError);
  });
});

describe('discount actions', () => {
  const cart: PricingCart = {
    products: [
      product({
        isEsim: true,
        options: [
          { id: 501, price: '2.99' },
          { id: 502, price: '5.99' },
        ],
        topUp: '10',
      }),
      product({ donorNetwork: '10', isEsim: true, options: [{ id: 501, price: '2.99' }], topUp: '5' }),
    ],
    delivery: '4.90',
    esimPrices: ESIM,
  };
  // offer 7.99 + act 9.99 + esim 2 + 2.99 + 5.99 + 10 = 38.96; offer 7.99 + act 4.99 + esim 1 + 2.99 + 5 = 21.97
  const SUBTOTAL = '65.83';

  it('type 1: a euro amount off each chosen option line, never below zero', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 1, amount: 3, amount_type: 0, params: [501] }]), {
      now,
    });
    expect(line(pricing, 'option', 0)).toMatchObject({ optionId: 501, discount: '2.99', total: '0.00' });
    expect(line(pricing, 'option', 1)).toMatchObject({ optionId: 502, discount: '0.00' });
    expect(line(pricing, 'option', 2)).toMatchObject({ optionId: 501, discount: '2.99' });
    expect(totals(pricing)).toEqual([SUBTOTAL, '5.98', '59.85']);
    expect(pricing.discountByType).toEqual({ 1: '5.98' });
  });

  it('type 1: params may be texts, a percent is rounded to cents half up', () => {
    const pricing = priceOrder(
      cart,
      code([{ discount_type: 1, amount: 50, amount_type: 1, params: ['502'] }]),
      { now },
    );
    expect(line(pricing, 'option', 1)).toMatchObject({ discount: '3.00', total: '2.99' });
  });

  it('type 2: delivery (0), eSIM new activation (1), eSIM with MNP (2)', () => {
    const delivery = priceOrder(
      cart,
      code([{ discount_type: 2, amount: 100, amount_type: 1, params: [0] }]),
      { now },
    );
    expect(delivery.discount).toBe('4.90');
    expect(line(delivery, 'delivery')).toMatchObject({ total: '0.00' });

    const esimNew = priceOrder(cart, code([{ discount_type: 2, amount: 5, amount_type: 0, params: [1] }]), {
      now,
    });
    expect(line(esimNew, 'esim', 0)).toMatchObject({ discount: '2.00' });
    expect(line(esimNew, 'esim', 1)).toMatchObject({ discount: '0.00' });

    const esimMnp = priceOrder(cart, code([{ discount_type: 2, amount: 0.5, amount_type: 0, params: [2] }]), {
      now,
    });
    expect(line(esimMnp, 'esim', 0)).toMatchObject({ discount: '0.00' });
    expect(line(esimMnp, 'esim', 1)).toMatchObject({ discount: '0.50', total: '0.50' });
  });

  it('type 3: each top-up', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 3, amount: 7, amount_type: 0 }]), { now });
    expect(
      pricing.lines.filter((candidate) => candidate.kind === 'topup').map((candidate) => candidate.discount),
    ).toEqual(['7.00', '5.00']);
  });

  it('type 0: a euro amount once from the order, line by line, never the delivery', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 0, amount: 20, amount_type: 0 }]), { now });
    expect(line(pricing, 'offer', 0)).toMatchObject({ discount: '7.99' });
    expect(line(pricing, 'activation', 0)).toMatchObject({ discount: '9.99' });
    expect(line(pricing, 'esim', 0)).toMatchObject({ discount: '2.00' });
    expect(line(pricing, 'option', 0)).toMatchObject({ discount: '0.02' });
    expect(totals(pricing)).toEqual([SUBTOTAL, '20.00', '45.83']);

    const huge = priceOrder(cart, code([{ discount_type: 0, amount: 1000, amount_type: 0 }]), { now });
    expect(huge.total).toBe('4.90');
    expect(line(huge, 'delivery')).toMatchObject({ discount: '0.00' });
  });

  it('type 0 percent: each line except the delivery', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 0, amount: 10, amount_type: 1 }]), { now });
    expect(pricing.discount).toBe('6.10');
    expect(line(pricing, 'delivery').discount).toBe('0.00');
  });

  it('type 4: the order and the shipment are free, whatever amount was sent', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 4, amount: 5, amount_type: 0 }]), { now });
    expect(totals(pricing)).toEqual([SUBTOTAL, SUBTOTAL, '0.00']);
    expect(pricing.lines.every((candidate) => candidate.total === '0.00')).toBe(true);
  });

  it('specific actions first, then the total on what they left', () => {
    const pricing = priceOrder(
      cart,
      code([
        { discount_type: 0, amount: 50, amount_type: 1 },
        { discount_type: 3, amount: 100, amount_type: 1 },
      ]),
      { now },
    );
    // Top-ups (15) free first; then half of each other product line, each rounded half up to the
    // cent (45.93 of lines give 23.00, not 22.965).
    expect(pricing.discountByType).toEqual({ 3: '15.00', 0: '23.00' });
    expect(pricing.total).toBe('27.83');
  });

  it('a percent above 100 counts as 100, a negative amount as 0', () => {
    const capped = priceOrder(cart, code([{ discount_type: 0, amount: 250, amount_type: 1 }]), { now });
    expect(capped.total).toBe('4.90');
    const negative = priceOrder(cart, code([{ discount_type: 0, amount: -5, amount_type: 0 }]), { now });
    expect(negative.discount).toBe('0.00');
  });

  it('no discount from an inactive or expired code; a date-only expiry lasts its whole day in Rome', () => {
    const actions = [{ discount_type: 4 }];
    expect(priceOrder(cart, code(actions, { active: false }), { now }).code).toEqual({
      applied: false,
      refusal: 'inactive',
    });
    const expired = priceOrder(cart, code(actions, { expires_at: '2026-11-22' }), { now });
    expect(expired).toMatchObject({ code: { applied: false, refusal: 'expired' }, total: SUBTOTAL });
    expect(priceOrder(cart, code(actions, { expires_at: '2026-11-23' }), { now }).total).toBe('0.00');
    expect(
      priceOrder(cart, code(actions, { expires_at: new Date('2026-11-23T11:59:59Z') }), { now }).code,
    ).toEqual({
      applied: false,
      refusal: 'expired',
    });
  });

  it('only_mnp: only the lines of SIMs with portability, and the delivery when there is one', () => {
    const pricing = priceOrder(cart, code([{ discount_type: 4 }], { only_mnp: 1 }), { now });
    expect(
      pricing.lines.filter((candidate) => candidate.product === 0).every((c) => c.discount === '0.00'),
    ).toBe(true);
    expect(
      pricing.lines.filter((candidate) => candidate.product === 1).every((c) => c.total === '0.00'),
    ).toBe(true);
    expect(line(pricing, 'delivery').total).toBe('0.00');

    const noMnp = priceOrder({ products: [product()] }, code([{ discount_type: 4 }], { only_mnp: true }), {
      now,
    });
    expect(noMnp.code).toEqual({ applied: false, refusal: 'no_mnp_product' });
    expect(noMnp.discount).toBe('0.00');
  });
});
