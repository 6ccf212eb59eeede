import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { serviceBookingDealership } from '../../../../src/domain/forms/service-booking.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const options = { serviceLocations: ['frankston-service', 'dandenong-service'] };
const valid = {
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  location: 'frankston-service',
  vehicle: 'Kia Sportage',
};

describe('service booking form', () => {
  it('the service location is required and must be one of the service locations', () => {
    expect(checkForm(fieldsOf('service-booking', options), valid)).toMatchObject({
      ok: true,
      values: { kms: '', appointment: '' },
    });
    expect(checkForm(fieldsOf('service-booking', options), { ...valid, location: '' })).toMatchObject({
      ok: false,
      errors: { location: 'Please choose a location.' },
    });
    expect(checkForm(fieldsOf('service-booking', options), { ...valid, location: 'head-office' })).toMatchObject({
      ok: false,
      errors: { location: 'Please choose a location from the list.' },
    });
    expect(fieldsOf('service-booking', options).find((f) => f.name === 'location')?.label).toBe('Service Location');
  });

  it('the car is required; kms and the date, given, must be valid', () => {
    expect(
      checkForm(fieldsOf('service-booking', options), { ...valid, vehicle: '', kms: 'lots', appointment: 'soon' }),
    ).toMatchObject({
      ok: false,
      errors: {
        vehicle: 'Please enter the make and model of your car.',
        kms: 'Please enter the kilometres as a whole number, e.g. 45000.',
        appointment: 'Please choose a date and time for the service.',
      },
    });
  });

  it('spec §7: the dealership comes from the chosen service location', () => {
    const locations = [
      { slug: 'frankston-service', dealershipSlug: 'kia-frankston' },
      { slug: 'dandenong-service', dealershipSlug: 'mg-dandenong' },
    ];
    expect(serviceBookingDealership('dandenong-service', locations)).toBe('mg-dandenong');
    expect(serviceBookingDealership('frankston-service', locations)).toBe('kia-frankston');
    expect(serviceBookingDealership('nowhere', locations)).toBeNull();
  });
});
