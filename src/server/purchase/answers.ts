import type { Car } from '../../catalog/schema/car.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import type { DealerJourneyAnswer } from '../../domain/purchase/dealer-journeys.ts';
import { estimatePrice } from '../../domain/purchase/drive-away.ts';
import type { PurchaseJourneyAnswer } from '../../domain/purchase/journey.ts';
import { answeredSteps, currentStep, NO_CHOICES } from '../../domain/purchase/journey-progress.ts';
import type { PaymentBrowserConfig } from '../../domain/reservations/checkout.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carDealer, carTitle } from '../../views/vehicle/car-summary.ts';
import { checkoutAnswer, reservationAnswer } from '../reservations/answers.ts';
import type { Reservation } from '../reservations/store.ts';
import type { DealerJourney, PurchaseJourney } from './store.ts';

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

/**
 * One journey as GET /dealer/purchase-journeys answers it: the car as the feed lists it now (`car`
 * null once it has left the feed, or when the feed cannot be read: the journey still shows), the
 * buyer's details of step 1, the steps answered and the one the shopper is at, every choice, and
 * the deposit's reservation.
 */
export function dealerJourneyAnswer(listed: DealerJourney, car: Car | null): DealerJourneyAnswer {
  const { journey, status, deposit } = listed;
  const { choices } = journey;
  const finished = status === 'finished';
  return {
    id: journey.id,
    status,
    car: {
      slug: journey.car_slug,
      stock_number: car?.stocknum.trim() || null,
      title: car ? carTitle(car) : null,
      price: car ? estimatePrice(car) : null,
    },
    shopper: choices.details,
    steps_answered: finished ? [...answeredSteps(choices), 'deposit'] : answeredSteps(choices),
    current_step: finished ? null : currentStep(choices),
    drive_away: choices.drive_away,
    trade_in: choices.trade_in,
    finance: choices.finance,
    delivery: choices.delivery,
    deposit: deposit && {
      reference: leadReference(deposit.id),
      status: deposit.status,
      amount: deposit.amount_cents / 100,
      currency: 'AUD',
      held_at: deposit.held_at?.toISOString() ?? null,
      expires_at: deposit.expires_at?.toISOString() ?? null,
    },
    created_at: journey.created_at.toISOString(),
    updated_at: journey.updated_at.toISOString(),
  };
}
