import type { Location } from '../../../tenant/schema/locations.ts';
import type { SpinToWin } from '../../../tenant/schema/spin-to-win.ts';
import { timeZoneForState } from '../../hours/state-time-zone.ts';
import { isWithin } from '../date-window.ts';

export type SpinCampaign = SpinToWin['campaigns'][number];
export type SpinPrize = SpinCampaign['prizes'][number];

/** Where a campaign stands at a moment: spinning, not yet open, or closed. */
export type CampaignPhase = 'open' | 'upcoming' | 'ended';

export interface CampaignAtTime {
  campaign: SpinCampaign;
  phase: CampaignPhase;
}

const startOf = (campaign: SpinCampaign) => Date.parse(campaign.starts);
const endOf = (campaign: SpinCampaign) => Date.parse(campaign.ends);

/**
 * The campaign a spin at `now` belongs to: the one with starts ≤ now < ends (the promo
 * cards' window, date-window.ts), or null between campaigns. The schema keeps campaigns from
 * overlapping, so there is one at most.
 */
export function openCampaign(campaigns: readonly SpinCampaign[], now: Date): SpinCampaign | null {
  return campaigns.find((campaign) => isWithin({ start: campaign.starts, end: campaign.ends }, now)) ?? null;
}

/**
 * What the page speaks of at `now`: the open campaign, else the next to open (its opening
 * date is news to a shopper), else the last to have closed; null only for no campaigns.
 */
export function campaignAt(campaigns: readonly SpinCampaign[], now: Date): CampaignAtTime | null {
  const open = openCampaign(campaigns, now);
  if (open) return { campaign: open, phase: 'open' };
  const at = now.getTime();
  const next = campaigns.filter((c) => startOf(c) > at).sort((a, b) => startOf(a) - startOf(b))[0];
  if (next) return { campaign: next, phase: 'upcoming' };
  const last = [...campaigns].sort((a, b) => endOf(b) - endOf(a))[0];
  return last ? { campaign: last, phase: 'ended' } : null;
}

/**
 * The time zone a site's promotion dates are said in: its main location's (the first marked
 * primary, else the first), as the dealer who wrote the dates keeps time.
 */
export function promotionTimeZone(locations: readonly Pick<Location, 'primary' | 'address'>[]): string {
  const main = locations.find((location) => location.primary) ?? locations[0];
  return timeZoneForState(main?.address.state ?? 'NSW');
}
