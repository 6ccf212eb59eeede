import { CAR_WORDS, type VehicleWords } from '../text/vehicle-words.ts';
import type { LeadKind } from './lead-kinds.ts';

type Nouns = Pick<VehicleWords, 'noun' | 'nouns'>;

/**
 * What happens next, as /success tells it for every kind of lead (spec §2 /success; the spec
 * gives no wording): only what the dealer actually does, no promise of a time. A new kind
 * does not compile until it has its line here.
 */
const LEAD_FOLLOW_UPS: Record<LeadKind, (words: Nouns) => string> = {
  enquiry: () => 'Our team will read your enquiry and get back to you by phone or e-mail.',
  'test-drive': () => 'We will contact you to confirm a day and time; your booking stands once we have confirmed it.',
  'make-an-offer': () => 'Our sales team will consider your offer and contact you with an answer.',
  'find-similar': ({ nouns }) =>
    `We will look through our stock and the ${nouns} arriving soon, and let you know what we find.`,
  'request-photos': ({ noun }) => `We will send you photos of this ${noun} as soon as they are taken.`,
  'trade-in': () => 'Our team will review your car’s details and contact you about an offer.',
  'finance-enquiry': () =>
    'A finance specialist will contact you to talk through your options; nothing is applied for until you agree.',
  'finance-application': () =>
    'A finance specialist will review your application and contact you about the next steps.',
  'service-booking': () => 'Our service team will contact you to confirm the date and time.',
  parts: () => 'Our parts team will check availability and price, and get back to you.',
  fleet: () => 'Our fleet team will contact you to discuss what your business needs.',
  'new-vehicle-enquiry': () => 'Our sales team will contact you with pricing and availability.',
  careers: () => 'Our team will read your details and contact you if a suitable role is open.',
  'feedback-survey': () => 'A manager reads every response and may contact you about yours.',
  reservation: ({ noun }) =>
    `We will contact you to confirm your reservation; until then the ${noun} is held for you and your deposit is not charged.`,
  'spin-to-win': () => 'We have e-mailed your voucher; our team will contact you about claiming your prize.',
};

/**
 * The line for a stored lead's kind, naming its vehicle as the site does (default 'car',
 * 'cars'); null for a kind this version does not know (an old record).
 */
export function leadFollowUp(kind: string, words: Nouns = CAR_WORDS): string | null {
  return Object.hasOwn(LEAD_FOLLOW_UPS, kind) ? LEAD_FOLLOW_UPS[kind as LeadKind](words) : null;
}
