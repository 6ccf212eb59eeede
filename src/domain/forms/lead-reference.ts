const REFERENCE_LENGTH = 8;

/**
 * A lead's short reference for the shopper to quote: the first 8 letters and digits of its
 * stored id, upper case ("3F2A9C1B" for "3f2a9c1b-…"). Derived, never stored: the dealer's
 * e-mail prints it beside the full id, and the id starts with it.
 */
export function leadReference(leadId: string): string {
  return leadId
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, REFERENCE_LENGTH)
    .toUpperCase();
}
