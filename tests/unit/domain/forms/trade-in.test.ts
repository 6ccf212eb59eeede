import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const valid = {
  rego: 'ABC123',
  regoState: 'WA',
  kms: '45,000',
  name: 'Jane',
  email: 'jane@example.com',
  phone: '0412 345 678',
  postcode: '6000',
};

describe('sell your car form (spec §2, §3 valuation fields)', () => {
  it('rego, state and kms first, then contact; kms as a number', () => {
    const fields = fieldsOf('trade-in');
    expect(fields.slice(0, 3).map((f) => [f.name, f.required])).toEqual([
      ['rego', true],
      ['regoState', true],
      ['kms', true],
    ]);
    expect(fields.find((f) => f.name === 'regoState')?.options).toEqual([
      'NSW',
      'VIC',
      'QLD',
      'WA',
      'SA',
      'TAS',
      'ACT',
      'NT',
    ]);
    expect(checkForm(fields, valid)).toMatchObject({ ok: true, values: { kms: 45000, regoState: 'WA' } });
  });

  it.each([
    [{ rego: '' }, { rego: 'Please enter the car’s registration number.' }],
    [{ regoState: 'Perth' }, { regoState: 'Please choose the state the car is registered in.' }],
    [{ kms: '' }, { kms: 'Please enter the kilometres on the odometer.' }],
    [{ kms: '-5' }, { kms: 'Please enter the kilometres as a whole number, e.g. 45000.' }],
    [{ kms: 12.5 }, { kms: 'Please enter the kilometres as a whole number, e.g. 45000.' }],
    [{ postcode: '60' }, { postcode: 'Invalid postcode. Please enter a 4-digit number.' }],
  ])('%j → %j', (change, errors) => {
    expect(checkForm(fieldsOf('trade-in'), { ...valid, ...change })).toMatchObject({ ok: false, errors });
  });

  it('accepts 0 km (a new car being sold back)', () => {
    expect(checkForm(fieldsOf('trade-in'), { ...valid, kms: 0 })).toMatchObject({ ok: true, values: { kms: 0 } });
  });
});
