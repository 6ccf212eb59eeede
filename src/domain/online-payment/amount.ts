import { formatDollarsAndCents } from '../format.ts';

/** spec §2 /online-payment: the smallest amount a payment request may ask for, in dollars. */
export const MINIMUM_PAYMENT_DOLLARS = 1;

/** Within this of a whole number of cents is a whole number of cents: 0.1 + 0.2 is 30 cents. */
const FLOAT_SLACK = 1e-6;

/** Whether an amount in dollars is whole cents (450, 450.5, 450.55; not 450.555). */
export function isWholeCents(dollars: number): boolean {
  const cents = dollars * 100;
  return Math.abs(cents - Math.round(cents)) < FLOAT_SLACK;
}

/** An amount in dollars as the cents a processor is asked for. */
export function amountCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** An amount in cents as a receipt and the page say it: $450.00, $1,234.50. */
export function paymentAmountText(cents: number): string {
  return formatDollarsAndCents(cents / 100);
}
