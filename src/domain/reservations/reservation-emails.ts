import { formatPrice } from '../format.ts';
import { RESERVE_ONLINE } from '../text/vehicle-copy.ts';
import { holdEndText } from './hold-end.ts';
import type { ReservationStatus } from './reservation-actions.ts';

/** A shopper's e-mail about their reservation: plain text. */
interface ReservationEmailText {
  subject: string;
  text: string;
}

/** Who the shopper deals with: the car's location and the number its page calls. */
interface ReservationDealer {
  name: string;
  phone: string;
}

/** What every reservation e-mail names. */
interface ReservationEmailBase {
  siteName: string;
  /** The shopper's first name. */
  name: string;
  /** The car's listing title. */
  carTitle: string;
  /** The reservation's short reference (leadReference of its id), as the checkout page showed it. */
  reference: string;
  depositCents: number;
  dealer: ReservationDealer;
}

/** How a reservation ended, once it no longer waits for the dealer: the e-mail the shopper gets then. */
type ReservationOutcome = Extract<ReservationStatus, 'confirmed' | 'released' | 'cancelled' | 'expired'>;

const RESERVATION_OUTCOMES: readonly ReservationOutcome[] = ['confirmed', 'released', 'cancelled', 'expired'];

export function isReservationOutcome(status: ReservationStatus): status is ReservationOutcome {
  return (RESERVATION_OUTCOMES as readonly string[]).includes(status);
}

/** '$200', or '$199.50' for a deposit with cents. */
function depositText(cents: number): string {
  if (cents % 100 === 0) return formatPrice(cents / 100);
  return `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const subjectOf = (what: string, input: ReservationEmailBase) => `${what} – ${input.siteName}`;

function signature(input: ReservationEmailBase): string[] {
  return ['', `Questions? Call ${input.dealer.name} on ${input.dealer.phone}.`, '', input.siteName];
}

/**
 * The shopper's confirmation once the deposit is held (spec §9: held 48 hours, 100%
 * refundable): the reference, the deposit held and not charged until when (on the
 * dealership's clock), what happens next, who to call, and the link that cancels it.
 */
export function reservationHeldEmail(
  input: ReservationEmailBase & {
    expiresAt: Date;
    /** The dealership's time zone: the hold's end is said on its clock. */
    timeZone: string;
    /** The shopper's signed link to the reservation page, which cancels it. */
    cancelUrl: string;
    /** The car's page. */
    carUrl: string | null;
  },
): ReservationEmailText {
  const deposit = depositText(input.depositCents);
  const hours = RESERVE_ONLINE.heldHours;
  return {
    subject: subjectOf(`Your reservation of ${input.carTitle}`, input),
    text: [
      `Hello ${input.name},`,
      '',
      `Thank you for reserving the ${input.carTitle} with ${input.siteName}.`,
      ...(input.carUrl ? [input.carUrl] : []),
      '',
      `Reservation reference: ${input.reference}`,
      '',
      `Your ${deposit} deposit is held on your card, not charged, for ${hours} hours: until ` +
        `${holdEndText(input.expiresAt, input.timeZone)}. It is ${RESERVE_ONLINE.refundable}.`,
      '',
      'What happens next',
      `${input.dealer.name} will contact you to confirm your reservation. If they do not confirm it ` +
        `within ${hours} hours, the hold is released automatically and you are not charged.`,
      '',
      'Changed your mind? Cancel your reservation here, and the hold on your deposit is released:',
      input.cancelUrl,
      ...signature(input),
    ].join('\n'),
  };
}

/** The deposit given back: a hold released, or an amount refunded if it had already been taken. */
const returned = (deposit: string) =>
  `Your ${deposit} deposit is returned in full: the hold on your card is released, or the amount refunded if it ` +
  'had already been charged. Your bank may take a few business days to show it.';

/**
 * The shopper's e-mail once their reservation is settled: confirmed by the dealer (the
 * deposit taken, still refundable: the cancel link comes again), released by the dealer,
 * cancelled by the shopper, or expired after 48 hours without the dealer's confirmation.
 */
export function reservationSettledEmail(
  input: ReservationEmailBase & {
    outcome: ReservationOutcome;
    /** The shopper's link that cancels a confirmed reservation; null once nothing can be cancelled. */
    cancelUrl: string | null;
  },
): ReservationEmailText {
  const deposit = depositText(input.depositCents);
  const car = input.carTitle;
  const reference = `Reservation reference: ${input.reference}`;
  const hello = [`Hello ${input.name},`, ''];
  switch (input.outcome) {
    case 'confirmed':
      return {
        subject: subjectOf(`Your reservation of ${car} is confirmed`, input),
        text: [
          ...hello,
          `${input.dealer.name} has confirmed your reservation of the ${car}.`,
          reference,
          '',
          `Your ${deposit} deposit has now been charged to your card, and it is still ${RESERVE_ONLINE.refundable}.` +
            ` ${input.dealer.name} will contact you about the next steps.`,
          ...(input.cancelUrl
            ? ['', 'Changed your mind? Cancel your reservation here, and your deposit is refunded:', input.cancelUrl]
            : []),
          ...signature(input),
        ].join('\n'),
      };
    case 'released':
      return {
        subject: subjectOf(`Your reservation of ${car} has ended`, input),
        text: [
          ...hello,
          `${input.dealer.name} has released your reservation: the ${car} is no longer held for you.`,
          reference,
          '',
          returned(deposit),
          ...signature(input),
        ].join('\n'),
      };
    case 'cancelled':
      return {
        subject: subjectOf(`Your reservation of ${car} is cancelled`, input),
        text: [
          ...hello,
          `As you asked, your reservation of the ${car} is cancelled.`,
          reference,
          '',
          returned(deposit),
          ...signature(input),
        ].join('\n'),
      };
    case 'expired':
      return {
        subject: subjectOf(`Your reservation of ${car} has expired`, input),
        text: [
          ...hello,
          `Your reservation of the ${car} was not confirmed within ${RESERVE_ONLINE.heldHours} hours, ` +
            `so it has ended: the ${car} is no longer held for you.`,
          reference,
          '',
          `The hold on your ${deposit} deposit is released: you have not been charged. ` +
            'Your bank may take a few business days to show it.',
          '',
          `Still interested? ${input.dealer.name} will be glad to hear from you.`,
          ...signature(input),
        ].join('\n'),
      };
  }
}
