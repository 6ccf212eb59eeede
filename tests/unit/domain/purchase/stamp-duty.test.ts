import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onRoadCostsTable } from '../../../../src/catalog/on-road-costs.ts';
import type { OnRoadCostsTable } from '../../../../src/catalog/schema/on-road-costs.ts';
import { SIMPLE_BODIES, SIMPLE_FUELS } from '../../../../src/catalog/schema/vocabulary.ts';
import { dutyScale, stampDuty, type DutyVehicle } from '../../../../src/domain/purchase/stamp-duty.ts';
import { AUSTRALIAN_STATES, type AustralianState } from '../../../../src/tenant/schema/fields.ts';

const table = onRoadCostsTable();

const vehicle = (overrides: Partial<DutyVehicle> = {}): DutyVehicle => ({
  fuel: 'Petrol',
  body: 'SUV',
  cylinders: 4,
  co2GramsPerKm: null,
  condition: 'new',
  ...overrides,
});

const PETROL_4 = vehicle();
const PETROL_6 = vehicle({ cylinders: 6 });
const PETROL_8 = vehicle({ cylinders: 8 });
const CYLINDERS_UNKNOWN = vehicle({ cylinders: null });
const HYBRID = vehicle({ fuel: 'Hybrid' });
const PLUG_IN = vehicle({ fuel: 'Plug-in Hybrid' });
const ELECTRIC = vehicle({ fuel: 'Electric', cylinders: null });
const NEW_UTE = vehicle({ fuel: 'Diesel', body: 'Ute' });
const USED_UTE = vehicle({ fuel: 'Diesel', body: 'Ute', condition: 'used' });
const LOW_CO2_HYBRID = vehicle({ fuel: 'Hybrid', co2GramsPerKm: 98 });

type Row = [value: number, vehicle: DutyVehicle, duty: number];

// Each state's published formula at the edges of its brackets (a bracket runs from above
// one threshold up to the next, inclusive; "or part of $100" rounds the value up).
const CASES: Record<AustralianState, Row[]> = {
  NSW: [
    [1, PETROL_4, 3],
    [100, PETROL_4, 3],
    [100.01, PETROL_4, 6],
    [44_999, PETROL_4, 1_350],
    [45_000, PETROL_4, 1_350],
    [45_000.01, PETROL_4, 1_355],
    [45_100, PETROL_4, 1_355],
    [45_101, PETROL_4, 1_360],
    [60_000, PETROL_4, 2_100],
    [60_000, ELECTRIC, 2_100],
  ],
  VIC: [
    [200, PETROL_4, 8.4],
    [200.01, PETROL_4, 16.8],
    [80_567, PETROL_4, 3_385.2],
    [80_567.01, PETROL_4, 4_191.2],
    [100_000, PETROL_4, 5_200],
    [100_000.01, PETROL_4, 7_014],
    [150_000, PETROL_4, 10_500],
    [150_000.01, PETROL_4, 13_518],
    // green car: $8.40 per $200 at every value; a hybrid is green only with its CO2 figure
    [100_000, ELECTRIC, 4_200],
    [100_000, LOW_CO2_HYBRID, 4_200],
    [100_000, HYBRID, 5_200],
    // non-passenger: $5.40 new, $8.40 used (demonstrators included)
    [60_000, NEW_UTE, 1_620],
    [60_000, USED_UTE, 2_520],
    [100_000.01, NEW_UTE, 2_705.4],
  ],
  QLD: [
    [30_000.5, PETROL_4, 903],
    [100_000, PETROL_4, 3_000],
    [100_000.01, PETROL_4, 5_005],
    [100_000, CYLINDERS_UNKNOWN, 3_000],
    [50_000, HYBRID, 1_000],
    [50_000, PLUG_IN, 1_000],
    [100_000, ELECTRIC, 2_000],
    [100_001, HYBRID, 4_004],
    [50_000, PETROL_6, 1_750],
    [100_000, PETROL_6, 3_500],
    [120_000, PETROL_6, 6_600],
    [50_000, PETROL_8, 2_000],
    [120_000, PETROL_8, 7_200],
  ],
  WA: [
    [12_345.67, PETROL_4, 339.5],
    [20_000, PETROL_4, 550],
    [25_000, PETROL_4, 687.5],
    // R = 2.75 + (value - 25,000) / 6,666.66, rounded to 2 places; duty rounded down to 5 cents
    [25_001, PETROL_4, 687.5],
    [30_000, PETROL_4, 1_050],
    [37_500, PETROL_4, 1_736.25],
    [40_000, PETROL_4, 2_000],
    [50_000, PETROL_4, 3_250],
    [50_000.01, PETROL_4, 3_250],
    [50_001, PETROL_4, 3_250.05],
    [80_000, ELECTRIC, 5_200],
  ],
  SA: [
    [100, PETROL_4, 5],
    [500, PETROL_4, 5],
    [600, PETROL_4, 6],
    [1_000, PETROL_4, 10],
    [1_000.01, PETROL_4, 12],
    [2_000, PETROL_4, 30],
    [2_000.01, PETROL_4, 33],
    [3_000, PETROL_4, 60],
    [3_000.01, PETROL_4, 64],
    [30_000, PETROL_4, 1_140],
    [50_000, PETROL_4, 1_940],
    // commercial (utes, vans): $3 for every $100 above $3,000
    [3_000, NEW_UTE, 60],
    [30_000, NEW_UTE, 870],
  ],
  TAS: [
    [600, PETROL_4, 20],
    [600.01, PETROL_4, 21],
    [27_750, PETROL_4, 834],
    [35_000, PETROL_4, 1_050],
    [35_000.01, PETROL_4, 1_061],
    [38_750, PETROL_4, 1_468],
    [40_000, PETROL_4, 1_600],
    [40_000.01, PETROL_4, 1_604],
    [65_750, PETROL_4, 2_632],
  ],
  ACT: [
    [45_000, PETROL_4, 1_350],
    [45_000.01, PETROL_4, 1_355],
    [80_000, PETROL_4, 3_100],
    [80_000.01, PETROL_4, 3_108],
    [100_000, PETROL_4, 4_700],
    [45_000, ELECTRIC, 1_125],
    [60_000, ELECTRIC, 1_725],
    [80_000, ELECTRIC, 2_525],
    [90_000, ELECTRIC, 3_325],
  ],
  NT: [
    [100, PETROL_4, 3],
    [100.01, PETROL_4, 6],
    [250_000, PETROL_4, 7_500],
    [250_000, ELECTRIC, 7_500],
  ],
};

describe('stamp duty by each state’s published formula (issue 28)', () => {
  for (const state of AUSTRALIAN_STATES) {
    it.each(CASES[state])(`${state}: a dutiable value of $%d (%o) pays $%d`, (value, car, duty) => {
      expect(stampDuty(state, value, car, table)).toBe(duty);
    });
  }

  it.each(AUSTRALIAN_STATES)('%s: no price, no duty (0, negative, NaN)', (state) => {
    for (const value of [0, -1, Number.NaN]) expect(stampDuty(state, value, PETROL_4, table)).toBe(0);
  });

  it('picks the first duty scale a vehicle meets, in the table’s order', () => {
    const qld = table.states.QLD.stampDuty;
    expect(dutyScale(qld, ELECTRIC).label).toMatch(/electric/i);
    expect(dutyScale(qld, vehicle({ fuel: 'Hybrid', cylinders: 8 })).label).toMatch(/hybrid/i);
    expect(dutyScale(qld, PETROL_8).label).toBe('7 or more cylinders');
    expect(dutyScale(qld, PETROL_6).label).toBe('5 or 6 cylinders');
    expect(dutyScale(qld, CYLINDERS_UNKNOWN).label).toBe('1 to 4 cylinders');
    const vic = table.states.VIC.stampDuty;
    expect(dutyScale(vic, vehicle({ fuel: 'Electric', body: 'Ute' })).label).toMatch(/^New non-passenger/);
    expect(dutyScale(vic, vehicle({ body: null })).label).toBe('Other passenger car');
  });
});

describe('stamp duty over the range of prices (fast-check)', () => {
  const anyVehicle = fc.record({
    fuel: fc.option(fc.constantFrom(...SIMPLE_FUELS)),
    body: fc.option(fc.constantFrom(...SIMPLE_BODIES)),
    cylinders: fc.option(fc.integer({ min: 0, max: 16 })),
    co2GramsPerKm: fc.option(fc.integer({ min: 0, max: 400 })),
    condition: fc.constantFrom('new' as const, 'used' as const),
  });
  const state = fc.constantFrom(...AUSTRALIAN_STATES);
  // dollars and cents up to $2,000,000
  const value = fc.integer({ min: 0, max: 200_000_000 }).map((cents) => cents / 100);

  it('is never negative, and is whole cents', () => {
    fc.assert(
      fc.property(state, value, anyVehicle, (s, v, car) => {
        const duty = stampDuty(s, v, car, table);
        expect(duty).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(duty)).toBe(true);
        expect(Math.abs(duty * 100 - Math.round(duty * 100))).toBeLessThan(1e-6);
      }),
    );
  });

  it('never falls as the price rises (for the same car and state)', () => {
    fc.assert(
      fc.property(state, value, value, anyVehicle, (s, a, b, car) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(stampDuty(s, low, car, table)).toBeLessThanOrEqual(stampDuty(s, high, car, table));
      }),
      { numRuns: 500 },
    );
  });

  it('rises by at most one unit’s rate for each unit of value inside a per-unit bracket (NSW: $5 per $100 above $45,000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 45_001, max: 2_000_000 }), (dollars) => {
        const here = stampDuty('NSW', dollars, PETROL_4, table);
        expect(stampDuty('NSW', dollars + 100, PETROL_4, table) - here).toBeCloseTo(5, 6);
      }),
    );
  });

  it('in WA is a multiple of 5 cents', () => {
    fc.assert(
      fc.property(value, (v) => {
        const cents = Math.round(stampDuty('WA', v, PETROL_4, table) * 100);
        expect(cents % 5).toBe(0);
      }),
    );
  });
});

describe('the duty arithmetic on a table of one’s own', () => {
  const withScale = (scale: OnRoadCostsTable['states']['NSW']['stampDuty']['schedules'][number]) => {
    const nsw = table.states.NSW;
    return {
      ...table,
      states: { ...table.states, NSW: { ...nsw, stampDuty: { ...nsw.stampDuty, schedules: [scale] } } },
    } satisfies OnRoadCostsTable;
  };

  it('a percent without rounding is rounded to the nearest cent', () => {
    const own = withScale({ label: 'Any', tiers: [{ kind: 'percent', over: 0, percent: 3.333 }], minimum: 0 });
    expect(stampDuty('NSW', 1_000, PETROL_4, own)).toBe(33.33);
    expect(stampDuty('NSW', 1_015, PETROL_4, own)).toBe(33.83); // 33.82995
  });

  it('a minimum holds at every value', () => {
    const own = withScale({
      label: 'Any',
      tiers: [{ kind: 'per-unit', over: 0, base: 0, rate: 1, per: 100, on: 'whole' }],
      minimum: 25,
    });
    expect(stampDuty('NSW', 1, PETROL_4, own)).toBe(25);
    expect(stampDuty('NSW', 2_600, PETROL_4, own)).toBe(26);
  });
});
