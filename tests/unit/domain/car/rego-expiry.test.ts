import { describe, expect, it } from 'vitest';
import { regoExpiry } from '../../../../src/domain/car/rego-expiry.ts';

// 2026-11-20T01:00Z is 20 November 12:00 in Sydney and 09:00 in Perth.
const NOW = new Date('2026-11-20T01:00:00Z');
const sydney = { now: NOW, timeZone: 'Australia/Sydney', showUnregistered: false };

describe('rego expiry (spec §4)', () => {
  it.each([
    ['2027-03-12', 'Expires on 12 March 2027'],
    ['2026-11-21', 'Expires on 21 November 2026'],
    ['2026-11-20', 'Expires on 20 November 2026'], // registered through its expiry day
    ['2030-01-01', 'Expires on 1 January 2030'],
  ])('%s → %s', (date, text) => {
    expect(regoExpiry({ rego_expiry: date }, sydney)).toEqual({ kind: 'expires', text });
  });

  it.each([['2026-11-19'], ['2020-01-01']])('a past date %s is hidden by default', (date) => {
    expect(regoExpiry({ rego_expiry: date }, sydney)).toBeNull();
  });

  it.each([['2026-11-19'], ['2020-01-01']])('a past date %s reads Unregistered with the site option', (date) => {
    expect(regoExpiry({ rego_expiry: date }, { ...sydney, showUnregistered: true })).toEqual({
      kind: 'unregistered',
      text: 'Unregistered',
    });
  });

  it('no expiry date shows nothing', () => {
    expect(regoExpiry({ rego_expiry: null }, { ...sydney, showUnregistered: true })).toBeNull();
  });

  it('"today" is the date in the given time zone, not UTC', () => {
    // 2026-11-19T14:00Z is already 20 November (01:00) in Sydney but still 19 November (22:00) in Perth.
    const now = new Date('2026-11-19T14:00:00Z');
    const expiry = { rego_expiry: '2026-11-19' };
    expect(regoExpiry(expiry, { now, timeZone: 'Australia/Sydney', showUnregistered: true })).toEqual({
      kind: 'unregistered',
      text: 'Unregistered',
    });
    expect(regoExpiry(expiry, { now, timeZone: 'Australia/Perth', showUnregistered: true })).toEqual({
      kind: 'expires',
      text: 'Expires on 19 November 2026',
    });
  });
});
