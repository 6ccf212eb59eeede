/**
 * Sign-in codes go to Australian mobile numbers only (04xx xxx xxx, or +61 4xx xxx xxx), as
 * a shopper types them: spaces, dashes, dots and brackets are ignored. The number is kept
 * and compared in one form, E.164 (+614xxxxxxxx), so '0412 345 678' and '+61412345678'
 * are one shopper.
 */
export function australianMobile(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 32) return null;
  const digits = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+?61|0)(4\d{8})$/.exec(digits);
  return match ? `+61${match[1]}` : null;
}

/** The number as a shopper reads it: 0412 345 678. */
export function displayMobile(e164: string): string {
  const national = `0${e164.slice(3)}`;
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}
