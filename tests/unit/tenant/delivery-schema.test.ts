import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DeliveryFeesSchema } from '../../../src/tenant/schema/delivery.ts';

const messages = (input: unknown) => {
  const result = v.safeParse(DeliveryFeesSchema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
};

describe('the delivery fee table (tenant config)', () => {
  it.each([
    {
      bands: [
        { upToKm: 50, fee: 0 },
        { upToKm: 3000, fee: 0, perKm: 2 },
      ],
      maximumFee: 1500,
    },
    {
      bands: [
        { upToKm: 25, fee: 0 },
        { upToKm: 100, fee: 99 },
        { upToKm: 400, fee: 299 },
      ],
    },
    { bands: [{ upToKm: 0.5, fee: 49.95 }] },
  ])('takes %j', (fees) => {
    expect(messages(fees)).toEqual([]);
  });

  it.each([
    [{ bands: [] }, 'bands: at least one band'],
    [{ bands: [{ upToKm: 0, fee: 0 }] }, 'bands.0.upToKm: more than 0 km'],
    [{ bands: [{ upToKm: 20_000, fee: 0 }] }, 'bands.0.upToKm: at most 10,000 km'],
    [
      {
        bands: [
          { upToKm: 100, fee: 0 },
          { upToKm: 100, fee: 50 },
        ],
      },
      'bands: bands in order of upToKm, each further than the one before',
    ],
    [
      {
        bands: [
          { upToKm: 300, fee: 0 },
          { upToKm: 100, fee: 50 },
        ],
      },
      'bands: bands in order of upToKm, each further than the one before',
    ],
  ])('refuses %j', (fees, message) => {
    expect(messages(fees)).toEqual([message]);
  });

  it('refuses negative money, unknown keys and a missing fee', () => {
    expect(messages({ bands: [{ upToKm: 10, fee: -1 }] })).toHaveLength(1);
    expect(messages({ bands: [{ upToKm: 10, fee: 0, perKm: -0.5 }] })).toHaveLength(1);
    expect(messages({ bands: [{ upToKm: 10, fee: 0 }], maximumFee: -5 })).toHaveLength(1);
    expect(messages({ bands: [{ upToKm: 10, fee: 0, flat: 5 }] })).toHaveLength(1);
    expect(messages({ bands: [{ upToKm: 10 }] })).toHaveLength(1);
    expect(messages({ bands: [{ upToKm: 10, fee: 0 }], freeWithinKm: 5 })).toHaveLength(1);
  });
});
