import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../../src/domain/hours/calendar-date.ts';

describe('Australian calendar dates', () => {
  it.each([
    ['2027-03-12', '12 March 2027'],
    ['2026-01-01', '1 January 2026'],
    ['2026-12-25', '25 December 2026'],
    ['2028-02-29', '29 February 2028'],
  ])('%s → %s', (date, text) => expect(formatCalendarDate(date)).toBe(text));

  it.each([['2026-13-01'], ['12/03/2027'], ['']])('leaves %s as it is', (text) => {
    expect(formatCalendarDate(text)).toBe(text);
  });
});
