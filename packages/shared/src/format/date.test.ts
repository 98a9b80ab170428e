import { describe, expect, it } from 'vitest';
import { isRomeDateTime, romeToday } from './calendar';
import {
  formatDate,
  formatDayText,
  orderListDefaultRange,
  parseDayText,
  parseRomeDateTime,
  reportDateRange,
} from './date';

const SUMMER = new Date('2026-07-01T10:00:05Z');
const WINTER = new Date('2026-01-15T10:00:05Z');

describe('formatDate', () => {
  it('runs on a host zone other than Rome (see vitest.config.ts)', () => {
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).not.toBe(-60);
  });

  it.each([
    ['DD.MM.YYYY', '01.07.2026', '15.01.2026'],
    ['DD.MM.YYYY HH:mm', '01.07.2026 12:00', '15.01.2026 11:00'],
    ['DD.MM.YYYY HH:mm:ss', '01.07.2026 12:00:05', '15.01.2026 11:00:05'],
    ['YYYY-MM-DD', '2026-07-01', '2026-01-15'],
    ['YYYY-MM-DD HH:mm:ss', '2026-07-01 12:00:05', '2026-01-15 11:00:05'],
  ] as const)('formats %s in Rome summer and winter time', (pattern, summer, winter) => {
    expect(formatDate(SUMMER, pattern)).toBe(summer);
    expect(formatDate(WINTER, pattern)).toBe(winter);
  });

  it('moves to the next Rome day after 22:00 UTC in summer', () => {
    expect(formatDate('2026-07-01T22:30:00Z', 'DD.MM.YYYY HH:mm')).toBe('02.07.2026 00:30');
    expect(formatDate('2026-01-15T22:30:00Z', 'DD.MM.YYYY HH:mm')).toBe('15.01.2026 23:30');
  });

  it('accepts instants as ISO text with offset and as epoch milliseconds', () => {
    expect(formatDate('2026-07-01T12:00:00+02:00', 'DD.MM.YYYY HH:mm')).toBe('01.07.2026 12:00');
    expect(formatDate(WINTER.getTime(), 'DD.MM.YYYY HH:mm')).toBe('15.01.2026 11:00');
  });

  it('reads zone-less texts as Rome wall time', () => {
    expect(formatDate('2026-07-01 12:00:00', 'DD.MM.YYYY HH:mm')).toBe('01.07.2026 12:00');
    expect(formatDate('2026-01-15', 'DD.MM.YYYY HH:mm')).toBe('15.01.2026 00:00');
  });

  it('gives an empty text for missing or unparsable values', () => {
    expect(formatDate(null, 'DD.MM.YYYY')).toBe('');
    expect(formatDate(undefined, 'DD.MM.YYYY')).toBe('');
    expect(formatDate('', 'DD.MM.YYYY')).toBe('');
    expect(formatDate('not a date', 'DD.MM.YYYY')).toBe('');
    expect(formatDate(new Date(Number.NaN), 'DD.MM.YYYY')).toBe('');
  });
});

describe('parseRomeDateTime', () => {
  it('reads a Rome wall time in summer and winter', () => {
    expect(parseRomeDateTime('2026-07-01 12:00:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseRomeDateTime('2026-01-15 11:00:00').toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(parseRomeDateTime('2026-01-15 23:59:59').toISOString()).toBe('2026-01-15T22:59:59.000Z');
  });

  it('accepts a T separator, no seconds, or a bare date', () => {
    expect(parseRomeDateTime('2026-07-01T12:00').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseRomeDateTime('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('moves a time in the spring-forward gap one hour later and takes CET for the repeated autumn hour', () => {
    expect(parseRomeDateTime('2026-03-29 02:30:00').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(parseRomeDateTime('2026-10-25 02:30:00').toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it.each([
    '2026-02-30 10:00:00',
    '2026-13-01 10:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 10:60:00',
    '01.07.2026',
    '',
  ])('rejects %j', (text) => {
    expect(() => parseRomeDateTime(text)).toThrow(RangeError);
  });

  it('recognises the strict wire format', () => {
    expect(isRomeDateTime('2026-07-01 12:00:00')).toBe(true);
    expect(isRomeDateTime('2026-07-01T12:00:00')).toBe(false);
    expect(isRomeDateTime('2026-07-01 12:00')).toBe(false);
    expect(isRomeDateTime('2026-02-29 12:00:00')).toBe(false);
    expect(isRomeDateTime('2028-02-29 12:00:00')).toBe(true);
    expect(isRomeDateTime('2026-04-31 12:00:00')).toBe(false);
    expect(isRomeDateTime('2026-04-30 24:00:00')).toBe(false);
  });
});

describe('orderListDefaultRange', () => {
  it('runs from the start of the day a week ago to the end of today, in Rome', () => {
    expect(orderListDefaultRange(new Date('2026-07-08T10:00:00Z'))).toEqual({
      startDate: '2026-07-01 00:00:00',
      endDate: '2026-07-08 23:59:59',
    });
  });

  it('uses the Rome day, not the UTC day', () => {
    expect(orderListDefaultRange(new Date('2026-01-15T23:30:00Z'))).toEqual({
      startDate: '2026-01-09 00:00:00',
      endDate: '2026-01-16 23:59:59',
    });
  });

  it('counts calendar days across the spring clock change', () => {
    expect(orderListDefaultRange(new Date('2026-04-02T10:00:00Z')).startDate).toBe('2026-03-26 00:00:00');
  });

  it('moves on at Rome midnight, and back for an earlier clock, however it was asked before', () => {
    // 23:59:59.999 and then midnight in Rome (CEST, UTC+2).
    const lastMoment = { startDate: '2026-07-01 00:00:00', endDate: '2026-07-08 23:59:59' };
    const nextDay = { startDate: '2026-07-02 00:00:00', endDate: '2026-07-09 23:59:59' };
    expect(orderListDefaultRange(new Date('2026-07-08T21:59:59.999Z'))).toEqual(lastMoment);
    expect(orderListDefaultRange(new Date('2026-07-08T22:00:00.000Z'))).toEqual(nextDay);
    expect(orderListDefaultRange(new Date('2026-07-08T21:59:59.999Z'))).toEqual(lastMoment);
    expect(orderListDefaultRange(new Date('2026-07-07T22:00:00.000Z'))).toEqual(lastMoment);
    expect(orderListDefaultRange(new Date('2026-07-07T21:59:59.999Z')).endDate).toBe('2026-07-07 23:59:59');
  });
});

describe('reportDateRange', () => {
  it('appends 00:00:01 and 23:59:59', () => {
    expect(reportDateRange('2026-07-01', '2026-07-31')).toEqual({
      date_from: '2026-07-01 00:00:01',
      date_to: '2026-07-31 23:59:59',
    });
  });

  it('takes the Rome calendar day of picked dates', () => {
    expect(reportDateRange(new Date('2026-06-30T22:30:00Z'), new Date('2026-01-15T10:00:00Z'))).toEqual({
      date_from: '2026-07-01 00:00:01',
      date_to: '2026-01-15 23:59:59',
    });
  });
});

describe('romeToday', () => {
  it('is the Rome calendar day, which starts before UTC midnight', () => {
    expect(romeToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(romeToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(romeToday(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(romeToday(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });
});

describe('typed days', () => {
  it.each([
    ['28.11.2026', '2026-11-28'],
    ['1.2.2026', '2026-02-01'],
    ['01/02/2026', '2026-02-01'],
    [' 01-02-2026 ', '2026-02-01'],
    ['2026-02-01', '2026-02-01'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %s as %s', (text, day) => {
    expect(parseDayText(text)).toBe(day);
  });

  it.each([
    '',
    '28.11.26',
    '31.04.2026',
    '29.02.2026',
    '13.13.2026',
    '2026-2-1',
    'today',
    '28.11.2026 10:00',
  ])('refuses %j', (text) => {
    expect(parseDayText(text)).toBeNull();
  });

  it("writes a day in the app's format and leaves other text alone", () => {
    expect(formatDayText('2026-02-01')).toBe('01.02.2026');
    expect(formatDayText('3.2.26')).toBe('3.2.26');
    expect(formatDayText('')).toBe('');
  });
});
