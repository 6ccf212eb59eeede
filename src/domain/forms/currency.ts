/**
 * A price as a shopper types it, read back: 29500, '29500', '$29,500' or '29,500.50' → the
 * amount in dollars; null when it is not a positive amount with at most 2 decimals. The forms'
 * currency fields read it (fields.ts), and the purchase's finance step, which carries no form
 * schema: a module of its own, so that step does not carry the forms' schemas for it.
 */
export function parseCurrency(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 && Number.isFinite(amount) ? amount : null;
}
