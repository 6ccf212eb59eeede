import { truncateText } from './truncate.ts';

/** spec §9: "Dealer comments truncated at 400 characters with show more/less." */
const DEALER_COMMENTS_LIMIT = 400;

/** spec §8: what shows when the dealer has written no comments. */
const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

export interface DealerComments {
  /** The comments, or the pending message when there are none. */
  full: string;
  /** The first 400 characters and an ellipsis, or null when the comments show in full. */
  truncated: string | null;
  /** True when the dealer has written nothing (only whitespace counts as nothing). */
  pending: boolean;
  more: 'Show more';
  less: 'Show less';
}

/**
 * The vehicle page's Our Comments / Dealer Comments section. Decided: comments of up to
 * 400 characters show in full without a toggle; longer ones keep their first 400
 * characters (code points) and add an ellipsis, and the toggle shows the rest.
 */
export function dealerComments(comments: string | null | undefined): DealerComments {
  const text = (comments ?? '').trim();
  const labels = { more: 'Show more', less: 'Show less' } as const;
  if (text === '') return { full: DEALER_COMMENTS_PENDING, truncated: null, pending: true, ...labels };
  return { full: text, truncated: truncateText(text, DEALER_COMMENTS_LIMIT), pending: false, ...labels };
}
