import { holdEndText } from '../../reservations/hold-end.ts';

/** The shopper's e-mail of a prize won: plain text. */
interface VoucherEmailText {
  subject: string;
  text: string;
}

interface VoucherEmailInput {
  siteName: string;
  /** The shopper's first name. */
  name: string;
  campaignTitle: string;
  prize: { name: string; description: string };
  voucher: string;
  /** When the spin was drawn, said on the dealer's clock. */
  spunAt: Date;
  timeZone: string;
  /** Who to call about claiming it: the site's main contact. */
  phone: string;
  /** The campaign's terms, paragraphs apart by blank lines: a voucher is claimed under them. */
  terms: string;
}

/**
 * The shopper's voucher once the wheel stops on a prize: what they won, the code to quote,
 * how to claim it (the prize's description), who to call, and the campaign's terms in full,
 * since the voucher stands on them and a shopper may claim it long after the page is gone.
 */
export function spinVoucherEmail(input: VoucherEmailInput): VoucherEmailText {
  return {
    subject: `You won ${input.prize.name} – ${input.siteName}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Congratulations! You spun the wheel in ${input.campaignTitle} and won: ${input.prize.name}.`,
      ...(input.prize.description ? ['', input.prize.description] : []),
      '',
      `Your voucher code: ${input.voucher}`,
      `Spun on ${holdEndText(input.spunAt, input.timeZone)}.`,
      '',
      'How to claim it',
      `Quote your voucher code to ${input.siteName}. Our team has your details and will contact you about your prize.`,
      '',
      `Questions? Call ${input.siteName} on ${input.phone}.`,
      '',
      'Terms and conditions',
      input.terms.trim(),
      '',
      input.siteName,
    ].join('\n'),
  };
}
