import { describe, expect, it } from 'vitest';
import {
  formatDollarsAndCents,
  formatFeetAsMetres,
  formatKilometres,
  formatPrice,
} from '../../../src/domain/format.ts';

describe('prices (spec §9: $ and thousands separators)', () => {
  it.each([
    [30000, '$30,000'],
    [250000, '$250,000'],
    [5000, '$5,000'],
    [999, '$999'],
    [1234567, '$1,234,567'],
  ])('%d → %s', (amount, text) => expect(formatPrice(amount)).toBe(text));
});

describe('amounts to the cent (the drive-away estimate’s parts and total)', () => {
  it.each([
    [32990, '$32,990.00'],
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [987.654, '$987.65'],
  ])('%d → %s', (amount, text) => expect(formatDollarsAndCents(amount)).toBe(text));
});

describe('kilometres (spec §9: km with thousands separators)', () => {
  it.each([
    [0, '0 km'],
    [999, '999 km'],
    [15000, '15,000 km'],
    [123456.7, '123,457 km'],
  ])('%d → %s', (km, text) => expect(formatKilometres(km)).toBe(text));
});

describe('formatFeetAsMetres (spec §9 feet × 0.3048, two decimals)', () => {
  it.each([
    [21.5, '6.55 m'],
    [7.5, '2.29 m'],
    [10, '3.05 m'],
    [18, '5.49 m'],
    [0, '0.00 m'],
  ])('%d ft → %s', (feet, text) => expect(formatFeetAsMetres(feet)).toBe(text));
});
