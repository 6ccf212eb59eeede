/** Who made a payment attempt: the signed-in account (null for a visitor) and the e-mail typed. */
export interface PayingShopper {
  userId: string | null;
  email: string;
}

const mailbox = (email: string) => email.trim().toLowerCase();

/**
 * Whether a new payment attempt comes from the shopper whose bank check (3-D Secure) is still
 * waiting (Stripe.js failed on their page, say), so it may take its place: the same account
 * where the waiting attempt recorded one, else the same e-mail, case and spaces aside. Another
 * shopper is not: the waiting check keeps what it holds until its time is up.
 */
export function isSameShopper(waiting: PayingShopper, attempt: PayingShopper): boolean {
  if (waiting.userId !== null) return attempt.userId === waiting.userId;
  return mailbox(waiting.email) !== '' && mailbox(waiting.email) === mailbox(attempt.email);
}
