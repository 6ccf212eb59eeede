import { describe, expect, it } from 'vitest';
import { showsDepartmentSelector } from '../../../../src/domain/hours/department-selector.ts';
import type { DepartmentType } from '../../../../src/tenant/schema/locations.ts';

const at = (...types: DepartmentType[]) => ({
  departments: types.map((type) => ({ type, phone: '08 9333 0000', openingHours: [] })),
});

describe('sales/service/parts selector (spec §2: one address with several types)', () => {
  it.each([
    [['sales'], false],
    [['service'], false],
    [['sales', 'sales'], false],
    [['sales', 'service'], true],
    [['service', 'parts'], true],
    [['sales', 'service', 'parts'], true],
  ] as const)('%o → %s', (types, shows) => expect(showsDepartmentSelector(at(...types))).toBe(shows));
});
