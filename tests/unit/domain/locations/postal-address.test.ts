// How an address is printed: its parts with separators, never run together (the contact page
// once read "Mayfield EastNSW2304").
import { describe, expect, it } from 'vitest';
import { addressLine, addressParts } from '../../../../src/domain/locations/postal-address.ts';

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
