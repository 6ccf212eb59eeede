import { utcMidnight } from '../hours/calendar-date.ts';
import { wallClock } from '../hours/wall-clock.ts';

/**
 * spec §4 Promo cards: "A Saturday service appointment rule flips every second Saturday,
 * starting from 2025-06-14". Decided: 2025-06-14 is an "on" Saturday, and so is every
 * Saturday a whole number of fortnights after it (28 June, 12 July...); the Saturdays in
 * between are "off". Saturdays before 2025-06-14 are "off" (the rule had not started), and
 * any other weekday is never "on".
 *
 * The day is the calendar day in Australian time (`timeZone`, default Sydney, whose
 * +10:00 the stocktake sale also uses), not in UTC: Saturday 00:30 in Sydney is still
 * Friday in UTC.
 */
const SATURDAY_SERVICE_FIRST_ON = '2025-06-14';
const SATURDAY_SERVICE_TIME_ZONE = 'Australia/Sydney';

const DAY_MS = 86_400_000;
const SATURDAY = 6;

function dayNumber(isoDate: string): number {
  return utcMidnight(isoDate) / DAY_MS;
}

/** Whether the Saturday `now` falls on (in `timeZone`) is an "on" Saturday; false on any other day. */
export function isSaturdayServiceOn(now: Date, timeZone: string = SATURDAY_SERVICE_TIME_ZONE): boolean {
  const clock = wallClock(now, timeZone);
  if (clock.weekday !== SATURDAY) return false;
  const days = dayNumber(clock.date) - dayNumber(SATURDAY_SERVICE_FIRST_ON);
  return days >= 0 && days % 14 === 0;
}
