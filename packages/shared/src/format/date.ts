import { TZDate } from '@date-fns/tz';
import { endOfDay, format, startOfDay, subDays } from 'date-fns';
import { ORDER_LIST_DEFAULT_DAYS, REPORT_DAY_END, REPORT_DAY_START, TIME_ZONE } from '../constants';

/**
 * The app's display formats (one day format, DD.MM.YYYY, with minutes or seconds where times matter)
 * and the wire formats, mapped to date-fns tokens.
 */
const DATE_FNS_PATTERNS = {
  'DD.MM.YYYY': 'dd.MM.yyyy',
  'DD.MM.YYYY HH:mm': 'dd.MM.yyyy HH:mm',
  'DD.MM.YYYY HH:mm:ss': 'dd.MM.yyyy HH:mm:ss',
  'YYYY-MM-DD': 'yyyy-MM-dd',
  'YYYY-MM-DD HH:mm:ss': 'yyyy-MM-dd HH:mm:ss',
} as const;

export type DatePattern = keyof typeof DATE_FNS_PATTERNS;
export const DATE_PATTERNS = Object.keys(DATE_FNS_PATTERNS) as DatePattern[];

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

function romeWallTimeToDate(text: string): Date | null {
  const match = WALL_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const wallTime = new TZDate(year, month - 1, day, hours, minutes, seconds, TIME_ZONE);
  // A day past the month's end rolls over into the next month: reject it.
  if (wallTime.getDate() !== day) return null;
  return new Date(wallTime.getTime());
}

/**
 * Reads a wall time in Europe/Rome: 'YYYY-MM-DD HH:mm:ss' (also 'T' as separator, no seconds, or a
 * bare date for midnight). A time in the spring-forward gap moves one hour later; an autumn time that
 * happens twice resolves to its second (CET) occurrence. Throws a RangeError on anything else.
 */
export function parseRomeDateTime(text: string): Date {
  const date = romeWallTimeToDate(text);
  if (!date) throw new RangeError(`Not a Europe/Rome date-time: ${text}`);
  return date;
}

function toDate(value: Date | string | number): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number') return new Date(value);
  // Zone-less texts are Rome wall times; texts with a zone (or 'Z') are instants.
  return romeWallTimeToDate(value) ?? new Date(value);
}

/** Formats an instant in Europe/Rome. Empty, null and unparsable values give ''. */
export function formatDate(value: Date | string | number | null | undefined, pattern: DatePattern): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return format(new TZDate(date.getTime(), TIME_ZONE), DATE_FNS_PATTERNS[pattern]);
}

/**
 * The last default range worked out, with the Rome day it holds for: every order list call asks for
 * it, and formatting in the Rome zone cost more CPU than the rest of the call's validation.
 */
let lastDefaultRange: { dayStart: number; dayEnd: number; startDate: string; endDate: string } | null = null;

/** Orders list default: from the start of the day a week ago to the end of today, in Rome. */
export function orderListDefaultRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const time = now.getTime();
  if (!lastDefaultRange || time < lastDefaultRange.dayStart || time > lastDefaultRange.dayEnd) {
    const today = new TZDate(time, TIME_ZONE);
    lastDefaultRange = {
      dayStart: startOfDay(today).getTime(),
      dayEnd: endOfDay(today).getTime(),
      startDate: formatDate(startOfDay(subDays(today, ORDER_LIST_DEFAULT_DAYS)), 'YYYY-MM-DD HH:mm:ss'),
      endDate: formatDate(endOfDay(today), 'YYYY-MM-DD HH:mm:ss'),
    };
  }
  return { startDate: lastDefaultRange.startDate, endDate: lastDefaultRange.endDate };
}

/** A typed day: the app's DD.MM.YYYY (also with / or - between, one-digit day and month), or YYYY-MM-DD. */
const TYPED_DAY = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A typed day as YYYY-MM-DD, or null when the text is not a day of the calendar. */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const typed = iso ? null : TYPED_DAY.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : typed ? [typed[3], typed[2], typed[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A YYYY-MM-DD day in the app's format (DD.MM.YYYY); any other text as it is. */
export function formatDayText(day: string): string {
  const match = ISO_DAY.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

function romeCalendarDate(value: Date | string): string {
  return typeof value === 'string' ? value.trim().slice(0, 10) : formatDate(value, 'YYYY-MM-DD');
}

/** Report request bounds: the chosen days from 00:00:01 to 23:59:59. */
export function reportDateRange(
  from: Date | string,
  to: Date | string,
): { date_from: string; date_to: string } {
  return {
    date_from: `${romeCalendarDate(from)} ${REPORT_DAY_START}`,
    date_to: `${romeCalendarDate(to)} ${REPORT_DAY_END}`,
  };
}
