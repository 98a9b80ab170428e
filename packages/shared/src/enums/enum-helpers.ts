/** Union of the values of an `as const` enumeration object. */
export type ValueOf<T> = T[keyof T];

/** The key under which `value` sits in an `as const` enumeration object (for message ids), or null. */
export function enumKeyOf<T extends Record<string, string | number>>(
  enumObject: T,
  value: unknown,
): (keyof T & string) | null {
  for (const [key, candidate] of Object.entries(enumObject)) {
    if (candidate === value) return key;
  }
  return null;
}

/** Type guard for membership in a list of enumeration values. */
export function isOneOf<const V extends string | number>(values: readonly V[], value: unknown): value is V {
  return (values as readonly unknown[]).includes(value);
}
