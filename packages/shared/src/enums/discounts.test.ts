import { describe, expect, it } from 'vitest';
import {
  AmountType,
  DISCOUNT_TYPES,
  DiscountType,
  discountCodeDisplayStatus,
  PERCENT_CAP,
  SIM_SUPPORT_PARAMS,
} from './discounts';

describe('discount enumerations', () => {
  it('numbers types 0..4, amount types and params', () => {
    expect(DISCOUNT_TYPES).toEqual([0, 1, 2, 3, 4]);
    expect(DiscountType.OrderPlusShipmentFree).toBe(4);
    expect(AmountType).toEqual({ Euro: 0, Percent: 1 });
    expect(PERCENT_CAP).toBe(100);
    expect(SIM_SUPPORT_PARAMS).toEqual([0, 1, 2]);
  });
});

describe('discountCodeDisplayStatus', () => {
  const now = new Date('2026-07-01T10:00:00Z');

  it('is Expired when the expiry is in the past, whatever the switch', () => {
    expect(discountCodeDisplayStatus(true, '2026-07-01T09:59:59Z', now)).toBe('Expired');
    expect(discountCodeDisplayStatus(0, new Date('2026-06-01T00:00:00Z'), now)).toBe('Expired');
  });

  it('is Active or Inactive by the switch otherwise', () => {
    expect(discountCodeDisplayStatus(true, '2026-07-01T10:00:01Z', now)).toBe('Active');
    expect(discountCodeDisplayStatus(1, null, now)).toBe('Active');
    expect(discountCodeDisplayStatus(false, '2027-01-01T00:00:00Z', now)).toBe('Inactive');
    expect(discountCodeDisplayStatus(0, undefined, now)).toBe('Inactive');
  });

  it('keeps a date-only expiry valid until the end of that day in Rome', () => {
    expect(discountCodeDisplayStatus(true, '2026-07-01', new Date('2026-07-01T21:59:59Z'))).toBe('Active');
    expect(discountCodeDisplayStatus(true, '2026-07-01', new Date('2026-07-01T22:00:00Z'))).toBe('Expired');
    expect(discountCodeDisplayStatus(true, '2026-01-15', new Date('2026-01-15T22:59:59Z'))).toBe('Active');
    expect(discountCodeDisplayStatus(true, '2026-01-15', new Date('2026-01-15T23:00:00Z'))).toBe('Expired');
  });
});
