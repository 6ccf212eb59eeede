import { truncateText } from './truncate.ts';

/**
 * spec §4 "Offer description and disclaimer toggle between truncated and full" and
 * spec §9 "Offer text: description truncated to 160 characters when over 200; disclaimer 200".
 * Short texts (up to 200 characters) start expanded and have no toggle.
 */
export type OfferTextKind = 'description' | 'disclaimer';

interface OfferTextRule {
  /** Texts longer than this many characters are truncated. */
  longerThan: number;
  /** How many characters the truncated text keeps. */
  keep: number;
  /** The toggle's labels (spec §4), collapsed and expanded. */
  more: string;
  less: string;
}

const OFFER_TEXT_RULES: Readonly<Record<OfferTextKind, OfferTextRule>> = {
  description: { longerThan: 200, keep: 160, more: 'View more', less: 'View less' },
  disclaimer: { longerThan: 200, keep: 200, more: 'View full disclaimer', less: 'less disclaimer' },
};

export interface OfferText {
  full: string;
  /** The truncated text with an ellipsis, or null when the text is short and shows in full. */
  truncated: string | null;
  more: string;
  less: string;
}

/** The card view of an offer's plain-text description or disclaimer. */
export function offerText(text: string, kind: OfferTextKind): OfferText {
  const rule = OFFER_TEXT_RULES[kind];
  return {
    full: text.trim(),
    truncated: truncateText(text, rule.longerThan, rule.keep),
    more: rule.more,
    less: rule.less,
  };
}
