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
