/**
 * How many leads one phone number may send to one website before they look like someone
 * else using the shopper's number: past 5 within an hour, a lead is still taken and
 * delivered, flagged as suspected abuse. Refusing it instead would let anyone who knows a
 * shopper's number lock that shopper out of the dealer's forms.
 */
export const PHONE_LEAD_LIMIT = { leads: 5, perSeconds: 3600 } as const;

/**
 * A phone number as digits in its national form, so '+61 412 345 678', '0412-345-678' and
 * '(04) 1234 5678' are one number; null when no digit is left.
 */
export function normalisedPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return null;
  return digits.startsWith('61') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}
