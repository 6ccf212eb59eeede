import { describe, expect, it } from 'vitest';
import { formatTime, groupOpeningHours } from '../../../../src/domain/hours/opening-hours.ts';
import type { OpeningHoursEntry } from '../../../../src/tenant/schema/locations.ts';

const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
  weekday,
  status: 'Open',
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: 'Closed' });

describe('opening hours (spec §9: grouped Mon-Fri, Sat, Sun; 0 is Sunday)', () => {
  it.each([
    ['08:30', '8:30am'],
    ['17:00', '5pm'],
    ['12:15', '12:15pm'],
    ['00:00', '12am'],
  ])('%s reads %s', (time, text) => expect(formatTime(time)).toBe(text));

  it('groups equal weekdays into Mon – Fri', () => {
    const hours = [closed(0), ...[1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')), open(6, '09:00', '12:00')];
    expect(groupOpeningHours(hours)).toEqual([
      { days: 'Mon – Fri', hours: '8:30am – 5:30pm' },
      { days: 'Sat', hours: '9am – 12pm' },
      { days: 'Sun', hours: 'Closed' },
    ]);
  });

  it('lists weekdays one by one when they differ, and a missing day as Closed', () => {
    const hours = [
      open(1, '08:00', '17:00'),
      open(2, '08:00', '17:00'),
      open(3, '08:00', '20:00'),
      open(4, '08:00', '17:00'),
    ];
    expect(groupOpeningHours(hours).map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon 8am – 5pm',
      'Tue 8am – 5pm',
      'Wed 8am – 8pm',
      'Thu 8am – 5pm',
      'Fri Closed',
      'Sat Closed',
      'Sun Closed',
    ]);
  });
});
