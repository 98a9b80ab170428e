import { TIME_ZONE } from '../constants';
import { TZDate } from '@date-fns/tz';
import { type ValueOf } from './enum-helpers';

export const DiscountType = {
  TotalOrderAmount: 0,
  SpecificOptions: 1,
  SimCardSupport: 2,
  TopUpAmount: 3,
  OrderPlusShipmentFree: 4,
} as const;
export type DiscountType = ValueOf<typeof DiscountType>;
export const DISCOUNT_TYPES: readonly DiscountType[] = Object.values(DiscountType);

/** Action types whose params must be chosen: option ids (1) or SIM support params (2). */
export const DISCOUNT_TYPES_WITH_PARAMS: readonly DiscountType[] = [
  DiscountType.SpecificOptions,
  DiscountType.SimCardSupport,
];
/** Action types that need an amount typed in; type 4 is fixed at 100 percent. */
export const DISCOUNT_TYPES_WITH_AMOUNT: readonly DiscountType[] = [
  DiscountType.TotalOrderAmount,
  DiscountType.SpecificOptions,
  DiscountType.SimCardSupport,
  DiscountType.TopUpAmount,
];

/** Params of a SIM card support (type 2) action. */
export const SimSupportParam = {
  DeliveryInEShop: 0,
  EsimPriceNewActivation: 1,
  EsimPriceNewActivationWithMnp: 2,
} as const;
export type SimSupportParam = ValueOf<typeof SimSupportParam>;
export const SIM_SUPPORT_PARAMS: readonly SimSupportParam[] = Object.values(SimSupportParam);

export const AmountType = { Euro: 0, Percent: 1 } as const;
export type AmountType = ValueOf<typeof AmountType>;
export const AMOUNT_TYPES: readonly AmountType[] = Object.values(AmountType);

export const PERCENT_CAP = 100;

export const DiscountCodeDisplayStatus = {
  Expired: 'Expired',
  Active: 'Active',
  Inactive: 'Inactive',
} as const;
export type DiscountCodeDisplayStatus = ValueOf<typeof DiscountCodeDisplayStatus>;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date-only expiry (YYYY-MM-DD) lasts until the end of that day in Rome. */
function expiryInstant(expiresAt: Date | string): number {
  if (expiresAt instanceof Date) return expiresAt.getTime();
  const dateOnly = DATE_ONLY.exec(expiresAt);
  if (dateOnly) {
    const [, year, month, day] = dateOnly.map(Number) as [number, number, number, number];
    return new TZDate(year, month - 1, day, 23, 59, 59, 999, TIME_ZONE).getTime();
  }
  return new Date(expiresAt).getTime();
}

/** Expired when the expiry is in the past, otherwise Active or Inactive by the active switch. No expiry never expires. */
export function discountCodeDisplayStatus(
  active: boolean | number,
  expiresAt: Date | string | null | undefined,
  now: Date = new Date(),
): DiscountCodeDisplayStatus {
  if (expiresAt != null && expiresAt !== '' && expiryInstant(expiresAt) < now.getTime()) {
    return DiscountCodeDisplayStatus.Expired;
  }
  return active ? DiscountCodeDisplayStatus.Active : DiscountCodeDisplayStatus.Inactive;
}
