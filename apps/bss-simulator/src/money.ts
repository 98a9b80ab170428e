const EURO = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Euros as sent on the wire (a JSON number with at most two decimals) to integer cents, or null. */
export function centsFromEuros(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const match = EURO.exec(String(value));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Integer cents to the wire's euros: 599 -> 5.99 (the shortest decimal text of a cents value is exact). */
export const eurosFromCents = (cents: number): number =>
  Number(`${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
