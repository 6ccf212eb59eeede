/** spec §4 Phone reveal: the first 5 characters stay visible. */
const PHONE_REVEAL_KEPT = 5;

/**
 * spec §4 Phone reveal: the number shows with its first 5 characters kept and the rest
 * starred. The first 5 are counted as written, spaces included; after them every
 * character but a space becomes '*', so the grouping of the number still shows:
 * '0412 345 678' → '0412 *** ***', '03 9555 0100' → '03 95** ****'.
 */
export function maskPhone(phone: string): string {
  const chars = Array.from(phone.trim());
  return chars.map((char, i) => (i < PHONE_REVEAL_KEPT || char === ' ' ? char : '*')).join('');
}

/** The tel: link of a revealed number: '03 9555 0100' → 'tel:0395550100' (spaces, dashes and brackets dropped). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[\s\-()]/g, '')}`;
}
