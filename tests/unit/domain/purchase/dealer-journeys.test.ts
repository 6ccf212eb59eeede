import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEALER_JOURNEY_MESSAGES, DealerJourneyQuerySchema } from '../../../../src/domain/purchase/dealer-journeys.ts';

const parse = (query: Record<string, string>) => v.safeParse(DealerJourneyQuerySchema, query);

describe('the dealer’s purchase journey filters', () => {
  it('read a page of 25 by default, and each filter as given', () => {
    expect(parse({}).output).toEqual({ limit: 25 });
    expect(parse({ status: 'abandoned', car: 'rav4-123', limit: '100', cursor: 'abc_-1' }).output).toEqual({
      status: 'abandoned',
      car: 'rav4-123',
      limit: 100,
      cursor: 'abc_-1',
    });
  });

  it.each([
    ['2025-07-01', '2025-07-01T00:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['2025-07-01T09:00:00+08:00', '2025-07-01T01:00:00.000Z'],
    ['2025-07-01T09:00+10:00', '2025-06-30T23:00:00.000Z'],
    ['2025-07-01T09:00:00.123456Z', '2025-07-01T09:00:00.123Z'],
  ])('since %s is the moment %s (a date from midnight UTC)', (since, moment) => {
    expect(parse({ since }).output).toMatchObject({ since: new Date(moment) });
  });

  it.each([
    ['since', '2025-02-29'],
    ['since', '2025-13-01'],
    ['since', '2025-07-01T09:00'],
    ['since', '1 July 2025'],
    ['status', 'done'],
    ['limit', '0'],
    ['limit', '101'],
    ['limit', '2.5'],
    ['car', ''],
    ['cursor', 'a=b'],
  ])('refuse %s=%s, naming it', (name, value) => {
    const parsed = parse({ [name]: value });
    expect(parsed.success).toBe(false);
    expect(parsed.issues?.[0]?.path?.map((item) => item.key)).toEqual([name]);
    expect(parsed.issues?.[0]?.message).toBe(DEALER_JOURNEY_MESSAGES[name as keyof typeof DEALER_JOURNEY_MESSAGES]);
  });

  it('refuse a parameter that is not a filter, naming it', () => {
    const parsed = parse({ stauts: 'finished' });
    expect(parsed.issues?.[0]?.path?.map((item) => item.key)).toEqual(['stauts']);
    expect(parsed.issues?.[0]?.message).toBe(DEALER_JOURNEY_MESSAGES.unknown);
  });
});
