import { describe, expect, it } from 'vitest';
import { upcomingHolidayHours } from '../../../../src/domain/hours/holiday-hours.ts';

const departments = [
  {
    type: 'service' as const,
    specialHours: [
      { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' as const },
      { date: '2026-12-24', status: 'Open' as const, open: '08:00', close: '12:00' },
    ],
  },
  {
    type: 'sales' as const,
    specialHours: [
      { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' as const },
      { date: '2026-11-10', label: 'Stocktake', status: 'Closed' as const },
      { date: '2027-01-26', label: 'Australia Day', status: 'Open' as const, open: '10:00', close: '16:30' },
    ],
  },
  { type: 'parts' as const },
];

describe('holiday hours (spec §2 holiday hours dialog)', () => {
  it('lists the special hours from today on, by date then sales, service, parts', () => {
    expect(upcomingHolidayHours(departments, '2026-12-24')).toEqual([
      { date: '2026-12-24', dateText: '24 December 2026', label: null, department: 'service', hours: '8am – 12pm' },
      {
        date: '2026-12-25',
        dateText: '25 December 2026',
        label: 'Christmas Day',
        department: 'sales',
        hours: 'Closed',
      },
      {
        date: '2026-12-25',
        dateText: '25 December 2026',
        label: 'Christmas Day',
        department: 'service',
        hours: 'Closed',
      },
      {
        date: '2027-01-26',
        dateText: '26 January 2027',
        label: 'Australia Day',
        department: 'sales',
        hours: '10am – 4:30pm',
      },
    ]);
  });

  it.each([
    ['2026-11-09', 5],
    ['2026-11-10', 5],
    ['2026-11-11', 4],
    ['2026-12-25', 3],
    ['2026-12-26', 1],
    ['2027-01-27', 0],
  ])('from %s: %i entries', (today, count) => {
    expect(upcomingHolidayHours(departments, today)).toHaveLength(count);
  });
});
