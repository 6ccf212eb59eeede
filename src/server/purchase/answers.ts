import type { Car } from '../../catalog/schema/car.ts';
import { estimatePrice } from '../../domain/purchase/drive-away.ts';
import type { PurchaseJourneyAnswer } from '../../domain/purchase/journey.ts';
import { currentStep, NO_CHOICES } from '../../domain/purchase/journey-progress.ts';
import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer } from '../../views/vehicle/car-summary.ts';
import { checkoutAnswer, reservationAnswer } from '../reservations/answers.ts';
import type { Reservation } from '../reservations/store.ts';
import type { PurchaseJourney } from './store.ts';

/**
 * GET /purchase/:slug and every step's POST: the car and the deposit as the checkout page has
 * them, the journey so far (a journey not begun has no choices), and, once the deposit holds
 * the car, its reservation: the journey is then done.
 */
export function purchaseAnswer(
  car: Car,
  site: Site,
  payment: PaymentBrowserConfig,
  journey: PurchaseJourney | null,
  reservation: Reservation | null,
): PurchaseJourneyAnswer {
  const choices = journey?.choices ?? NO_CHOICES;
  const dealer = carDealer(car, site);
  return {
    ...checkoutAnswer(car, site, payment),
    price: estimatePrice(car),
    step: reservation ? 'deposit' : currentStep(choices),
    choices,
    pickup: { name: dealer.name, address: dealer.address },
    delivers: site.purchase?.homeDelivery !== undefined,
    reservation: reservation ? reservationAnswer(reservation, site, car) : null,
  };
}
