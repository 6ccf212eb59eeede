import { describe, expect, it } from 'vitest';
import { normalisedPhone } from '../../../../src/domain/contact/phone-lead-limit.ts';

describe('a phone number as the per-phone lead limit counts it', () => {
  it.each([
    ['0412 345 678', '0412345678'],
    ['+61 412 345 678', '0412345678'],
    ['(04) 1234-5678', '0412345678'],
    ['13 22 65', '132265'],
    ['no digits', null],
    ['', null],
  ])('%j → %j', (phone, key) => expect(normalisedPhone(phone)).toBe(key));
});
