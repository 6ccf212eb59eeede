import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onRoadCostsTable } from '../../../../src/catalog/on-road-costs.ts';
import { driveAwayEstimate, dutyVehicleOf } from '../../../../src/domain/purchase/drive-away.ts';
import type { DutyVehicle } from '../../../../src/domain/purchase/stamp-duty.ts';
import { AUSTRALIAN_STATES } from '../../../../src/tenant/schema/fields.ts';
import type { OnRoadCosts } from '../../../../src/tenant/schema/on-road-costs.ts';

const table = onRoadCostsTable();

const PETROL: DutyVehicle = { fuel: 'Petrol', body: 'Hatch', cylinders: 4, co2GramsPerKm: null, condition: 'new' };
const ctpAmount = (state: keyof typeof table.states) => {
  const ctp = table.states[state].ctp;
  return ctp.paid === 'included-in-registration' ? 0 : ctp.amount;
};

describe('the drive-away estimate (issue 28, online purchase step 1)', () => {
  it('lists the price, stamp duty, registration, CTP and dealer delivery, with their total', () => {
    const estimate = driveAwayEstimate({ price: 40_000, state: 'NSW', vehicle: PETROL, table, dealerDelivery: 1_500 });
    const registration = table.states.NSW.registration.amount;
    const ctp = ctpAmount('NSW');
    expect(estimate).toEqual({
      state: 'NSW',
      parts: [
        { key: 'price', label: 'Vehicle price', amount: 40_000, note: null },
        // NSW counts dealer delivery: $3 for every $100 of $41,500
        { key: 'stampDuty', label: 'Stamp duty', amount: 1_245, note: null },
        { key: 'registration', label: 'Registration (12 months)', amount: registration, note: null },
        { key: 'ctp', label: 'CTP insurance', amount: ctp, note: null },
        { key: 'dealerDelivery', label: 'Dealer delivery', amount: 1_500, note: null },
      ],
      total: 40_000 + 1_245 + registration + ctp + 1_500,
      estimate: true,
      asOf: table.asOf,
      dutiableValue: 41_500,
    });
  });

  it('leaves dealer delivery out of the dutiable value where the state does (WA)', () => {
    const estimate = driveAwayEstimate({ price: 30_000, state: 'WA', vehicle: PETROL, table, dealerDelivery: 1_000 });
    expect(estimate?.dutiableValue).toBe(30_000);
    expect(estimate?.parts.find((p) => p.key === 'stampDuty')?.amount).toBe(1_050);
  });

  it('shows CTP as included where the registration figure holds it (SA, TAS, NT)', () => {
    for (const state of ['SA', 'TAS', 'NT'] as const) {
      const estimate = driveAwayEstimate({ price: 30_000, state, vehicle: PETROL, table });
      expect(estimate?.parts.find((p) => p.key === 'ctp')).toEqual({
        key: 'ctp',
        label: 'CTP insurance',
        amount: 0,
        note: 'Included in registration',
      });
    }
  });

  it('says CTP is paid with registration where it is a line of the registration bill, and names the duty scale where a state has several', () => {
    const estimate = driveAwayEstimate({
      price: 50_000,
      state: 'QLD',
      vehicle: { ...PETROL, fuel: 'Hybrid' },
      table,
    });
    expect(estimate?.parts.find((p) => p.key === 'ctp')?.note).toBe('Paid with registration');
    expect(estimate?.parts.find((p) => p.key === 'stampDuty')).toMatchObject({
      amount: 1_000,
      note: expect.stringMatching(/hybrid/i),
    });
  });

  it('shows no dealer delivery line without a fee', () => {
    const estimate = driveAwayEstimate({ price: 25_000, state: 'VIC', vehicle: PETROL, table });
    expect(estimate?.parts.map((p) => p.key)).toEqual(['price', 'stampDuty', 'registration', 'ctp']);
  });

  it('takes the dealer delivery charge from the car, else the tenant’s fee for the state, else its general fee', () => {
    const overrides: OnRoadCosts = { dealerDelivery: 990, dealerDeliveryByState: { WA: 1_490 } };
    const delivery = (state: 'WA' | 'NSW', dealerDelivery?: number) =>
      driveAwayEstimate({ price: 30_000, state, vehicle: PETROL, table, overrides, dealerDelivery })?.parts.find(
        (p) => p.key === 'dealerDelivery',
      )?.amount;
    expect(delivery('WA')).toBe(1_490);
    expect(delivery('NSW')).toBe(990);
    expect(delivery('WA', 500)).toBe(500);
    expect(delivery('WA', 0)).toBeUndefined();
  });

  it('uses the tenant’s registration and CTP figures for a state in place of the table’s', () => {
    const overrides: OnRoadCosts = {
      governmentCharges: { NSW: { registration: 480, ctp: 590 }, VIC: { registration: 950, ctp: 'included' } },
    };
    const nsw = driveAwayEstimate({ price: 30_000, state: 'NSW', vehicle: PETROL, table, overrides });
    expect(nsw?.parts.slice(2)).toEqual([
      { key: 'registration', label: 'Registration (12 months)', amount: 480, note: null },
      { key: 'ctp', label: 'CTP insurance', amount: 590, note: null },
    ]);
    const vic = driveAwayEstimate({ price: 30_000, state: 'VIC', vehicle: PETROL, table, overrides });
    expect(vic?.parts.slice(2)).toEqual([
      { key: 'registration', label: 'Registration (12 months)', amount: 950, note: null },
      { key: 'ctp', label: 'CTP insurance', amount: 0, note: 'Included in registration' },
    ]);
    // another state keeps the table's figures
    const qld = driveAwayEstimate({ price: 30_000, state: 'QLD', vehicle: PETROL, table, overrides });
    expect(qld?.parts.find((p) => p.key === 'registration')?.amount).toBe(table.states.QLD.registration.amount);
  });

  it('has no estimate for a car without a price', () => {
    for (const price of [0, -5, Number.NaN])
      expect(driveAwayEstimate({ price, state: 'NSW', vehicle: PETROL, table })).toBeNull();
  });

  it('adds up its parts to the cent, never below the price, in every state (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AUSTRALIAN_STATES),
        fc.integer({ min: 1, max: 50_000_000 }).map((cents) => cents / 100),
        fc.option(fc.integer({ min: 0, max: 5_000 })),
        (state, price, dealerDelivery) => {
          const estimate = driveAwayEstimate({ price, state, vehicle: PETROL, table, dealerDelivery });
          expect(estimate).not.toBeNull();
          if (!estimate) return;
          const cents = estimate.parts.reduce((sum, part) => sum + Math.round(part.amount * 100), 0);
          expect(Math.round(estimate.total * 100)).toBe(cents);
          expect(estimate.total).toBeGreaterThanOrEqual(price);
          for (const part of estimate.parts) expect(part.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('dutyVehicleOf: what the duty scales know of a car from its feed fields', () => {
  it.each([
    ['new', 'new'],
    ['demo', 'used'],
    ['used', 'used'],
  ] as const)('a %s car is %s for duty', (carType, condition) => {
    expect(dutyVehicleOf({ simple_fuel: 'Diesel', simple_body: 'Ute', cylinders: 4, car_type: carType })).toEqual({
      fuel: 'Diesel',
      body: 'Ute',
      cylinders: 4,
      co2GramsPerKm: null,
      condition,
    });
  });
});
