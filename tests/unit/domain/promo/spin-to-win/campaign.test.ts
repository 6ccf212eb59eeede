import { describe, expect, it } from 'vitest';
import {
  campaignAt,
  openCampaign,
  promotionTimeZone,
  type SpinCampaign,
} from '../../../../../src/domain/promo/spin-to-win/campaign.ts';

const campaign = (id: string, starts: string, ends: string): SpinCampaign => ({
  id,
  title: id,
  starts,
  ends,
  terms: 'Terms.',
  prizes: [{ id: 'p', name: 'Prize', label: 'Prize', description: '', stock: 1, chance: 0.1 }],
});

const summer = campaign('summer', '2026-12-01T09:00+11:00', '2027-02-01T00:00+11:00');
const winter = campaign('winter', '2027-06-01T09:00+10:00', '2027-08-01T00:00+10:00');
const campaigns = [winter, summer];

describe('the campaign open at a time (starts inclusive, ends exclusive)', () => {
  it.each([
    ['2026-11-30T21:59:59Z', null],
    ['2026-11-30T22:00:00Z', 'summer'],
    ['2027-01-31T12:59:59Z', 'summer'],
    ['2027-01-31T13:00:00Z', null],
    ['2027-06-01T00:00:00Z', 'winter'],
  ])('at %s: %s', (at, id) => {
    expect(openCampaign(campaigns, new Date(at))?.id ?? null).toBe(id);
  });
});

describe('what the page speaks of', () => {
  it.each([
    ['2026-11-29T00:00:00Z', 'summer', 'upcoming'],
    ['2026-12-15T00:00:00Z', 'summer', 'open'],
    ['2027-03-01T00:00:00Z', 'winter', 'upcoming'],
    ['2027-07-01T00:00:00Z', 'winter', 'open'],
    ['2027-09-01T00:00:00Z', 'winter', 'ended'],
  ])('at %s: %s, %s', (at, id, phase) => {
    expect(campaignAt(campaigns, new Date(at))).toEqual({ campaign: id === 'summer' ? summer : winter, phase });
  });

  it('nothing without campaigns', () => {
    expect(campaignAt([], new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});

describe('the time zone of the dates', () => {
  const at = (state: 'WA' | 'VIC' | 'TAS', primary?: boolean) => ({
    ...(primary === undefined ? {} : { primary }),
    address: { street: '1 Main St', city: 'Town', state, postcode: '6000' },
  });

  it('is the main location’s, else the first location’s', () => {
    expect(promotionTimeZone([at('WA'), at('TAS', true)] as never)).toBe('Australia/Hobart');
    expect(promotionTimeZone([at('VIC'), at('WA')] as never)).toBe('Australia/Melbourne');
  });
});
