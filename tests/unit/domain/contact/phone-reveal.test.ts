import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone, phoneHref } from '../../../../src/domain/contact/phone-reveal.ts';

describe('phone reveal mask (spec §4: first 5 characters kept, the rest starred)', () => {
  it.each([
    ['0412 345 678', '0412 *** ***'],
    ['03 9555 0100', '03 95** ****'],
    ['0395550100', '03955*****'],
    ['1300 555 010', '1300 *** ***'],
    ['+61 3 9555 0100', '+61 3 **** ****'],
    ['131 555', '131 5**'],
    ['12345', '12345'],
    ['123', '123'],
    ['', ''],
    ['  0412 345 678 ', '0412 *** ***'],
  ])('%s → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it('keeps the length and the first 5 characters, and shows no digit after them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9+ ]{0,20}$/), (raw) => {
        const phone = raw.trim();
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.slice(0, 5)).toBe(phone.slice(0, 5));
        expect(masked.slice(5)).toMatch(/^[* ]*$/);
      }),
    );
  });
});

describe('revealed number link', () => {
  it.each([
    ['03 9555 0100', 'tel:0395550100'],
    ['+61 3 9555 0100', 'tel:+61395550100'],
    ['(08) 9333-0000', 'tel:0893330000'],
  ])('%s → %s', (phone, href) => expect(phoneHref(phone)).toBe(href));
});
