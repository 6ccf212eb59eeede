import * as v from 'valibot';
import type { Car } from '../../catalog/schema/car.ts';
import { onRoadCostsTable } from '../../catalog/on-road-costs.ts';
import { FINANCE_ENQUIRY_LEAD } from '../../domain/forms/finance-enquiry.ts';
import { FORM_MESSAGES } from '../../domain/forms/messages.ts';
import { leadReference } from '../../domain/forms/lead-reference.ts';
import { TRADE_IN_LEAD } from '../../domain/forms/trade-in.ts';
import { deliveryQuote } from '../../domain/purchase/delivery-fee.ts';
import { driveAwayEstimate, dutyVehicleOf, estimatePrice } from '../../domain/purchase/drive-away.ts';
import {
  PURCHASE_MESSAGES,
  type AnsweredStep,
  type DriveAwayAnswer,
  type PurchaseChoices,
} from '../../domain/purchase/journey.ts';
import {
  DeliveryRequestSchema,
  DriveAwayRequestSchema,
  financeCeiling,
  financeRequestSchema,
  TradeInRequestSchema,
} from '../../domain/purchase/journey-requests.ts';
import {
  FINANCE_TERM_FIELD,
  financeLeadMessage,
  PURCHASE_SUBCATEGORY,
  tradeInLeadMessage,
} from '../../domain/purchase/purchase-lead.ts';
import type { Site } from '../../tenant/schema/site.ts';
import { carTitle } from '../../views/vehicle/car-summary.ts';
import { GeocoderError, type PostcodeGeocoder } from '../geocoding/geocoder.ts';
import type { CarLead } from '../leads/car-leads.ts';
import { issuesByField } from '../schema-issues.ts';

/**
 * Each answered step of the online purchase, in two halves: `prepare` checks the body and does
 * what needs the outside world (the postcode's place) before any transaction; `apply`, in the
 * transaction that locked the journey, turns the answer into the choices to store and the
 * lead to send with them (none when the same answer was sent before).
 */

/** A step's answer refused: the status and the body the API answers. */
interface StepRefusal {
  status: 422 | 503;
  body: { error: string; errors?: Record<string, string> };
}

/** What a step stores and sends, worked out from the answer and the journey as locked. */
interface StepChange {
  choices: Partial<PurchaseChoices>;
  lead: CarLead | null;
}

/** A checked answer, waiting for the journey's lock. */
type PreparedAnswer = (current: PurchaseChoices) => StepChange;

interface StepContext {
  site: Site;
  car: Car;
  /** The journey's choices as read before the transaction (the finance ceiling is the estimate's). */
  choices: PurchaseChoices;
  geocoder: PostcodeGeocoder;
}

const refusedFields = (errors: Record<string, string>): StepRefusal => ({
  status: 422,
  body: { error: FORM_MESSAGES.fixErrors, errors },
});

const GEOCODER_DOWN = 'Postcodes cannot be looked up just now. Please try again shortly, or choose pick-up.';

/** The body checked by the step's schema and made ready to apply, or the refusal naming the field. */
export async function prepareStep(
  step: AnsweredStep,
  body: unknown,
  context: StepContext,
): Promise<PreparedAnswer | StepRefusal> {
  switch (step) {
    case 'drive-away':
      return checked(DriveAwayRequestSchema, body, (answer) => driveAway(answer, context));
    case 'trade-in':
      return checked(TradeInRequestSchema, body, (answer) => tradeIn(answer, context));
    case 'finance': {
      const ceiling = financeCeiling(context.choices.drive_away?.total ?? null, estimatePrice(context.car));
      return checked(financeRequestSchema(ceiling), body, (answer) => finance(answer, context));
    }
    case 'delivery': {
      const parsed = v.safeParse(DeliveryRequestSchema, body);
      if (!parsed.success) return refusedFields(issuesByField(parsed.issues, 'body'));
      return delivery(parsed.output, context);
    }
  }
}

function checked<TSchema extends v.GenericSchema, R>(
  schema: TSchema,
  body: unknown,
  then: (answer: v.InferOutput<TSchema>) => R,
): R | StepRefusal {
  const parsed = v.safeParse(schema, body);
  return parsed.success ? then(parsed.output) : refusedFields(issuesByField(parsed.issues, 'body'));
}

/** Step 1: the buyer's details, and the estimate for their state worked out here from the car's price. */
function driveAway(answer: v.InferOutput<typeof DriveAwayRequestSchema>, { site, car }: StepContext): PreparedAnswer {
  const estimate = driveAwayEstimate({
    price: estimatePrice(car),
    state: answer.state,
    vehicle: dutyVehicleOf(car),
    table: onRoadCostsTable(),
    overrides: site.purchase?.onRoadCosts ?? null,
  });
  const drive: DriveAwayAnswer | null = estimate && {
    state: estimate.state,
    parts: estimate.parts,
    total: estimate.total,
    as_of: estimate.asOf,
  };
  const { name, last_name, email, phone } = answer;
  const details = { name, last_name, email, phone };
  return () => ({ choices: { details, drive_away: drive }, lead: null });
}

/** The contact of the journey's leads: the buyer's details of step 1, which the step order makes sure of. */
function contactOf(current: PurchaseChoices): NonNullable<PurchaseChoices['details']> {
  if (!current.details) throw new Error('a purchase step was applied before the drive-away step');
  return current.details;
}

const boughtCar = (car: Car) => ({ title: carTitle(car), stockNumber: car.stocknum });

/** Step 2: a trade-in offered sends the dealer a trade-in lead, once per car offered. */
function tradeIn(answer: v.InferOutput<typeof TradeInRequestSchema>, { site, car }: StepContext): PreparedAnswer {
  if (!answer.trade_in) return () => ({ choices: { trade_in: { trade_in: false } }, lead: null });
  const { rego, regoState, kms } = answer;
  const offered = { trade_in: true as const, rego, regoState, kms };
  return (current) => {
    const stored = current.trade_in;
    if (
      stored?.trade_in &&
      stored.rego === offered.rego &&
      stored.regoState === offered.regoState &&
      stored.kms === offered.kms
    )
      return { choices: {}, lead: null };
    const id = crypto.randomUUID();
    return {
      choices: { trade_in: { ...offered, reference: leadReference(id) } },
      lead: {
        id,
        kind: TRADE_IN_LEAD.kind,
        category: TRADE_IN_LEAD.category,
        subcategory: PURCHASE_SUBCATEGORY,
        fields: {
          ...contactOf(current),
          rego: offered.rego,
          regoState: offered.regoState,
          kms: offered.kms,
          message: tradeInLeadMessage(boughtCar(car)),
        },
        site,
        car,
        createdAt: null,
      },
    };
  };
}

/** Step 3: finance sends the dealer a finance enquiry, once per amount and term. */
function finance(
  answer: v.InferOutput<ReturnType<typeof financeRequestSchema>>,
  { site, car }: StepContext,
): PreparedAnswer {
  if (answer.payment === 'cash') return () => ({ choices: { finance: { payment: 'cash' } }, lead: null });
  const { amount, term_months: term } = answer;
  return (current) => {
    const stored = current.finance;
    if (stored?.payment === 'finance' && stored.amount === amount && stored.term_months === term)
      return { choices: {}, lead: null };
    const id = crypto.randomUUID();
    return {
      choices: { finance: { payment: 'finance', amount, term_months: term, reference: leadReference(id) } },
      lead: {
        id,
        kind: FINANCE_ENQUIRY_LEAD.kind,
        category: FINANCE_ENQUIRY_LEAD.category,
        subcategory: PURCHASE_SUBCATEGORY,
        fields: {
          ...contactOf(current),
          vehiclePriceBudget: amount,
          [FINANCE_TERM_FIELD]: term,
          message: financeLeadMessage(boughtCar(car), amount, term),
        },
        site,
        car,
        createdAt: null,
      },
    };
  };
}

/**
 * Where a car is collected and delivered from: the site's location the feed places it at,
 * else its dealership's main location, else the site's first.
 */
function carLocation(site: Site, car: Car) {
  const ids = [car.location_id, car.location?.id];
  const own = site.locations.filter((location) => location.dealershipSlug === car.dealership_slug);
  return (
    site.locations.find((location) => ids.includes(location.id)) ??
    own.find((location) => location.primary) ??
    own[0] ??
    site.locations[0] ??
    null
  );
}

/** Step 4: pick-up, or delivery priced by distance from the car to the postcode's centre. */
async function delivery(
  answer: v.InferOutput<typeof DeliveryRequestSchema>,
  { site, car, geocoder }: StepContext,
): Promise<PreparedAnswer | StepRefusal> {
  if (answer.method === 'pickup') return () => ({ choices: { delivery: { method: 'pickup' } }, lead: null });
  const fees = site.purchase?.homeDelivery;
  const from = carLocation(site, car);
  if (!fees || !from) return refusedFields({ method: PURCHASE_MESSAGES.noDelivery });
  const { postcode } = answer;
  let place;
  try {
    place = await geocoder.locate(postcode);
  } catch (error) {
    if (error instanceof GeocoderError) return { status: 503, body: { error: GEOCODER_DOWN } };
    throw error;
  }
  const quote = deliveryQuote(from.address, place && { lat: place.latitude, long: place.longitude }, fees);
  if (quote.outcome === 'unknown-postcode') return refusedFields({ postcode: quote.message });
  if (quote.outcome === 'too-far') return refusedFields({ postcode: PURCHASE_MESSAGES.tooFar });
  const chosen = {
    method: 'delivery' as const,
    postcode,
    locality: place?.locality ?? null,
    distance_km: Math.round(quote.distanceKm * 10) / 10,
    fee: quote.fee,
  };
  return () => ({ choices: { delivery: chosen }, lead: null });
}
