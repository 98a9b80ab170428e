/** A small seeded PRNG (mulberry32) with the helpers the demo data needs: same seed, same data. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return cycle(items, Math.floor(this.next() * items.length));
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    // Rounding may leave the roll at the total: the last entry takes it.
    const last = entries.at(-1);
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  digits(count: number): string {
    let text = '';
    for (let i = 0; i < count; i += 1) text += String(this.int(0, 9));
    return text;
  }

  letters(count: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): string {
    let text = '';
    for (let i = 0; i < count; i += 1) text += alphabet[this.int(0, alphabet.length - 1)];
    return text;
  }

  /** A version-4-shaped uuid from the seeded stream (so ids are stable between runs). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.int(0, 3)).toString(16);
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }
}

/** The item at an index, counting round the list again past its end. */
export function cycle<T>(items: readonly T[], index: number): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  const item = items[index % items.length];
  if (item === undefined) throw new Error(`No item at ${index} of ${items.length}`);
  return item;
}

/** Cents -> '12.34' (what Prisma accepts for Decimal columns). */
export const money = (cents: number) => (cents / 100).toFixed(2);

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
