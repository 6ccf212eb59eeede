import { holdEndText } from '../../reservations/hold-end.ts';

/** The spin-to-win page's words (spec §2 /spin-to-win; the spec gives no wording). */
export const SPIN_TO_WIN_TEXT = {
  spin: 'Spin the wheel',
  spinning: 'Spinning…',
  detailsHeading: 'Your details',
  detailsIntro: 'Tell us where to send your prize, then spin. One spin per person for this promotion.',
  oddsHeading: 'Prizes and your chances',
  oddsIntro: 'Your chance of each prize on a spin, while that prize lasts:',
  noPrize: 'No prize',
  /** A wheel segment that wins nothing. */
  noPrizeLabel: 'Try again',
  termsHeading: 'Terms and conditions',
  wheelLabel: 'The prize wheel',
  loading: 'Loading…',
  retry: 'Try again',
} as const;

/** What the API says when it refuses a spin. */
export const SPIN_TO_WIN_MESSAGES = {
  signIn: 'Please sign in to spin the wheel.',
  notOpen: 'This promotion is not open for spins just now.',
  alreadySpun: 'You have already spun the wheel in this promotion: one spin per person.',
  tooMany: 'Too many spins from this connection. Please wait a few minutes and try again.',
  unavailable: 'The wheel cannot be spun just now. Please try again shortly.',
} as const;

/** The result as the page announces it: the headline, then what follows from it. */
export interface SpinResultText {
  headline: string;
  detail: string;
}

/**
 * A prize won: its name, and its voucher code, which the API gives only to the shopper who
 * spun (null: told to someone who typed the same number; the code went by e-mail).
 */
export function prizeWonText(prizeName: string, voucher: string | null): SpinResultText {
  return {
    headline: `You won: ${prizeName}!`,
    detail: voucher
      ? `Your voucher code is ${voucher}. We have e-mailed it to you with how to claim your prize.`
      : 'We e-mailed the voucher code and how to claim the prize when the wheel was spun.',
  };
}

/** No prize this time, said kindly and without a promise of another spin. */
export const NO_PRIZE_TEXT: SpinResultText = {
  headline: 'Better luck next time',
  detail: 'The wheel stopped on no prize this time. Thanks for playing, and keep an eye out for our next promotion.',
};

/** Said above the form of a shopper who spun before: their result follows. */
export const ALREADY_SPUN_TEXT = 'You have spun the wheel in this promotion. Here is your result:';

/** A campaign not open now: when it opens, or when it closed, on the dealer's clock. */
export function campaignClosedText(phase: 'upcoming' | 'ended', at: Date, timeZone: string): string {
  return phase === 'upcoming'
    ? `This promotion opens on ${holdEndText(at, timeZone)}. Come back then to spin the wheel.`
    : `This promotion closed on ${holdEndText(at, timeZone)}. Thanks to everyone who took part.`;
}

/** An open campaign's closing time, under its title. */
export function campaignClosesText(at: Date, timeZone: string): string {
  return `Spin before ${holdEndText(at, timeZone)}.`;
}
