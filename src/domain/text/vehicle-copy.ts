import { CAR_WORDS, thisVehicle, type VehicleWords } from './vehicle-words.ts';

/** spec §9 "Reserve and guarantees (marketing copy)", as the vehicle page shows it. */

/** spec §9: the deposit is held 48 hours and is 100% refundable (the amount is the site's, default $200). */
export const RESERVE_ONLINE = {
  heading: 'Reserve Online',
  heldHours: 48,
  refundable: '100% refundable',
  cards: ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'],
} as const;

/** The Reserve Online section's lines for a deposit such as '$200'. */
export function reserveOnlineLines(deposit: string, words: VehicleWords = CAR_WORDS): string[] {
  return [
    `Reserve ${thisVehicle(words)} online with a ${deposit} deposit.`,
    `We hold it for you for ${RESERVE_ONLINE.heldHours} hours.`,
    `Your deposit is ${RESERVE_ONLINE.refundable}.`,
  ];
}

/** spec §9 guarantee strip (Why Buy From Us?, used cars). */
export const GUARANTEE_STRIP = [
  'One haggle-free price',
  '48hr money back guarantee',
  'Lifetime engine guarantee',
  'Cool value servicing for life',
  '12 months roadside assist',
] as const;

/** spec §9 Toyota certified pre-owned. */
export const TOYOTA_CERTIFIED = {
  heading: 'Toyota Certified Pre-Owned',
  benefits: ['Additional 1-year warranty', '90 point inspection', '12 months roadside assist'],
} as const;

/**
 * spec §2: the Toyota Certified Pre-Owned section is for Toyota used certified cars only.
 * Decided: the make compares without regard to case or surrounding spaces.
 */
export function isToyotaCertified(car: { make: string; car_type: string; certified: boolean }): boolean {
  return car.certified && car.car_type === 'used' && car.make.trim().toLowerCase() === 'toyota';
}
