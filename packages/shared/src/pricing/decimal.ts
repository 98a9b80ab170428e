import DecimalJs from 'decimal.js';

/**
 * The decimal type of the pricing rules: decimal.js (the library Prisma's Decimal is built on, and
 * one that runs in the browser too), in a private clone so no global setting of another user of the
 * library changes our rounding. Amounts are rounded to cents half away from zero (ROUND_HALF_UP).
 */
export const Money = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

/** A number, a decimal text ('12.50', '12,50') or any decimal object (Prisma Decimal, decimal.js). */
export type MoneyInput = number | string | { toString(): string };

/** Reads an amount; throws a RangeError for anything that is not a finite decimal. */
export function toMoney(value: MoneyInput, what = 'amount'): Money {
  const text = typeof value === 'number' ? String(value) : value.toString().trim().replace(',', '.');
  let amount: Money;
  try {
    amount = new Money(text);
  } catch {
    throw new RangeError(`${what} is not a decimal: ${text}`);
  }
  if (!amount.isFinite()) throw new RangeError(`${what} is not a finite decimal: ${text}`);
  return amount;
}

export const ZERO = new Money(0);
export const HUNDRED = new Money(100);

/** Rounded to cents, as text with two decimals ('12.50'). */
export const cents = (amount: Money): string => amount.toDecimalPlaces(2).toFixed(2);
