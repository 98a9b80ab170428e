import { PERCENT_CAP } from '../enums/discounts';

/** Variable names keep only 0-9, a-z, _ and - (upper case is dropped, not converted). */
export function variableNameInput(text: string): string {
  return text.replace(/[^0-9a-z_-]/g, '');
}

/** Source-file anchors keep Latin letters, digits, - and _ (they end up in URL fragments). */
export function anchorInput(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '');
}

/** Discount code names keep Latin letters and digits, upper-cased. */
export function discountCodeNameInput(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Price fields keep digits, space, dot and comma on every key press. */
export function priceInput(text: string): string {
  return text.replace(/[^0-9 .,]/g, '');
}

/** Reads what `priceInput` lets through: spaces ignored, a comma as decimal separator. Null when not a number. */
export function parsePriceInput(text: string): number | null {
  const compact = text.replace(/ /g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$|^\.\d+$|^\d+\.$/.test(compact)) return null;
  return Number(compact);
}

/** Percent amounts stay within 0..100. */
export function clampPercent(value: number): number {
  return Math.min(Math.max(value, 0), PERCENT_CAP);
}
