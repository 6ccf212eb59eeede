// spec §2 "Finance links can carry the query parameters preferredDealership,
// vehiclePriceBudget, car_id, car_type and vin": what a finance page's form takes from its link.
import { describe, expect, it } from 'vitest';
import { initialValues, withPrefill } from '../../../../src/components/forms/form-values.ts';
import { leadPayload } from '../../../../src/components/forms/lead-payload.ts';
import { linkedValues, withLinkedContext } from '../../../../src/components/forms/linked-values.ts';
import { checkForm } from '../../../../src/domain/forms/fields.ts';
import { leadKindDefinition } from '../../../../src/domain/forms/lead-kinds.ts';
import { checkLeadContext } from '../../../../src/domain/forms/lead-request.ts';
import { fieldsOf } from '../../../support/lead-fields.ts';

const fields = fieldsOf('finance-enquiry', { dealershipOptions: ['kia-frankston', 'mg-dandenong'] });
const FINANCE_LINK_PARAMS = leadKindDefinition('finance-enquiry').linkParams!;
const finance = (search: string) => linkedValues(search, FINANCE_LINK_PARAMS, fields);
const VIN = 'KNADN512AP6812345';

describe('linkedValues: a finance link’s query string', () => {
  it('prefills the dealership and the budget, and takes the car as the lead’s context', () => {
    expect(
      finance(
        `?preferredDealership=mg-dandenong&vehiclePriceBudget=32990&car_id=4821&car_type=used&vin=${VIN}&utm_source=x`,
      ),
    ).toEqual({
      prefill: { preferredDealership: 'mg-dandenong', vehiclePriceBudget: '32990' },
      context: { car_id: '4821', car_type: 'used', vin: VIN },
    });
  });

  it('is nothing without a query string', () => {
    expect(finance('')).toEqual({ prefill: {}, context: {} });
  });

  it('keeps a budget as the link wrote it, when the field accepts it', () => {
    expect(finance('?vehiclePriceBudget=%2430%2C000').prefill).toEqual({ vehiclePriceBudget: '$30,000' });
  });

  it.each([
    ['a dealership that is not the site’s', '?preferredDealership=elsewhere'],
    ['a budget that is not an amount', '?vehiclePriceBudget=lots'],
    ['a budget of nothing', '?vehiclePriceBudget=0'],
    ['empty values', '?preferredDealership=&vehiclePriceBudget=%20&car_id=&vin='],
  ])('drops %s: the shopper never meets an error they did not make', (_, search) => {
    expect(finance(search).prefill).toEqual({});
  });

  it.each([
    ['a car type other than new, used or demo', '?car_type=classic', {}],
    ['a vin over 17 characters', `?vin=${VIN}XYZ`, {}],
    ['a car id over 100 characters', `?car_id=${'9'.repeat(101)}`, {}],
    ['spaces around a value', '?car_id=%204821%20', { car_id: '4821' }],
  ])('keeps only context the lead API accepts: %s', (_, search, context) => {
    expect(finance(search).context).toEqual(context);
  });

  it('reads only the parameters it is given, and only for fields the form has', () => {
    expect(linkedValues('?message=Hi&name=Jane', { fields: ['message', 'nothing'], context: [] }, fields)).toEqual({
      prefill: { message: 'Hi' },
      context: {},
    });
  });
});

describe('withPrefill: the link’s values go into the form', () => {
  const start = initialValues(fields);

  it('fills empty fields, and the form then passes the shared schema', () => {
    const values = withPrefill(
      start,
      finance('?preferredDealership=kia-frankston&vehiclePriceBudget=25000').prefill,
      new Set(),
    );
    expect(values).toMatchObject({ preferredDealership: 'kia-frankston', vehiclePriceBudget: '25000' });
    const check = checkForm(fields, {
      ...values,
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
      postcode: '3199',
    });
    expect(check).toMatchObject({
      ok: true,
      values: { preferredDealership: 'kia-frankston', vehiclePriceBudget: 25000 },
    });
  });

  it('never overwrites what the shopper typed or touched', () => {
    const typed = { ...start, vehiclePriceBudget: '40000' };
    const prefill = { preferredDealership: 'kia-frankston', vehiclePriceBudget: '25000' };
    expect(withPrefill(typed, prefill, new Set(['preferredDealership']))).toBe(typed);
  });

  it('returns the same values when nothing changes', () => {
    expect(withPrefill(start, {}, new Set())).toBe(start);
  });
});

describe('withLinkedContext: the lead’s context', () => {
  it('adds the link’s car to the page’s context; what the page knew at build time wins', () => {
    expect(
      withLinkedContext(
        { car_id: '77', 'Vehicle Make': 'Kia', stock_number: '' },
        { car_id: '4821', car_type: 'used', vin: VIN },
      ),
    ).toEqual({ car_id: '77', car_type: 'used', vin: VIN, 'Vehicle Make': 'Kia' });
  });

  it('travels in the request body, and the lead API accepts it', () => {
    const context = withLinkedContext({}, finance(`?car_id=4821&car_type=demo&vin=${VIN}`).context);
    const body = leadPayload('finance-enquiry', {}, context, { href: '', userAgent: '', trail: null }, '');
    expect(body).toMatchObject({ kind: 'finance-enquiry', car_id: '4821', car_type: 'demo', vin: VIN });
    expect(checkLeadContext(body)).toMatchObject({ ok: true });
  });
});
