import { allowedActions, type ReservationStatus } from './reservation-actions.ts';

/**
 * The garage's Reservations section (issue 28: a shopper cancels a reservation from the
 * confirmation e-mail or the garage), on sites that reserve cars (features.reserve.enabled).
 * The status lines are the reservation page's own (reservationStatusText), which the API
 * answers with each reservation.
 */
export const GARAGE_RESERVATION_TEXTS = {
  heading: 'Reservations',
  loading: 'Loading your reservations…',
  empty: 'No reservations yet. A car you reserve on this site while signed in shows here.',
  failed: 'Your reservations could not load just now. Please reload the page in a minute.',
  reference: 'Reference',
  deposit: 'Deposit',
  cancel: 'Cancel reservation',
  confirmHeading: 'Cancel this reservation?',
  confirmText: (car: string, deposit: string) =>
    `${car} will no longer be held for you, and your ${deposit} deposit is returned to your card. Anyone can then reserve the car.`,
  confirm: 'Yes, cancel it',
  keep: 'Keep my reservation',
  cancelled: (car: string) =>
    `Your reservation of ${car} is cancelled. The deposit is on its way back to your card, and an e-mail confirms it.`,
  cancelFailed: 'The reservation could not be cancelled just now. Nothing changed. Please try again in a minute.',
  /** Delete my account's dialog, on sites that reserve cars: what becomes of the shopper's reservations. */
  accountDeletion:
    'A car you have reserved stays reserved until the hold ends or the dealer settles it, and the dealer keeps your name and contact details for it until then. To let the car go and have your deposit returned now, cancel the reservation first. Reservations that have ended keep no name, phone number or e-mail.',
} as const;

/** What the account's reservation routes answer when they refuse. */
export const GARAGE_RESERVATION_ERRORS = {
  visitor: 'Please sign in to see your reservations.',
  id: 'Please send id: the reservation to cancel.',
  notFound: 'There is no such reservation of yours on this site.',
  notNow: 'This reservation can no longer be cancelled: it has already ended.',
  unavailable: 'Your reservations cannot be reached just now. Please try again in a minute.',
} as const;

/** One reservation of the signed-in shopper, as GET /api/account/reservations lists it. */
export interface GarageReservation {
  /** The reservation's id: what POST /api/account/reservations/cancel takes. */
  id: string;
  /** Its short reference, as the e-mails and the checkout page give it. */
  reference: string;
  /** The car; `href` is its page while the feed lists it, else null. */
  car: { slug: string; title: string; href: string | null };
  /** The deposit in whole dollars. */
  deposit: { amount: number; currency: 'AUD' };
  status: ReservationStatus;
  /** What the reservation page says of it now ('Reserved: the deposit is held on the card until …'). */
  status_text: string;
  /** When the hold ends unless the dealer confirms (ISO 8601), null before it was held. */
  expires_at: string | null;
  /** The same on the dealer's clock: 'Tuesday 1 December, 3:42 pm'. */
  hold_until: string | null;
  /** ISO 8601: when the shopper reserved. */
  reserved_at: string;
  /** Whether the shopper may cancel it now (RESERVATION_ACTIONS.cancel). */
  cancellable: boolean;
}

/** Whether the garage lists a reservation: not while its card is still being authorised or verified (it may yet fail). */
export function listedInGarage(status: ReservationStatus): boolean {
  return status !== 'authorising' && status !== 'verifying';
}

/** Whether the shopper may cancel a reservation in `status`: the same rule as the e-mail's cancel link. */
export function shopperCanCancel(status: ReservationStatus): boolean {
  return allowedActions(status, 'shopper').includes('cancel');
}
