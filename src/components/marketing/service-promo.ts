import { formatPrice } from '../../domain/format.ts';

/** A capped-price servicing offer (spec §9 "Service promo"). */
export interface ServicePromo {
  maxPricePerService: number;
  years: number;
  services: number;
  intervalMonths: number;
  intervalKm: number;
  /** The last capped service is due at this odometer reading. */
  rangeKm: number;
}

/** spec §9 service promo default: up to $250 per service, 5 years, 5 services, every 12 months or 15,000km, to 75,000km. */
export const DEFAULT_SERVICE_PROMO: ServicePromo = {
  maxPricePerService: 250,
  years: 5,
  services: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  rangeKm: 75_000,
};

const km = (value: number) => `${value.toLocaleString('en-AU')} km`;

/** The promo's figures in words, for the service promo block. */
export function servicePromoLines(promo: ServicePromo): { headline: string; terms: string[] } {
  return {
    headline: `Up to ${formatPrice(promo.maxPricePerService)} per service`,
    terms: [
      `${promo.services} capped-price services over ${promo.years} years`,
      `A service every ${promo.intervalMonths} months or ${km(promo.intervalKm)}, whichever comes first`,
      `Covers scheduled services up to ${promo.years} years or ${km(promo.rangeKm)}, whichever comes first`,
    ],
  };
}
