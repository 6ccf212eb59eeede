import { describe, expect, it } from 'vitest';
import { storableUserDetails } from '../../../../src/domain/contact/user-details.ts';

const full = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };

describe('stored user details (spec §5: name, email and phone all present)', () => {
  it('stores when all three are present, trimmed, with the optional fields that are filled', () => {
    expect(storableUserDetails({ ...full, name: ' Jane ', last_name: 'Citizen', postcode: '' })).toEqual({
      ...full,
      last_name: 'Citizen',
    });
    expect(storableUserDetails({ ...full, postcode: '6000' })).toEqual({ ...full, postcode: '6000' });
  });

  it.each([
    ['no name', { ...full, name: undefined }],
    ['blank name', { ...full, name: '  ' }],
    ['no email', { ...full, email: null }],
    ['blank email', { ...full, email: '' }],
    ['no phone', { ...full, phone: undefined }],
    ['nothing', {}],
  ])('stores nothing with %s', (_case, details) => expect(storableUserDetails(details)).toBeNull());
});
