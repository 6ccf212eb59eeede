import { paymentAmountText } from './amount.ts';
import type { PaymentDealer } from './answers.ts';

/** A shopper's e-mail: plain text. */
interface ReceiptEmailText {
  subject: string;
  text: string;
}

/** Brand names as a receipt prints them; another brand is printed as the processor names it. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
};

/** 'Visa ending 4242', or null when the processor did not say. */
export function cardText(card: { brand: string; last4: string } | null): string | null {
  if (!card) return null;
  return `${BRAND_NAMES[card.brand.toLowerCase()] ?? card.brand} ending ${card.last4}`;
}

/**
 * The receipt of a paid payment request (spec §2 /online-payment): what was paid, to whom, for
 * what, when (on the dealer's clock), by which card (brand and last four digits only), the
 * dealer's reference and our receipt number, and who to ask.
 */
export function paymentReceiptEmail(input: {
  siteName: string;
  name: string;
  reference: string;
  receipt: string;
  description: string;
  amountCents: number;
  paidOn: string;
  card: { brand: string; last4: string } | null;
  dealer: PaymentDealer;
}): ReceiptEmailText {
  const card = cardText(input.card);
  return {
    subject: `Your payment receipt – ${input.reference} – ${input.siteName}`,
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for your payment to ${input.siteName}. This is your receipt.`,
      '',
      `Amount paid: ${paymentAmountText(input.amountCents)} (AUD)`,
      `For: ${input.description}`,
      `Reference: ${input.reference}`,
      `Receipt number: ${input.receipt}`,
      `Paid on: ${input.paidOn}`,
      ...(card ? [`Card: ${card}`] : []),
      '',
      `Questions about this payment? Call ${input.dealer.name} on ${input.dealer.phone} or write to ${input.dealer.email}, quoting your reference.`,
      '',
      input.siteName,
    ].join('\n'),
  };
}
