import { describe, expect, it } from 'vitest';
import { isSameShopper } from '../../../../src/domain/reservations/same-shopper.ts';

// Who may replace a bank check (3-D Secure) still waiting: its own shopper, never another.
describe('isSameShopper', () => {
  it.each([
    ['the same e-mail, a visitor both times', { userId: null, email: 'alex@example.com' }, true],
    ['the same e-mail in other case and spaces', { userId: null, email: ' Alex@Example.COM ' }, true],
    ['the same e-mail, signed in now', { userId: 'u1', email: 'alex@example.com' }, true],
    ['another e-mail', { userId: null, email: 'sam@example.com' }, false],
    ['an empty e-mail', { userId: null, email: '' }, false],
  ])('a waiting visitor’s check (alex@example.com): %s → %s', (_, attempt, expected) => {
    expect(isSameShopper({ userId: null, email: 'alex@example.com' }, attempt)).toBe(expected);
  });

  it.each([
    ['the same account', { userId: 'u1', email: 'other@example.com' }, true],
    ['another account with the same e-mail', { userId: 'u2', email: 'alex@example.com' }, false],
    ['a visitor with the same e-mail', { userId: null, email: 'alex@example.com' }, false],
  ])('a waiting signed-in shopper’s check (u1): %s → %s', (_, attempt, expected) => {
    expect(isSameShopper({ userId: 'u1', email: 'alex@example.com' }, attempt)).toBe(expected);
  });

  it('a waiting check with no e-mail is nobody’s to replace', () => {
    expect(isSameShopper({ userId: null, email: '' }, { userId: null, email: '' })).toBe(false);
  });
});
