const DECIMAL = /^([+-])?(\d*)(?:[.,](\d*))?$/;

/**
 * Euro amount with two decimals, a decimal comma, no thousands grouping and a plain space before
 * the sign: 12.5 -> '12,50 €'. Accepts numbers and decimal strings (dot or comma, e.g. Prisma
 * Decimal text); rounds half away from zero on the decimal digits as written, so '1.005' -> '1,01 €'.
 * Empty, null and unparsable values give ''.
 */
export function formatEuro(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  // Number#toString gives exponent notation only beyond 1e21 or below 1e-7, where toFixed is exact enough.
  const text =
    typeof value === 'number' ? (/e/i.test(String(value)) ? value.toFixed(2) : String(value)) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return '';
  const [, sign = '', integerDigits = '', fractionDigits = ''] = match;
  const paddedFraction = fractionDigits.padEnd(3, '0');
  let cents = BigInt(integerDigits || '0') * 100n + BigInt(paddedFraction.slice(0, 2));
  if (Number(paddedFraction[2]) >= 5) cents += 1n;
  const whole = cents / 100n;
  const fraction = String(cents % 100n).padStart(2, '0');
  const negative = sign === '-' && cents !== 0n;
  return `${negative ? '-' : ''}${whole},${fraction} €`;
}
