import { describe, expect, it } from 'vitest';
import { spinToWinProps } from '../../../../src/views/promo/spin-to-win-props.ts';
import { WHEEL_RADIUS, wheelSegments } from '../../../../src/views/promo/wheel.ts';
import { demoSite } from '../../../support/sites.ts';

const prizes = [
  { id: 'fuel', label: '$100 fuel' },
  { id: 'tint', label: 'Window tint' },
  { id: 'service', label: 'Free service' },
];

describe('the wheel', () => {
  it('a segment per prize, each followed by a no-prize segment, the same size, from the top clockwise', () => {
    const segments = wheelSegments(prizes, true);
    expect(segments.map((s) => [s.prizeId, s.label, s.tone, s.middle])).toEqual([
      ['fuel', '$100 fuel', 'a', 30],
      [null, 'Try again', 'none', 90],
      ['tint', 'Window tint', 'b', 150],
      [null, 'Try again', 'none', 210],
      ['service', 'Free service', 'a', 270],
      [null, 'Try again', 'none', 330],
    ]);
    expect(segments[0]!.path).toBe(`M 0 0 L 0 ${-WHEEL_RADIUS} A 240 240 0 0 1 207.85 -120 Z`);
    expect(segments[0]!.labelTransform).toBe('rotate(30) translate(0 -150) rotate(-90)');
    expect(segments[4]!.labelTransform).toBe('rotate(270) translate(0 -150) rotate(90)');
  });

  it('no no-prize segments when the prizes leave nothing; a single prize is the whole disc', () => {
    expect(wheelSegments(prizes, false).map((s) => s.middle)).toEqual([60, 180, 300]);
    expect(wheelSegments([prizes[0]!], false)[0]!.path).toMatch(/^M 0 -240 A 240 240 0 1 1 0 240 A/);
  });
});

describe('the island’s props', () => {
  it('a gated site: its sign-in type, the campaign open at build time, odds and terms', () => {
    const site = demoSite('southern-cross-motors');
    const props = spinToWinProps(site, new Date('2026-11-29T00:00:00Z'))!;
    expect(props.signInType).toBe('spin-to-win');
    expect(props.initial).toEqual({ campaignId: 'summer-2026', phase: 'open' });
    expect(props.fields.map((f) => f.name)).toEqual(['name', 'last_name', 'email', 'phone']);
    const [campaign] = props.campaigns;
    expect(campaign!.phaseText.open).toBe('Spin before Sunday 31 October 2027, 11:59 pm AEDT.');
    expect(campaign!.odds[0]).toEqual({ label: '$100 fuel card', odds: '1 in 20 (5%)' });
    expect(campaign!.odds.at(-1)).toEqual({ label: 'No prize', odds: '81.5%' });
    expect(campaign!.terms.length).toBeGreaterThan(2);
    expect(campaign!.wheel).toHaveLength(12);
  });

  it('an open site has no sign-in type; a site without the promotion has no props', () => {
    expect(spinToWinProps(demoSite('outback-rv'), new Date('2026-11-29T00:00:00Z'))!.signInType).toBeNull();
    expect(spinToWinProps(demoSite('harbourside-toyota'), new Date('2026-11-29T00:00:00Z'))).toBeNull();
  });
});
