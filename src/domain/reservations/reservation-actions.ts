/**
 * Where a reservation is: authorising, verifying (the card's bank asked the shopper to verify
 * the payment: 3-D Secure), held and confirmed keep the car; the others have let it go.
 */
export type ReservationStatus =
  'authorising' | 'verifying' | 'held' | 'confirmed' | 'declined' | 'failed' | 'released' | 'expired' | 'cancelled';

/** Who an e-mailed link was sent to. */
export type LinkRole = 'dealer' | 'shopper';

/** What the processor then does with the deposit: take it, or let it go (void, or refund once taken). */
export type PaymentAction = 'capture' | 'release';

interface ReservationAction {
  role: LinkRole;
  from: readonly ReservationStatus[];
  to: ReservationStatus;
  payment: PaymentAction;
}

/**
 * What each link may do (spec §9: held 48 hours, 100% refundable): the dealer confirms a held
 * reservation (the deposit is captured) or releases it, even once confirmed (refunded); the
 * shopper cancels theirs, confirmed or not (released or refunded).
 */
export const RESERVATION_ACTIONS = {
  confirm: { role: 'dealer', from: ['held'], to: 'confirmed', payment: 'capture' },
  release: { role: 'dealer', from: ['held', 'confirmed'], to: 'released', payment: 'release' },
  cancel: { role: 'shopper', from: ['held', 'confirmed'], to: 'cancelled', payment: 'release' },
} as const satisfies Record<string, ReservationAction>;

export type ReservationActionName = keyof typeof RESERVATION_ACTIONS;

/** The actions a link of `role` offers for a reservation in `status`. */
export function allowedActions(status: ReservationStatus, role: LinkRole): ReservationActionName[] {
  return (Object.keys(RESERVATION_ACTIONS) as ReservationActionName[]).filter((name) => {
    const action: ReservationAction = RESERVATION_ACTIONS[name];
    return action.role === role && action.from.includes(status);
  });
}

/** The reservation page's words (the page an e-mailed link opens): its buttons, and each status. */
export const RESERVATION_PAGE_TEXTS = {
  heading: 'Reservation',
  unavailable: 'The reservation cannot be shown just now. Please try again shortly.',
  missing: 'This page needs the link from a reservation e-mail. Please open the link in the e-mail as it was sent.',
  buttons: {
    confirm: (deposit: string) => `Confirm the reservation and take the ${deposit} deposit`,
    release: (deposit: string) => `Release the car and return the ${deposit} deposit`,
    cancel: (deposit: string) => `Cancel my reservation and return my ${deposit} deposit`,
  },
  status: {
    authorising: 'The payment is still being checked.',
    verifying: 'The payment is waiting for the card’s bank to verify it.',
    held: (until: string) => `Reserved: the deposit is held on the card until ${until}.`,
    confirmed: 'Confirmed: the dealer has taken the deposit.',
    released: 'Released by the dealer: the deposit has been returned to the card.',
    cancelled: 'Cancelled: the deposit has been returned to the card.',
    expired: 'The hold ended before the dealer confirmed it: the deposit has been returned to the card.',
    declined: 'This reservation did not go through: the card was declined.',
    failed: 'This reservation did not go through.',
  },
} as const;

/** What the page says of a reservation in `status`. */
export function reservationStatusText(status: ReservationStatus, holdUntil: string): string {
  const text = RESERVATION_PAGE_TEXTS.status[status];
  return typeof text === 'function' ? text(holdUntil) : text;
}
