import { describe, expect, it } from 'vitest';
import { isSaturdayServiceOn } from '../../../../src/domain/promo/saturday-service.ts';

const at = (iso: string) => new Date(iso);

describe('Saturday service rule: every second Saturday from 2025-06-14 (spec §4)', () => {
  it.each([
    ['2025-06-07', false], // the Saturday before the rule starts
    ['2025-06-14', true],
    ['2025-06-21', false],
    ['2025-06-28', true],
    ['2025-07-05', false],
    ['2025-07-12', true],
    ['2025-07-19', false],
    ['2025-10-04', true], // 8 fortnights; Sydney moves to daylight saving the next day
    ['2025-10-11', false],
    // 1666 days after 2025-06-14 = 119 fortnights (Python: (date(2030,1,5)-date(2025,6,14)).days)
    ['2030-01-05', true],
    ['2030-01-12', false],
    // 27223 days = 1944.5 fortnights: an "off" Saturday
    ['2099-12-26', false],
  ])('Saturday %s at noon: on %s', (day, expected) => {
    expect(isSaturdayServiceOn(at(`${day}T12:00:00+10:00`))).toBe(expected);
  });

  it.each([
    // Friday 2025-06-13 in UTC, already Saturday 00:00 in Sydney
    ['2025-06-13T14:00:00Z', true],
    ['2025-06-13T13:59:59Z', false],
    // Saturday 23:59 in Sydney, still Saturday in UTC
    ['2025-06-14T13:59:59Z', true],
    // Sunday 00:00 in Sydney while UTC still reads Saturday
    ['2025-06-14T14:00:00Z', false],
    // Saturday 2025-10-18 00:30 in Sydney daylight saving (+11:00) is 23:30 Friday at +10:00
    ['2025-10-17T13:30:00Z', true],
    ['2025-10-17T12:59:59Z', false],
  ])('the day is judged in Sydney: %s → %s', (now, expected) => {
    expect(isSaturdayServiceOn(at(now))).toBe(expected);
  });

  it.each(['2025-06-13', '2025-06-15', '2025-06-16', '2025-06-27', '2030-01-06'])(
    'a non-Saturday (%s) is never on',
    (day) => expect(isSaturdayServiceOn(at(`${day}T12:00:00+10:00`))).toBe(false),
  );

  it('takes another Australian time zone', () => {
    // 2025-06-13T14:30Z is Saturday 00:30 in Sydney but still Friday 22:30 in Perth
    expect(isSaturdayServiceOn(at('2025-06-13T14:30:00Z'), 'Australia/Sydney')).toBe(true);
    expect(isSaturdayServiceOn(at('2025-06-13T14:30:00Z'), 'Australia/Perth')).toBe(false);
    expect(isSaturdayServiceOn(at('2025-06-14T12:00:00+08:00'), 'Australia/Perth')).toBe(true);
  });
});
