import { type Locator } from '@playwright/test';

/** The value, or an error naming what the test expected to find (instead of `!`, which lets it through). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found ${String(value)}`);
  return value;
}

/** The element's box on the page, or an error naming the element when it is not laid out. */
export async function boxOf(locator: Locator) {
  return defined(await locator.boundingBox(), `a box for ${String(locator)}`);
}
