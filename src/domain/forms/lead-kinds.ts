import type { Car } from '../../catalog/schema/car.ts';
import { leadFormEventId } from '../events.ts';
import { CAREERS_LEAD } from './careers.ts';
import { ENQUIRY_LEAD } from './enquiry.ts';
import { FEEDBACK_SURVEY_LEAD } from './feedback-survey.ts';
import { FINANCE_APPLICATION_LEAD } from './finance-application.ts';
import { FINANCE_ENQUIRY_LEAD } from './finance-enquiry.ts';
import { FIND_SIMILAR_LEAD } from './find-similar.ts';
import { FLEET_LEAD } from './fleet.ts';
import type { LeadKindDefinition } from './lead-kind.ts';
import { MAKE_AN_OFFER_LEAD } from './make-an-offer.ts';
import { NEW_VEHICLE_ENQUIRY_LEAD } from './new-vehicle-enquiry.ts';
import { PARTS_LEAD } from './parts.ts';
import { REQUEST_PHOTOS_LEAD } from './request-photos.ts';
import { RESERVATION_LEAD } from './reservation.ts';
import { SERVICE_BOOKING_LEAD } from './service-booking.ts';
import { SPIN_TO_WIN_LEAD } from './spin-to-win.ts';
import { TEST_DRIVE_LEAD } from './test-drive.ts';
import { TRADE_IN_LEAD } from './trade-in.ts';

/** Each key must name its own definition's kind: a definition filed under another kind does not compile. */
function registry<T extends { [Kind in keyof T]: LeadKindDefinition<Kind & string> }>(definitions: T): T {
  return definitions;
}

/**
 * Every kind of lead, by its `kind`: the one place a kind is added (its own file in
 * src/domain/forms, then one line here). The order is the order kinds are listed in. A form
 * sends each of them but those the server writes itself (`postedByForms: false`).
 */
const LEAD_KIND_DEFINITIONS = registry({
  enquiry: ENQUIRY_LEAD,
  'test-drive': TEST_DRIVE_LEAD,
  'make-an-offer': MAKE_AN_OFFER_LEAD,
  'find-similar': FIND_SIMILAR_LEAD,
  'request-photos': REQUEST_PHOTOS_LEAD,
  'trade-in': TRADE_IN_LEAD,
  'finance-enquiry': FINANCE_ENQUIRY_LEAD,
  'finance-application': FINANCE_APPLICATION_LEAD,
  'service-booking': SERVICE_BOOKING_LEAD,
  parts: PARTS_LEAD,
  fleet: FLEET_LEAD,
  'new-vehicle-enquiry': NEW_VEHICLE_ENQUIRY_LEAD,
  careers: CAREERS_LEAD,
  'feedback-survey': FEEDBACK_SURVEY_LEAD,
  reservation: RESERVATION_LEAD,
  'spin-to-win': SPIN_TO_WIN_LEAD,
});

type Definitions = typeof LEAD_KIND_DEFINITIONS;

/** A kind of lead: the `kind` of a lead request. */
export type LeadKind = keyof Definitions;

/** The kinds whose form also opens as a dialog about one car of the stock (their carDialog is set). */
export type CarLeadKind = {
  [Kind in LeadKind]: Definitions[Kind]['carDialog'] extends null ? never : Kind;
}[LeadKind];

/** The kinds a shopper's form sends through POST /api/leads: every kind but those the server writes itself. */
export type FormLeadKind = {
  [Kind in LeadKind]: Definitions[Kind]['postedByForms'] extends true ? Kind : never;
}[LeadKind];

export const LEAD_KINDS = Object.keys(LEAD_KIND_DEFINITIONS) as LeadKind[];

/** What POST /api/leads takes as `kind`: a reservation lead, for one, is written only once its deposit is held. */
export const FORM_LEAD_KINDS = LEAD_KINDS.filter(
  (kind): kind is FormLeadKind => leadKindDefinition(kind).postedByForms,
);

export const CAR_LEAD_KINDS = LEAD_KINDS.filter((kind): kind is CarLeadKind => isCarLeadKind(kind));

/** The definition of a kind, as the common shape (for code that treats every kind alike). */
export function leadKindDefinition(kind: LeadKind): LeadKindDefinition<LeadKind> {
  return LEAD_KIND_DEFINITIONS[kind];
}

export function isLeadKind(value: unknown): value is LeadKind {
  return typeof value === 'string' && Object.hasOwn(LEAD_KIND_DEFINITIONS, value);
}

function isCarLeadKind(kind: LeadKind): kind is CarLeadKind {
  return leadKindDefinition(kind).carDialog !== null;
}

/** The car dialog of a kind that has one (a CarLeadKind always has). */
export function carDialogOf(kind: CarLeadKind): NonNullable<LeadKindDefinition['carDialog']> {
  return LEAD_KIND_DEFINITIONS[kind].carDialog;
}

/**
 * spec §7, §9: the event a sent lead of this kind fires: an id its category forces first
 * (careers 51), then its kind's rule by the car.
 */
export function leadKindEventId(
  kind: LeadKind,
  forcedEventId: number | null,
  car: Pick<Car, 'car_type' | 'tag'> | null,
): number {
  return leadFormEventId(leadKindDefinition(kind).event, forcedEventId, car);
}
