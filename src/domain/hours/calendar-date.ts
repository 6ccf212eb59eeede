/**
 * The one date format of the site: Australian day-month-year with the month in words,
 * e.g. '12 March 2027'. Words rather than 12/03/2027 so no reader confuses day and month.
 * The input is a calendar date (YYYY-MM-DD), which has no time zone: the date is printed
 * as written.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '2027-03-12' → '12 March 2027'. A string that is not YYYY-MM-DD is returned unchanged. */
export function formatCalendarDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) as the epoch milliseconds of its midnight in UTC. */
export function utcMidnight(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The calendar date `days` after `isoDate` (YYYY-MM-DD), with its weekday (0 is Sunday). */
export function calendarDateAfter(isoDate: string, days: number): { date: string; weekday: number } {
  const day = new Date(utcMidnight(isoDate) + days * DAY_MS);
  return { date: day.toISOString().slice(0, 10), weekday: day.getUTCDay() };
}
