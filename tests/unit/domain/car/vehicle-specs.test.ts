import { describe, expect, it } from 'vitest';
import { specsTitle, type SpecRow, visibleSpecRows } from '../../../../src/domain/car/vehicle-specs.ts';

const row = (key: string, value: SpecRow['value']): SpecRow => ({ key, label: key, value });
const rows: SpecRow[] = [
  row('make', 'Toyota'),
  row('rego', 'ABC123'),
  row('colour', ''),
  row('badge', '   '),
  row('cylinders', 0),
  row('seats', null),
  row('doors', undefined),
  row('torque', Number.NaN),
  row('vin', 'JTMBFREV00D012345'),
];

describe('vehicle specs (spec §5: empty rows hidden, configured keys removed, default rego)', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  \t', true],
    [Number.NaN, true],
    [0, false],
    ['0', false],
    ['-', false],
    ['N/A', false],
    [2.5, false],
  ])('%o is empty: %s', (value, empty) =>
    expect(visibleSpecRows([row('seats', value)], [])).toHaveLength(empty ? 0 : 1),
  );

  it('hides empty rows and rego by default, keeping the order', () => {
    expect(visibleSpecRows(rows).map((r) => r.key)).toEqual(['make', 'cylinders', 'vin']);
  });

  it.each([
    [[], ['make', 'rego', 'cylinders', 'vin']],
    [
      ['rego', 'vin'],
      ['make', 'cylinders'],
    ],
    [
      [' VIN ', 'Rego'],
      ['make', 'cylinders'],
    ], // case and spaces ignored
    [['seats'], ['make', 'rego', 'cylinders', 'vin']],
  ])('removed keys %o → %o', (removed, expected) => {
    expect(visibleSpecRows(rows, removed).map((r) => r.key)).toEqual(expected);
  });
});

describe("All Specifications title '{type} Details' (spec §2)", () => {
  it.each([
    ['car', 'Car Details'],
    ['caravan', 'Caravan Details'],
    ['motorcycle', 'Motorcycle Details'],
    ['Vehicle', 'Vehicle Details'],
    ['', 'Vehicle Details'],
  ])('%s → %s', (type, title) => expect(specsTitle(type)).toBe(title));
});
