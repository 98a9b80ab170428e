import { TIME_ZONE } from '../constants';

/**
 * Calendar checks without date-fns, so that validation (which the login screen loads) stays small;
 * the formatters in ./date.ts need date-fns and load with the screens that show dates.
 */
const ROME_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Europe/Rome, written YYYY-MM-DD. */
export const romeToday = (now: Date = new Date()) => ROME_DAY.format(now);

/** Whether year-month-day names a real day (no 31 April, 29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Strictly the wire format 'YYYY-MM-DD HH:mm:ss' with real calendar values. */
export function isRomeDateTime(text: string): boolean {
  const match = WIRE_DATE_TIME.exec(text);
  if (!match) return false;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return isCalendarDate(year, month, day) && hours <= 23 && minutes <= 59 && seconds <= 59;
}
