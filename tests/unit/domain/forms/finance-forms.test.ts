import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678', postcode: '6000' };
const dealers = { dealershipOptions: ['kia-frankston', 'mg-dandenong'] };

describe('finance enquiry form', () => {
  it('preferredDealership and vehiclePriceBudget (from the link’s query) are optional', () => {
    expect(checkForm(fieldsOf('finance-enquiry', dealers), contact)).toMatchObject({
      ok: true,
      values: { preferredDealership: '', vehiclePriceBudget: '' },
    });
    expect(
      checkForm(fieldsOf('finance-enquiry', dealers), {
        ...contact,
        preferredDealership: 'mg-dandenong',
        vehiclePriceBudget: '$30,000',
      }),
    ).toMatchObject({ ok: true, values: { preferredDealership: 'mg-dandenong', vehiclePriceBudget: 30000 } });
  });

  it('but, given, must be valid', () => {
    expect(
      checkForm(fieldsOf('finance-enquiry', dealers), {
        ...contact,
        preferredDealership: 'elsewhere',
        vehiclePriceBudget: 'lots',
      }),
    ).toMatchObject({
      ok: false,
      errors: {
        preferredDealership: 'Please choose a dealership from the list.',
        vehiclePriceBudget: 'Please enter your budget in dollars, e.g. 30,000.',
      },
    });
  });
});

describe('finance application form', () => {
  const valid = {
    ...contact,
    loanAmount: '25,000',
    loanTermYears: '5',
    employmentStatus: 'Full time',
    terms_conditions: true,
  };

  it('amount, term and employment are required; income optional; terms ticked', () => {
    expect(checkForm(fieldsOf('finance-application'), valid)).toMatchObject({
      ok: true,
      values: { loanAmount: 25000, loanTermYears: '5', annualIncome: '' },
    });
    expect(checkForm(fieldsOf('finance-application'), contact)).toMatchObject({
      ok: false,
      errors: {
        loanAmount: 'Please enter the amount you would like to borrow.',
        loanTermYears: 'Please choose a loan term.',
        employmentStatus: 'Please choose your employment status.',
        terms_conditions: '*You must agree to the terms of use before submitting.',
      },
    });
  });

  it('offers terms of 1 to 7 years (spec §5 calculator)', () => {
    expect(fieldsOf('finance-application').find((f) => f.name === 'loanTermYears')?.options).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });

  it('asks for no licence, card or bank numbers', () => {
    const names = fieldsOf('finance-application').map((f) => f.name.toLowerCase());
    for (const secret of ['licence', 'license', 'card', 'bank', 'account', 'tfn', 'password'])
      expect(names.some((name) => name.includes(secret))).toBe(false);
  });
});
