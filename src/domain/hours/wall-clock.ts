/**
 * The wall clock of a time zone at an instant: the calendar date, the weekday and the
 * minutes since midnight a person there would read. Rules that depend on "today" or "now"
 * (opening hours, rego expiry, holiday hours) take the instant and the zone as parameters
 * and read them through this, so they never touch the machine's clock or zone.
 */
export interface WallClock {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  /** 0 is Sunday, 6 is Saturday (the weekday numbering of opening hours, spec §3 Location). */
  weekday: number;
  /** Minutes since local midnight, 0 to 1439. */
  minutes: number;
}

/** spec §4: the call button is judged in the Perth time zone. */
export const PERTH_TIME_ZONE = 'Australia/Perth';

const WEEKDAYS: Readonly<Record<string, number>> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

// A formatter costs far more to make than to use, and a build asks for the same few zones on
// every page: one per zone, made on first use.
const FORMATS = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = FORMATS.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    FORMATS.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` (an IANA name such as 'Australia/Perth') at `instant`. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    weekday: WEEKDAYS[part('weekday')] ?? 0,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** "08:30" → 510 minutes since midnight. */
export function minutesOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}
