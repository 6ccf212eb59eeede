import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minutesOfDay, PERTH_TIME_ZONE, wallClock } from '../../../../src/domain/hours/wall-clock.ts';

describe('wall clock of a time zone', () => {
  it('Perth is the default zone of the call-button rule (spec §4)', () => {
    expect(PERTH_TIME_ZONE).toBe('Australia/Perth');
  });

  it.each([
    // instant, zone, date, weekday (0 Sunday), minutes since midnight
    ['2026-11-20T00:00:00Z', 'Australia/Perth', '2026-11-20', 5, 8 * 60],
    ['2026-11-19T23:59:00Z', 'Australia/Perth', '2026-11-20', 5, 7 * 60 + 59],
    ['2026-11-19T15:59:00Z', 'Australia/Perth', '2026-11-19', 4, 23 * 60 + 59],
    ['2026-11-19T16:00:00Z', 'Australia/Perth', '2026-11-20', 5, 0],
    ['2026-11-21T16:00:00Z', 'Australia/Perth', '2026-11-22', 0, 0],
    ['2026-11-19T13:00:00Z', 'Australia/Sydney', '2026-11-20', 5, 0], // AEDT, +11:00
    ['2026-06-19T14:00:00Z', 'Australia/Sydney', '2026-06-20', 6, 0], // AEST, +10:00
    ['2026-11-20T00:00:00Z', 'UTC', '2026-11-20', 5, 0],
    ['2007-01-15T00:00:00Z', 'Australia/Perth', '2007-01-15', 1, 9 * 60], // the 2006–09 daylight saving trial
  ])('%s in %s is %s, weekday %i, minute %i', (instant, zone, date, weekday, minutes) => {
    expect(wallClock(new Date(instant), zone)).toEqual({ date, weekday, minutes });
  });

  // Western Australia trialled daylight saving from December 2006 to March 2009 (the
  // time zone database knows it), so the property starts in 2010.
  it('Perth is UTC+8 (no daylight saving) since 2010', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2010-01-01'), max: new Date('2060-01-01'), noInvalidDate: true }), (d) => {
        const shifted = new Date(d.getTime() + 8 * 60 * 60 * 1000);
        expect(wallClock(d, 'Australia/Perth')).toEqual({
          date: shifted.toISOString().slice(0, 10),
          weekday: shifted.getUTCDay(),
          minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
        });
      }),
    );
  });

  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['17:00', 1020],
    ['23:59', 1439],
  ])('%s is minute %i', (hhmm, minutes) => expect(minutesOfDay(hhmm)).toBe(minutes));
});
