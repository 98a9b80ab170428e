import { describe, expect, it } from 'vitest';

import { formatDate } from '@backoffice/shared';

import { createRomeTimeFormatter } from '../../../../packages/api/src/routers/reports/query';

describe('report times in Europe/Rome from timestamptz text', () => {
  it.each([
    ['2026-01-10 11:00:00+00', '10.01.2026 12:00:00'],
    ['2026-07-10 11:00:00.123456+00', '10.07.2026 13:00:00'],
    // The spring change: 00:59:59 UTC is 01:59:59 CET, 01:00:00 UTC is 03:00:00 CEST.
    ['2026-03-29 00:59:59+00', '29.03.2026 01:59:59'],
    ['2026-03-29 01:00:00+00', '29.03.2026 03:00:00'],
    // The autumn change: 00:59:59 UTC is 02:59:59 CEST, 01:00:00 UTC is 02:00:00 CET.
    ['2026-10-25 00:59:59+00', '25.10.2026 02:59:59'],
    ['2026-10-25 01:00:00+00', '25.10.2026 02:00:00'],
    ['2026-12-31 23:30:00+00', '01.01.2027 00:30:00'],
    ['2026-06-01 10:00:00+02', '01.06.2026 10:00:00'],
    ['2026-06-01 10:00:00-05:30', '01.06.2026 17:30:00'],
  ])('%s is %s', (text, expected) => {
    expect(createRomeTimeFormatter()(text)).toBe(expected);
  });

  it('agrees with the shared date formatter (date-fns-tz) from 2020 to 2030, hour by hour', () => {
    const format = createRomeTimeFormatter();
    for (let t = Date.UTC(2020, 0, 1); t < Date.UTC(2031, 0, 1); t += 3_600_000 + 61_000) {
      const iso = new Date(t).toISOString().replace('T', ' ').replace('Z', '+00');
      expect(format(iso)).toBe(formatDate(new Date(t), 'DD.MM.YYYY HH:mm:ss'));
    }
  });
});
