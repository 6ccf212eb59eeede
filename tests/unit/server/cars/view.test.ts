import { describe, expect, it } from 'vitest';
import { liveFields, parseViewQuery } from '../../../../src/server/cars/view.ts';
import { makeCar } from '../../../support/vehicle-fixtures.ts';

const car = makeCar({ reserved: false });
const fields = {
  status: car.status,
  reserved: false,
  price: car.price,
  before_price: car.before_price,
  photos_count: car.photos_count,
  updated_at: car.updated_at,
};
/** The query of a page built with the car as the feed has it now. */
const upToDate = { photos_count: car.photos_count, updated_at: Date.parse(car.updated_at) };
const outOfDate = { photos_count: car.photos_count, updated_at: Date.parse(car.updated_at) - 1 };

describe('liveFields: view.json’s car_fields, with the reservations through our checkout', () => {
  it('not reserved here: the fields when the page is out of date, else null', () => {
    expect(liveFields(car, upToDate, false)).toBeNull();
    expect(liveFields(car, outOfDate, false)).toEqual(fields);
  });

  it('reserved here: reserved on every answer, an up-to-date page’s too', () => {
    expect(liveFields(car, upToDate, true)).toEqual({ ...fields, reserved: true });
    expect(liveFields(car, outOfDate, true)).toEqual({ ...fields, reserved: true });
    expect(liveFields(car, {}, true)).toEqual({ ...fields, reserved: true });
  });

  it('the feed says reserved already: nothing new for a page built with it', () => {
    const reserved = makeCar({ reserved: true });
    expect(liveFields(reserved, upToDate, true)).toBeNull();
    expect(liveFields(reserved, outOfDate, true)).toEqual({ ...fields, reserved: true });
  });

  it('a page built with the car reserved, the reservation ended: reserved false on every answer', () => {
    expect(liveFields(car, { ...upToDate, reserved: true }, false)).toEqual(fields);
    expect(liveFields(car, { ...outOfDate, reserved: true }, false)).toEqual(fields);
    expect(liveFields(car, { reserved: true }, false)).toEqual(fields);
    expect(liveFields(car, { ...upToDate, reserved: false }, false)).toBeNull();
    // still held: reserved, as for any page
    expect(liveFields(car, { ...upToDate, reserved: true }, true)).toEqual({ ...fields, reserved: true });
  });

  it('a page built with the car reserved that the feed marks reserved: nothing new', () => {
    const reserved = makeCar({ reserved: true });
    expect(liveFields(reserved, { ...upToDate, reserved: true }, false)).toBeNull();
  });

  it('a sold car stays sold: the page shows SOLD before Reserved', () => {
    const sold = makeCar({ status: 'sold', sold_date_timestamp: 1_700_000_000 });
    expect(liveFields(sold, {}, true)).toMatchObject({ status: 'sold', reserved: true });
  });
});

describe('parseViewQuery: reserved, from a page built with the car reserved', () => {
  it('true or false, once', () => {
    expect(parseViewQuery({ reserved: ['true'] })).toEqual({ ok: true, query: { reserved: true } });
    expect(parseViewQuery({ reserved: ['false'] })).toEqual({ ok: true, query: { reserved: false } });
    expect(parseViewQuery({})).toEqual({ ok: true, query: {} });
  });

  it('anything else is refused, naming the parameter', () => {
    const refused = { ok: false, errors: { reserved: 'Please send reserved as true or false.' } };
    expect(parseViewQuery({ reserved: ['1'] })).toEqual(refused);
    expect(parseViewQuery({ reserved: ['true', 'true'] })).toEqual(refused);
  });
});
