import { parseRomeDateTime, romeToday } from '@backoffice/shared';

/** The dashboard looks at the last 30 days, today included, in Europe/Rome. */
export const DASHBOARD_DAYS = 30;

export interface DashboardWindow {
  /** Rome wall times 'YYYY-MM-DD HH:mm:ss', as the order list's startDate and endDate take them. */
  startDate: string;
  endDate: string;
  /** Every Rome day of the window, 'YYYY-MM-DD', oldest first. */
  days: string[];
  /** The instants the queries compare created_at with: from (inclusive) to (exclusive, next midnight). */
  from: Date;
  to: Date;
}

/** A calendar day plus n days; calendar arithmetic in UTC, so daylight saving time plays no part. */
function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export function dashboardWindow(now: Date = new Date(), length = DASHBOARD_DAYS): DashboardWindow {
  const today = romeToday(now);
  const first = addDays(today, 1 - length);
  return {
    startDate: `${first} 00:00:00`,
    endDate: `${today} 23:59:59`,
    days: Array.from({ length }, (_, index) => addDays(first, index)),
    from: parseRomeDateTime(first),
    to: parseRomeDateTime(addDays(today, 1)),
  };
}
