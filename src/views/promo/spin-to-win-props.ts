import { signInGate } from '../../domain/account/gating.ts';
import type { SignInType } from '../../domain/account/sign-in.ts';
import { CORE_CONTACT_FIELDS } from '../../domain/forms/contact-fields.ts';
import type { FormField } from '../../domain/forms/fields.ts';
import {
  campaignAt,
  promotionTimeZone,
  type CampaignPhase,
  type SpinCampaign,
} from '../../domain/promo/spin-to-win/campaign.ts';
import { noPrizeChance, oddsText } from '../../domain/promo/spin-to-win/draw.ts';
import { campaignClosedText, campaignClosesText, SPIN_TO_WIN_TEXT } from '../../domain/promo/spin-to-win/texts.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { wheelSegments, type WheelSegment } from './wheel.ts';

/** One campaign as the page shows it: everything but the shopper's own spin, which the API says. */
export interface CampaignView {
  id: string;
  title: string;
  /** What the page says under the title in each phase: when it closes, opens, or closed. */
  phaseText: Record<CampaignPhase, string>;
  wheel: WheelSegment[];
  /** The published chances, one line per prize and the rest. */
  odds: { label: string; odds: string }[];
  /** The terms, one paragraph each. */
  terms: string[];
}

/** The spin-to-win island's props: the site's campaigns at build time; which is open, and the shopper's spin, the API says. */
export interface SpinToWinProps {
  formId: string;
  /** Where a prize is sent: first and last name, e-mail, mobile (the lead's contact). */
  fields: readonly FormField[];
  /** spec §2 Gating: the sign-in type a visitor is sent to where spinning needs sign-in; null where it does not. */
  signInType: SignInType | null;
  campaigns: CampaignView[];
  /** The campaign and phase the build saw, rendered until the API answers. */
  initial: { campaignId: string; phase: CampaignPhase };
}

function campaignView(campaign: SpinCampaign, timeZone: string): CampaignView {
  const none = noPrizeChance(campaign.prizes);
  return {
    id: campaign.id,
    title: campaign.title,
    phaseText: {
      open: campaignClosesText(new Date(campaign.ends), timeZone),
      upcoming: campaignClosedText('upcoming', new Date(campaign.starts), timeZone),
      ended: campaignClosedText('ended', new Date(campaign.ends), timeZone),
    },
    wheel: wheelSegments(campaign.prizes, none > 0),
    odds: [
      ...campaign.prizes.map((prize) => ({ label: prize.name, odds: oddsText(prize.chance) })),
      ...(none > 0 ? [{ label: SPIN_TO_WIN_TEXT.noPrize, odds: oddsText(none) }] : []),
    ],
    terms: campaign.terms
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  };
}

/** The island's props for a site that runs spin to win, at `buildTime`; null for one that does not. */
export function spinToWinProps(site: Site, buildTime: Date): SpinToWinProps | null {
  const at = site.spinToWin ? campaignAt(site.spinToWin.campaigns, buildTime) : null;
  if (!site.spinToWin || !at) return null;
  const timeZone = promotionTimeZone(site.locations);
  return {
    formId: 'spin-to-win',
    fields: CORE_CONTACT_FIELDS,
    signInType: signInGate('spinToWin', site.features.signIn) ?? null,
    campaigns: site.spinToWin.campaigns.map((campaign) => campaignView(campaign, timeZone)),
    initial: { campaignId: at.campaign.id, phase: at.phase },
  };
}
