import * as v from 'valibot';
import { CORE_CONTACT_FIELDS } from '../forms/contact-fields.ts';
import { fieldEntries } from '../forms/fields.ts';
import { RESERVATION_JOURNEYS } from './checkout.ts';

// The API's schema of a reservation request, apart from checkout.ts: the checkout page carries
// that file's texts and types, and valibot's schemas here would ride along with them.

/**
 * The card token a payment processor's own frame returned (the card itself never reaches the
 * site's code or the API): letters, digits and underscores, as both processors issue them.
 */
export const PAYMENT_TOKEN = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_]{8,255}$/, 'Please enter your card details again.'),
);

/** The shopper's details a reservation takes: the lead forms' core contact fields, with their rules and messages. */
const RESERVATION_DETAIL_FIELDS = CORE_CONTACT_FIELDS;

/**
 * POST /api/reservations: the car, the shopper's details and the card's token. Each detail is
 * checked by the lead forms' own rule for it (fieldSchema), so a reservation's details are
 * held to what an enquiry's are.
 */
export const ReservationRequestSchema = v.strictObject({
  car: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(200)),
  journey: v.picklist(RESERVATION_JOURNEYS),
  ...fieldEntries(RESERVATION_DETAIL_FIELDS),
  payment_token: PAYMENT_TOKEN,
});
