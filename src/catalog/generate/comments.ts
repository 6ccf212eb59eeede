import type { Random } from '../random.ts';

export interface CommentFacts {
  kind: 'car' | 'motorcycle' | 'caravan';
  carType: 'new' | 'demo' | 'used';
  title: string;
  colour: string;
  km: number | null;
  certified: boolean;
  equipment: string[];
  locationName: string;
  dealerName: string;
  sleeps: number | null;
  length: number | null;
}

// Intl formatting is slow enough to show up across thousands of cars.
const km = (n: number) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function opening(f: CommentFacts, random: Random): string {
  if (f.carType === 'new')
    return random.pick([
      `Brand new ${f.title} in ${f.colour}, ready for delivery.`,
      `Drive away in a brand new ${f.title} finished in ${f.colour}.`,
    ]);
  if (f.carType === 'demo')
    return `Ex-demonstrator ${f.title} in ${f.colour} with only ${km(f.km ?? 0)} km and the balance of the factory warranty.`;
  if (f.kind === 'caravan')
    return `Pre-loved ${f.title}${f.length ? `, ${f.length} ft` : ''}${f.sleeps ? ` and sleeping ${f.sleeps}` : ''}, kept in excellent condition.`;
  return `This ${f.title} in ${f.colour} has travelled ${km(f.km ?? 0)} km and presents beautifully inside and out.`;
}

const USED_EXTRAS = [
  'It comes with a full service history and two keys.',
  'A roadworthy certificate is supplied and the car has passed our multi-point inspection.',
  'Recently serviced with new tyres all round.',
  'One owner from new with logbook servicing.',
];
const CLOSERS = [
  'Trade-ins welcome and finance available on approved credit.',
  'Call our sales team today or enquire online to book a test drive.',
  'We can arrange delivery anywhere in Australia.',
  'Ask us about extended warranty and our 48-hour money-back guarantee.',
];

/**
 * Dealer comments in a salesperson's voice; some run past the 400 characters the page
 * shows before Show more (spec §9), and a few are empty (spec §8: comments pending).
 */
export function dealerComments(f: CommentFacts, random: Random): string {
  if (random.chance(0.05)) return '';
  const parts = [opening(f, random)];
  if (f.equipment.length)
    parts.push(`Features include ${f.equipment.slice(0, random.int(3, 6)).join(', ').toLowerCase()}.`);
  if (f.certified)
    parts.push(
      'Toyota Certified Pre-Owned: an additional 1-year warranty, a 90 point inspection and 12 months roadside assist.',
    );
  if (f.carType === 'used') parts.push(random.pick(USED_EXTRAS));
  if (random.chance(0.5)) parts.push(`Located at ${f.locationName}.`);
  parts.push(random.pick(CLOSERS));
  if (random.chance(0.3))
    parts.push(
      `At ${f.dealerName} we pride ourselves on honest, upfront pricing and a no-pressure buying experience from test drive to handover.`,
    );
  return parts.join(' ');
}
