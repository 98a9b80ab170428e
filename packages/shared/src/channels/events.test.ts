import { describe, expect, it } from 'vitest';

import { DELIVERY_RETRY, nextDeliveryDelayMs } from './events';

describe('nextDeliveryDelayMs', () => {
  const start = 1_000_000;

  it('waits about 5 s after the first attempt, then doubles', () => {
    const middle = () => 0.5;
    expect(nextDeliveryDelayMs(1, start, start, middle)).toBe(5_000);
    expect(nextDeliveryDelayMs(2, start, start + 5_000, middle)).toBe(10_000);
    expect(nextDeliveryDelayMs(3, start, start + 15_000, middle)).toBe(20_000);
  });

  it('spreads each wait by at most 20 %', () => {
    expect(nextDeliveryDelayMs(1, start, start, () => 0)).toBe(4_000);
    expect(nextDeliveryDelayMs(1, start, start, () => 1)).toBe(6_000);
  });

  it('gives up once the next try would start more than a day after the first', () => {
    let now = start;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const delay = nextDeliveryDelayMs(attempts, start, now, () => 0.5);
      if (delay === null) break;
      now += delay;
    }
    expect(now - start).toBeLessThanOrEqual(DELIVERY_RETRY.maxAgeMs);
    expect(now - start).toBeGreaterThan(DELIVERY_RETRY.maxAgeMs / 2);
    expect(attempts).toBe(15);
  });
});
