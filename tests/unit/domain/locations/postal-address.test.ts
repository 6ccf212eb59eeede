// How an address is printed: its parts with separators, never run together (the contact page
// once read "Mayfield EastNSW2304").
import { describe, expect, it } from 'vitest';
import { addressLine, addressParts, directionsHref } from '../../../../src/domain/locations/postal-address.ts';

describe('addressLine', () => {
  it.each([
    [
      { street: '12 Maitland Road', city: 'Mayfield East', state: 'NSW', postcode: '2304' },
      '12 Maitland Road, Mayfield East NSW 2304',
    ],
    [{ city: 'Dubbo', state: 'NSW' }, 'Dubbo NSW'],
    [{ street: '  ', city: 'Hobart', state: 'TAS', postcode: '' }, 'Hobart TAS'],
    [{ street: ' 1 Main St ', city: ' Perth ', state: 'WA', postcode: null }, '1 Main St, Perth WA'],
  ])('%o → %s', (address, line) => {
    expect(addressLine(address)).toBe(line);
  });
});

describe('addressParts', () => {
  it('trims each part and makes an empty one null, so it prints no separator', () => {
    expect(addressParts({ street: '', city: 'Dubbo ', state: 'NSW', postcode: ' 2830' })).toEqual({
      street: null,
      city: 'Dubbo',
      state: 'NSW',
      postcode: '2830',
    });
  });
});

describe('directionsHref (Get Directions, with or without the embedded map)', () => {
  const address = { street: '112 Marine Parade', city: 'Mayfield East', state: 'NSW', postcode: '2304' };

  it('is the dealer’s own map page when there is one', () => {
    expect(directionsHref(address, 'https://maps.example.com/place/1')).toBe('https://maps.example.com/place/1');
  });

  it('otherwise searches directions to the address on one line', () => {
    for (const none of [null, undefined, '  '])
      expect(directionsHref(address, none)).toBe(
        'https://www.google.com/maps/dir/?api=1&destination=112%20Marine%20Parade%2C%20Mayfield%20East%20NSW%202304',
      );
  });
});
