import { describe, expect, it } from 'vitest';
import {
  callSchedule,
  scheduledCallButton,
  showsCallButton,
  type DepartmentHours,
} from '../../../../src/domain/hours/dealer-open.ts';

// Perth is UTC+8 all year: Perth 08:30 is 00:30Z.
const perth = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: 'Open' as const,
  open: '08:30',
  close: '17:30',
}));
const hours: DepartmentHours = {
  openingHours: [
    ...weekdays,
    { weekday: 6, status: 'Open', open: '09:00', close: '13:00' },
    { weekday: 0, status: 'Closed' },
  ],
  specialHours: [
    { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' },
    { date: '2026-12-24', label: 'Christmas Eve', status: 'Open', open: '09:00', close: '12:00' },
    { date: '2026-12-27', label: 'Boxing Day sale', status: 'Open', open: '10:00', close: '16:00' }, // a Sunday
  ],
};

describe('the call button hides when the dealer is closed, judged in Perth time (spec §4)', () => {
  it.each([
    // a Friday
    ['one minute before opening', '2026-11-20', '08:29', false],
    ['at opening', '2026-11-20', '08:30', true],
    ['one minute after opening', '2026-11-20', '08:31', true],
    ['one minute before closing', '2026-11-20', '17:29', true],
    ['at closing', '2026-11-20', '17:30', false],
    ['one minute after closing', '2026-11-20', '17:31', false],
    ['midnight', '2026-11-20', '00:00', false],
    // Saturday and Sunday
    ['Saturday at opening', '2026-11-21', '09:00', true],
    ['Saturday at closing', '2026-11-21', '13:00', false],
    ['Sunday (closed)', '2026-11-22', '11:00', false],
  ])('%s (%s %s Perth): open %s', (_case, date, time, open) => {
    expect(showsCallButton({ now: perth(date, time), hours })).toBe(open);
    expect(showsCallButton({ now: perth(date, time), hours })).toBe(open);
  });

  it.each([
    ['Christmas Day, a Friday, closed all day', '2026-12-25', '10:00', false],
    ['Christmas Eve: shorter hours, one minute before they start', '2026-12-24', '08:59', false],
    ['Christmas Eve at the special opening', '2026-12-24', '09:00', true],
    ['Christmas Eve one minute before the special closing', '2026-12-24', '11:59', true],
    ['Christmas Eve at the special closing (usually open)', '2026-12-24', '12:00', false],
    ['a Sunday opened specially', '2026-12-27', '10:00', true],
    ['the usual hours again the day after a holiday', '2026-12-26', '09:00', true],
  ])('holiday: %s (%s %s): open %s', (_case, date, time, open) => {
    expect(showsCallButton({ now: perth(date, time), hours })).toBe(open);
  });

  it('reads the Perth date and weekday across midnight UTC', () => {
    // 2026-11-20T00:29Z is Friday 08:29 in Perth; 2026-11-20T00:30Z is 08:30.
    expect(showsCallButton({ now: new Date('2026-11-20T00:29:00Z'), hours })).toBe(false);
    expect(showsCallButton({ now: new Date('2026-11-20T00:30:00Z'), hours })).toBe(true);
    // Thursday 23:59 UTC is already Friday 07:59 in Perth: closed though 23:59 on Thursday would be too.
    expect(showsCallButton({ now: new Date('2026-11-19T23:59:00Z'), hours })).toBe(false);
    // Christmas Day starts in Perth at 2026-12-24T16:00Z, while UTC is still on Christmas Eve.
    const christmasEveOnly = { openingHours: [{ weekday: 4, status: 'Open' as const, open: '00:00', close: '00:00' }] };
    expect(showsCallButton({ now: new Date('2026-12-24T15:59:00Z'), hours: christmasEveOnly })).toBe(true);
    expect(showsCallButton({ now: new Date('2026-12-24T16:00:00Z'), hours: christmasEveOnly })).toBe(false);
  });

  it('a Sydney dealer’s hours are read on the Perth clock, as the spec says', () => {
    // Friday 08:45 in Sydney (AEDT, +11:00) is 05:45 in Perth: the Sydney yard is open, but judged in Perth it is closed.
    const sydneyMorning = new Date('2026-11-20T08:45:00+11:00');
    expect(showsCallButton({ now: sydneyMorning, hours })).toBe(false);
    expect(showsCallButton({ now: sydneyMorning, hours, timeZone: 'Australia/Sydney' })).toBe(true);
    // Friday 18:00 in Sydney is 15:00 in Perth: closed in Sydney, but judged in Perth still open.
    const sydneyEvening = new Date('2026-11-20T18:00:00+11:00');
    expect(showsCallButton({ now: sydneyEvening, hours })).toBe(true);
    expect(showsCallButton({ now: sydneyEvening, hours, timeZone: 'Australia/Sydney' })).toBe(false);
  });

  it('a closing time of 00:00 means midnight', () => {
    const late = { openingHours: [{ weekday: 5, status: 'Open' as const, open: '18:00', close: '00:00' }] };
    expect(showsCallButton({ now: perth('2026-11-20', '23:59'), hours: late })).toBe(true);
    expect(showsCallButton({ now: perth('2026-11-21', '00:00'), hours: late })).toBe(false);
  });

  it('an Open day without times, or a weekday with no entry, counts as closed', () => {
    const vague = { openingHours: [{ weekday: 5, status: 'Open' as const }] };
    expect(showsCallButton({ now: perth('2026-11-20', '10:00'), hours: vague })).toBe(false);
    expect(showsCallButton({ now: perth('2026-11-21', '10:00'), hours: vague })).toBe(false);
  });

  it('a department that publishes no hours keeps its call button', () => {
    expect(showsCallButton({ now: perth('2026-11-22', '03:00'), hours: { openingHours: [] } })).toBe(true);
    expect(showsCallButton({ now: perth('2026-11-22', '03:00'), hours: { openingHours: [], specialHours: [] } })).toBe(
      true,
    );
  });
});

describe('hours of a day', () => {
  it('a special entry replaces the weekday', () => {
    // Christmas Eve, a Thursday: 09:00 to 12:00 instead of 08:30 to 17:30
    expect(showsCallButton({ now: perth('2026-12-24', '08:45'), hours })).toBe(false);
    expect(showsCallButton({ now: perth('2026-12-24', '11:59'), hours })).toBe(true);
    expect(showsCallButton({ now: perth('2026-12-24', '12:00'), hours })).toBe(false);
    // Christmas Day, a Friday: closed all day; the Friday before keeps its usual hours
    expect(showsCallButton({ now: perth('2026-12-25', '10:00'), hours })).toBe(false);
    expect(showsCallButton({ now: perth('2026-12-18', '10:00'), hours })).toBe(true);
  });
});

describe('the call schedule the build works out ahead gives the same answers', () => {
  /** Every quarter hour (and the minutes either side) from `start` over `days` days. */
  function instants(start: Date, days: number): Date[] {
    const out: Date[] = [];
    for (let t = start.getTime(); t < start.getTime() + days * 86_400_000; t += 15 * 60_000)
      out.push(new Date(t - 60_000), new Date(t), new Date(t + 60_000));
    return out;
  }
  const midnightClose = { openingHours: [{ weekday: 5, status: 'Open' as const, open: '18:00', close: '00:00' }] };

  it.each([
    ['the Perth clock over Christmas and its special hours', hours, undefined, '2026-12-20T11:00:00+08:00'],
    ['a closing at midnight', midnightClose, undefined, '2026-11-16T09:00:00+08:00'],
    ['no published hours', { openingHours: [] }, undefined, '2026-11-16T09:00:00+08:00'],
    // Sydney's clocks go forward on Sunday 4 October 2026 at 02:00
    ['a zone with daylight saving, across its change', hours, 'Australia/Sydney', '2026-09-30T10:00:00+10:00'],
  ])('%s', (_case, department, timeZone, start) => {
    const now = new Date(start);
    const zone = timeZone ? { timeZone } : {};
    const schedule = callSchedule({ now, hours: department, days: 10, ...zone });
    // the schedule starts at the local midnight of `now`'s day and covers ten local days
    expect(schedule.from).toBeLessThanOrEqual(now.getTime());
    expect(scheduledCallButton(schedule, schedule.from - 1)).toBeNull();
    expect(scheduledCallButton(schedule, schedule.until)).toBeNull();
    const covered = instants(new Date(schedule.from), 10).filter(
      (instant) => instant.getTime() >= schedule.from && instant.getTime() < schedule.until,
    );
    // ten local days: 240 hours, less the hour a clock going forward drops
    expect(schedule.until - schedule.from).toBe((timeZone ? 239 : 240) * 3_600_000);
    expect(covered.length).toBeGreaterThan(2800);
    for (const instant of covered)
      expect(scheduledCallButton(schedule, instant.getTime()), instant.toISOString()).toBe(
        showsCallButton({ now: instant, hours: department, ...zone }),
      );
  });
});
