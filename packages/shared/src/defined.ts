/**
 * Checks that narrow, for a value the caller has already established (a test's own fixture, a row
 * just written, a match of a pattern that has the group): a missing one is a bug, reported by name,
 * not a case to handle. Written instead of `!`, which would let it through as `undefined`.
 */

/** The value, or an error naming what was missing. */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found ${String(value)}`);
  return value;
}

/** The single item of a list that must hold exactly one, or an error naming what and how many. */
export function only<T>(items: readonly T[], what: string): T {
  const [item, ...rest] = items;
  if (item === undefined || rest.length > 0) {
    throw new Error(`Expected exactly one ${what}, found ${items.length}`);
  }
  return item;
}

/** Narrows a value the caller has established (a destructured row, a test's fixture), or throws naming it. */
export function assertDefined<T>(value: T, what: string): asserts value is NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what}, found ${String(value)}`);
}
