import type { Car } from '../../catalog/schema/car.ts';
import { formatCalendarDate } from '../hours/calendar-date.ts';
import { wallClock } from '../hours/wall-clock.ts';

export type RegoExpiry = { kind: 'unregistered'; text: 'Unregistered' } | { kind: 'expires'; text: string };

export interface RegoExpiryOptions {
  now: Date;
  /** The dealer's time zone (e.g. 'Australia/Sydney'): "today" is the date there. */
  timeZone: string;
  /** Site option features.unregisteredRego. */
  showUnregistered: boolean;
}

/**
 * spec §4 Rego expiry: a past date shows 'Unregistered' on sites with
 * features.unregisteredRego and is hidden (null) otherwise; a date still to come shows
 * 'Expires on 12 March 2027' (see calendar-date.ts for the format). A car is registered
 * through its expiry date, so the expiry day itself, in the dealer's time zone, still
 * reads 'Expires on'. No date: nothing to show.
 */
export function regoExpiry(car: Pick<Car, 'rego_expiry'>, options: RegoExpiryOptions): RegoExpiry | null {
  if (!car.rego_expiry) return null;
  const today = wallClock(options.now, options.timeZone).date;
  if (car.rego_expiry < today) return options.showUnregistered ? { kind: 'unregistered', text: 'Unregistered' } : null;
  return { kind: 'expires', text: `Expires on ${formatCalendarDate(car.rego_expiry)}` };
}
