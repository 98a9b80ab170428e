import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { offerCategoryIdsSchema, offerInputSchema } from './offers';

const minimal = { name: 'Giga 100', priority: '3', price: '9,99', design: 'Blue' };

describe('offerInputSchema', () => {
  it("fills the spec's new-offer defaults and no billing match", () => {
    expect(offerInputSchema.parse(minimal)).toMatchObject({
      priority: 3,
      price: '9.99',
      publish: 1,
      display_offers: 1,
      display_home: 0,
      display_slider: 0,
      active: 1,
      free: 1,
      rates_abroad: 1,
      display_roaming: 1,
      price_for: 'al mese',
      category: [],
      external_id: -1,
      free_style: { color: '', bold: 0 },
    });
  });

  it('reads box styles with a colour of the three (or none) and bold as a flag', () => {
    const parsed = offerInputSchema.parse({ ...minimal, int_min_style: { color: 'light-blue', bold: true } });
    expect(parsed.int_min_style).toEqual({ color: 'light-blue', bold: 1 });
    expect(offerInputSchema.safeParse({ ...minimal, int_min_style: { color: 'red' } }).success).toBe(false);
  });

  it('refuses a missing design, a price of three decimals, an external_id of 0 or below -1', () => {
    for (const change of [{ design: undefined }, { price: '1.234' }, { external_id: 0 }, { external_id: -2 }])
      expect(offerInputSchema.safeParse({ ...minimal, ...change }).success, JSON.stringify(change)).toBe(
        false,
      );
  });
});

describe('offerCategoryIdsSchema', () => {
  it('splits comma-joined uuids (or takes an array), trims, lower-cases and drops repeats', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(offerCategoryIdsSchema.parse(` ${a.toUpperCase()}, ${b},${a}`)).toEqual([a, b]);
    expect(offerCategoryIdsSchema.parse([b])).toEqual([b]);
    expect(offerCategoryIdsSchema.parse('')).toEqual([]);
    expect(offerCategoryIdsSchema.parse(null)).toEqual([]);
    expect(offerCategoryIdsSchema.safeParse('first,second').success).toBe(false);
  });
});
