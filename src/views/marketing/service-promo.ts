import { formatKilometres as km, formatPrice } from '../../domain/format.ts';
import type { ServicePromo } from '../../domain/service-and-trade-in.ts';

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
