import type { Department, SpecialHoursEntry } from '../../tenant/schema/locations.ts';
import { calendarDateAfter, utcMidnight } from './calendar-date.ts';
import { minutesOfDay, PERTH_TIME_ZONE, wallClock } from './wall-clock.ts';

/** The hours of one department of a location (spec §3 Location contact_detail and special hours). */
export type DepartmentHours = Pick<Department, 'openingHours'> & Partial<Pick<Department, 'specialHours'>>;

interface DayHours {
  /** A special-hours entry for the date, the usual weekday entry, or nothing known for that day. */
  source: 'special' | 'weekday' | 'none';
  status: 'Open' | 'Closed';
  /** HH:MM, present when open. */
  open?: string;
  close?: string;
  /** The special day's name, e.g. 'Christmas Day'. */
  label?: string;
}

/**
 * spec §4 special hours: an entry for the date replaces that weekday's usual hours. An
 * 'Open' entry without both times counts as closed, as the hours table shows it
 * (opening-hours.ts), so the table and the call button never disagree.
 */
function hoursOn(date: string, weekday: number, hours: DepartmentHours): DayHours {
  const special = hours.specialHours?.find((entry) => entry.date === date);
  if (special) return dayHours('special', special);
  const usual = hours.openingHours.find((entry) => entry.weekday === weekday);
  return usual ? dayHours('weekday', usual) : { source: 'none', status: 'Closed' };
}

function dayHours(
  source: 'special' | 'weekday',
  entry: Pick<SpecialHoursEntry, 'status' | 'open' | 'close' | 'label'>,
): DayHours {
  const label = entry.label ? { label: entry.label } : {};
  if (entry.status === 'Closed' || !entry.open || !entry.close) return { source, status: 'Closed', ...label };
  return { source, status: 'Open', open: entry.open, close: entry.close, ...label };
}

/**
 * Open from the opening minute up to, not including, the closing minute: a dealer that
 * opens at 08:30 and closes at 17:00 is open at 08:30 and 16:59, closed at 17:00. A
 * closing time of 00:00 means midnight at the end of the day.
 */
function withinHours(minutes: number, day: DayHours): boolean {
  const span = openMinutes(day);
  return span !== null && minutes >= span.open && minutes < span.close;
}

/** A day's opening and closing minutes, a close of 00:00 being midnight at its end; null when closed. */
function openMinutes(day: DayHours): { open: number; close: number } | null {
  if (day.status !== 'Open' || !day.open || !day.close) return null;
  return { open: minutesOfDay(day.open), close: day.close === '00:00' ? 24 * 60 : minutesOfDay(day.close) };
}

/** Whether a department publishes any hours: one that does not is never known to be closed. */
function publishesHours(hours: DepartmentHours): boolean {
  return hours.openingHours.length > 0 || (hours.specialHours?.length ?? 0) > 0;
}

export interface DealerClockInput {
  /** The instant to judge (the caller's "now"). */
  now: Date;
  hours: DepartmentHours;
  /** spec §4: judged in the Perth time zone, whatever the dealer's own zone. */
  timeZone?: string;
}

/**
 * spec §4 "The call button hides when the dealer is closed, judged in the Perth time zone".
 * The department's HH:MM hours are read against the wall clock of `timeZone` (default
 * Australia/Perth), as the spec says, even for a dealer in another state.
 */
function isDealerOpen({ now, hours, timeZone = PERTH_TIME_ZONE }: DealerClockInput): boolean {
  const clock = wallClock(now, timeZone);
  return withinHours(clock.minutes, hoursOn(clock.date, clock.weekday, hours));
}

/**
 * spec §4 call button: hidden only when the dealer is known to be closed. A department
 * that publishes no hours at all (no weekday and no special entries) is not known to be
 * closed, so its call button stays.
 */
export function showsCallButton(input: DealerClockInput): boolean {
  return !publishesHours(input.hours) || isDealerOpen(input);
}

/**
 * The call button's answer for a span of days, worked out ahead (at build time) so the page
 * checks an instant against numbers: reading the Perth wall clock in the browser needs
 * `Intl`, whose first use costs a phone tens of milliseconds of main thread during the load.
 * `from` and `until` are epoch milliseconds; `open` the spans, `[start, end)`, in which the
 * button shows.
 */
export interface CallSchedule {
  from: number;
  until: number;
  open: [number, number][];
}

/** The instant a wall clock in `timeZone` reads `date` at `minutes` past midnight. */
function instantAt(date: string, minutes: number, timeZone: string): number {
  const wanted = utcMidnight(date) + minutes * 60_000;
  // moved by what the zone's clock reads there, twice: the second corrects across a daylight-saving change
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const clock = wallClock(new Date(instant), timeZone);
    instant += wanted - (utcMidnight(clock.date) + clock.minutes * 60_000);
  }
  return instant;
}

/**
 * showsCallButton for every instant of the `days` local days that start with `now`'s
 * (judged in `timeZone`, Perth by default), as spans; a department without published hours
 * shows its button throughout.
 */
export function callSchedule(input: DealerClockInput & { days: number }): CallSchedule {
  const { now, hours, days, timeZone = PERTH_TIME_ZONE } = input;
  const today = wallClock(now, timeZone).date;
  const from = instantAt(today, 0, timeZone);
  const until = instantAt(calendarDateAfter(today, days).date, 0, timeZone);
  if (!publishesHours(hours)) return { from, until, open: [[from, until]] };
  const open: [number, number][] = [];
  for (let offset = 0; offset < days; offset++) {
    const { date, weekday } = calendarDateAfter(today, offset);
    const span = openMinutes(hoursOn(date, weekday, hours));
    if (!span) continue;
    const start = instantAt(date, span.open, timeZone);
    const end = instantAt(date, span.close, timeZone);
    if (end > start) open.push([start, end]);
  }
  return { from, until, open };
}

/** The call button's answer at `now` from a schedule, or null where `now` is outside its days. */
export function scheduledCallButton(schedule: CallSchedule, now: number): boolean | null {
  if (now < schedule.from || now >= schedule.until) return null;
  return schedule.open.some(([start, end]) => now >= start && now < end);
}
